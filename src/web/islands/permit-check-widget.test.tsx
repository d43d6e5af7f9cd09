import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testReport } from "#web/features/permits/__fixtures__/permit-report.ts";
import { PermitCheckWidget } from "./permit-check-widget.tsx";

const ADDRESS = "123 Main St, Springfield, IL 62701";
const PREDICTION = {
  place_id: "p1",
  description: ADDRESS,
  structured_formatting: { main_text: "123 Main St", secondary_text: "Springfield, IL 62701" },
};

/** The test report with the five most asked projects, each sourced to the IRC. */
function reportWithHeadlines() {
  const report = testReport();
  const [template] = report.projects;
  const ids = ["deck", "fence", "roof-replacement", "kitchen-remodel", "adu"];
  const projects = ids.map((id) => ({
    ...template!,
    id,
    name: `Project ${id}`,
    sourceId: "irc-2021",
  }));
  return { ...report, projects };
}

/** The report's answers, one per request, in order; the last one repeats. */
let reportAnswers: (() => Response)[];
beforeEach(() => {
  reportAnswers = [() => Response.json(reportWithHeadlines())];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/address-autocomplete"))
        return Response.json({ predictions: [PREDICTION] });
      if (url.startsWith("/api/permits/report"))
        return (reportAnswers.length > 1 ? reportAnswers.shift() : reportAnswers[0])!();
      return Response.json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const apiError = (status: number, code: string, message: string) => () =>
  Response.json({ error: { code, message } }, { status });

/** Types into the address box and picks the first suggestion with the keyboard. */
async function chooseAddressByKeyboard() {
  const user = userEvent.setup();
  render(<PermitCheckWidget />);
  const box = screen.getByRole("combobox", { name: "Property address" });
  await user.type(box, "123 Main");
  expect(await screen.findByRole("option", { name: /123 Main St/ })).toBeInTheDocument();
  await user.keyboard("{ArrowDown}");
  expect(box).toHaveAttribute("aria-activedescendant", expect.stringMatching(/option-0$/));
  await user.keyboard("{Enter}");
  return { user, box };
}

describe("the embeddable permit check", () => {
  it("asks for an address first, with nothing else to show yet", () => {
    render(<PermitCheckWidget />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Check permits for an address" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("closes the suggestions on Escape", async () => {
    const user = userEvent.setup();
    render(<PermitCheckWidget />);
    await user.type(screen.getByRole("combobox"), "123 Main");
    expect(await screen.findByRole("option")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("loads, then shows who issues permits, the codes and the headline projects with sources and the full-report link", async () => {
    await chooseAddressByKeyboard();
    const summary = await screen.findByRole("article", {
      name: "Springfield, Sangamon County, Illinois",
    });
    expect(
      within(summary).getByText(/Permits here are issued by the City of Springfield/),
    ).toBeInTheDocument();
    const codes = within(summary).getByRole("region", { name: "Codes in force" });
    expect(within(codes).getAllByRole("listitem").length).toBeGreaterThan(0);
    const projects = within(summary).getByRole("region", { name: "Do these need a permit?" });
    const items = within(projects).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    for (const item of items)
      expect(within(item).getByRole("link", { name: /IRC/ })).toHaveAttribute("target", "_blank");
    const link = within(summary).getByRole("link", { name: /Full report and chat on PermitLM/ });
    expect(link).toHaveAttribute(
      "href",
      `/permits/search?${new URLSearchParams({ address: ADDRESS })}`,
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
  });

  it("says it is checking while the report loads", async () => {
    let answer: (response: Response) => void = () => {};
    reportAnswers = [() => new Promise<Response>((resolve) => (answer = resolve)) as never];
    vi.mocked(fetch).mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/address-autocomplete"))
        return Response.json({ predictions: [PREDICTION] });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    await chooseAddressByKeyboard();
    expect(await screen.findByText("Checking permits for this address...")).toBeInTheDocument();
    answer(Response.json(testReport()));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("offers Try again after a failure on our side, and shows the summary when it works", async () => {
    reportAnswers = [
      apiError(503, "service_unavailable", "PermitLM is busy. Try again."),
      () => Response.json(testReport()),
    ];
    const { user } = await chooseAddressByKeyboard();
    expect(await screen.findByRole("alert")).toHaveTextContent("PermitLM is busy. Try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so for an address it cannot place, with what to do and no retry", async () => {
    reportAnswers = [apiError(404, "not_found", "We could not tell which state this is in.")];
    await chooseAddressByKeyboard();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not tell which state");
    expect(screen.getByText(/Pick an address from the suggestions/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});
