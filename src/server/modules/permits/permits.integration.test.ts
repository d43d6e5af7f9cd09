import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";
import { adoptedCodes } from "./adopted-codes.ts";
import { getKnowledgeBase } from "./knowledge-base.ts";

const testApp = useTestApp();
const kb = getKnowledgeBase();

const report = async (address: string) => {
  const response = await testApp.app.request(
    `/api/permits/report?address=${encodeURIComponent(address)}`,
  );
  return { status: response.status, body: await response.json() };
};

describe("GET /api/permits/report", () => {
  const ADDRESSES = [
    { address: "200 N Spring St, Los Angeles, CA 90012", state: "CA", codeName: /Title 24/ },
    { address: "111 NW 1st St, Miami, FL 33128", state: "FL", codeName: /Florida Building Code/ },
    { address: "1 Centre St, New York, NY 10007", state: "NY", codeName: /Uniform Code/ },
    { address: "1234 Elm St, Austin, TX 78701", state: "TX", codeName: null },
    { address: "600 4th Ave, Seattle, WA 98104", state: "WA", codeName: /Washington State/ },
  ];

  for (const { address, state, codeName } of ADDRESSES) {
    it(`gives ${state}'s adopted codes and editions for ${address}, with no sign-in`, async () => {
      const { status, body } = await report(address);
      expect(status).toBe(200);
      expect(body.jurisdiction.stateCode).toBe(state);
      const expected = adoptedCodes(kb.states.get(state)!).map(({ label, code }) => ({
        label,
        model: code.model,
        edition: code.edition,
      }));
      expect(
        body.codes.map(({ label, model, edition }: Record<string, unknown>) => ({
          label,
          model,
          edition,
        })),
      ).toEqual(expected);
      if (codeName) expect(body.stateCodeName).toMatch(codeName);
      const sourceIds = new Set(body.sources.map((source: { id: string }) => source.id));
      for (const code of body.codes) expect(sourceIds).toContain(code.sourceId);
      expect(body.projects.length).toBeGreaterThanOrEqual(20);
      expect(body.examples.length).toBe(3);
    });
  }

  it("names the big city's department, its own code and special zones", async () => {
    const nyc = (await report("1 Centre St, New York, NY 10007")).body;
    expect(nyc.department?.department).toMatch(/Buildings/);
    expect(nyc.localCode?.place).toMatch(/New York City/);
    const miami = (await report("111 NW 1st St, Miami, FL 33128")).body;
    expect(miami.specialZone?.name).toMatch(/High-Velocity Hurricane Zone/);
    const austin = (await report("1234 Elm St, Austin, TX 78701")).body;
    const shed = austin.projects.find((project: { id: string }) => project.id === "shed");
    expect(shed.exemption.limits.floorAreaSqFt).toBe(200);
  });

  it("refuses a missing address and an address whose state it cannot tell", async () => {
    expect((await testApp.app.request("/api/permits/report")).status).toBe(400);
    const unknown = await report("12 Qqqq Rd, Zzzzqqq");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/which state/);
  });

  it("covers US addresses only: a London or Toronto address gets no US code", async () => {
    for (const address of [
      "10 Downing St, London SW1A 2AA",
      "100 Queen St W, Toronto, ON M5H 2N2",
    ]) {
      const { status, body } = await report(address);
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/US addresses only/);
    }
  });

  it("names the authority that issues permits, and why: Largo, MD is Prince George's County's", async () => {
    const { body } = await report("9201 Basil Ct, Largo, MD 20774");
    expect(body.jurisdiction.authority).toEqual({ name: "Prince George's County", kind: "county" });
    expect(body.jurisdiction.basis).toMatch(/Largo is unincorporated/);
    const moore = (await report("2100 N Broadway, Moore, OK 73160")).body;
    expect(moore.jurisdiction.authority).toEqual({ name: "City of Moore", kind: "city" });
    const brooklyn = (await report("123 Atlantic Ave, Brooklyn, NY 11201")).body;
    expect(brooklyn.jurisdiction.authority.name).toBe("New York City");
    expect(brooklyn.localCode?.place).toMatch(/New York City/);
  });
});

describe("GET /api/permits/states", () => {
  it("lists 50 states and DC, and gives one state's checklist by its slug", async () => {
    const { app } = testApp;
    const { states } = await (await app.request("/api/permits/states")).json();
    expect(states).toHaveLength(51);
    const california = await (await app.request("/api/permits/states/california")).json();
    expect(california.jurisdiction).toMatchObject({ stateCode: "CA", city: null });
    expect(california.adu.reviewDays).toBe(60);
    expect((await app.request("/api/permits/states/atlantis")).status).toBe(404);
  });
});
