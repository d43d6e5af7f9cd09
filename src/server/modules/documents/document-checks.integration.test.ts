import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { creditTransactions, documentChecks } from "#server/db/schema.ts";
import { createLogger } from "#server/lib/logger.ts";
import { DOCUMENT_CHECK_COST_CREDITS } from "#shared/credits.ts";
import type { DocumentCheck } from "#shared/documents.ts";
import { authed, balanceOf, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";
import { createDocumentCheckJobs } from "./document-check-jobs.ts";
import { createDocumentCheck } from "./document-checks.service.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/fixtures/documents");
const fixture = (name: string, type: string) =>
  new File([readFileSync(path.join(FIXTURES, name))], name, { type });

const documentsDir = mkdtempSync(path.join(tmpdir(), "permitlm-documents-"));
afterAll(() => rmSync(documentsDir, { recursive: true, force: true }));
const testApp = useTestApp({ DOCUMENTS_DIR: documentsDir });

const ADDRESS = "1234 Oak Street, Austin, TX 78704";

function upload(
  cookie: string,
  fields: { address?: string; projectType?: string; files?: File[]; key?: string },
) {
  const form = new FormData();
  if (fields.address !== undefined) form.set("address", fields.address);
  if (fields.projectType !== undefined) form.set("projectType", fields.projectType);
  for (const file of fields.files ?? []) form.append("file", file, file.name);
  return testApp.app.request(
    "/api/document-checks",
    authed(cookie, {
      method: "POST",
      body: form,
      headers: fields.key ? { "Idempotency-Key": fields.key } : {},
    }),
  );
}

async function finished(cookie: string, id: string): Promise<DocumentCheck> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { check } = (await (
      await testApp.app.request(`/api/document-checks/${id}`, authed(cookie))
    ).json()) as { check: DocumentCheck };
    if (check.status === "done" || check.status === "failed") return check;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the check did not finish");
}

const filesUnder = (userId: string) => {
  try {
    return readdirSync(path.join(documentsDir, userId), { recursive: true });
  } catch {
    return [];
  }
};

describe("/api/document-checks", () => {
  it("tells anyone its price and the kinds of work it knows", async () => {
    const response = await testApp.app.request("/api/document-checks/options");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      credits: number;
      projectTypes: { id: string; name: string }[];
    };
    expect(body.credits).toBe(DOCUMENT_CHECK_COST_CREDITS);
    expect(body.projectTypes.map((type) => type.id)).toEqual(
      expect.arrayContaining(["addition", "deck", "adu", "rooftop-solar"]),
    );
    // Work that needs no documents is not offered.
    expect(body.projectTypes.map((type) => type.id)).not.toContain("plumbing-repair");
  });

  it(
    "charges a check once, reads a plan set and a scan, and lists found and missing items",
    { timeout: 60_000 },
    async () => {
      const { app, database } = testApp;
      const owner = await signUp(app, "documents-owner@example.com");
      const before = await balanceOf(app, owner.cookie);
      // The owner's project at this address: the check is filed under it.
      const project = await app.request(
        "/api/projects",
        jsonPost(owner.cookie, {
          address: "1234 oak street,  Austin, TX 78704",
          project_type: "addition",
        }),
      );
      const projectId = ((await project.json()) as { project: { id: string } }).project.id;
      const files = [
        fixture("plan-set.pdf", "application/pdf"),
        fixture("owner-authorization-scan.png", "image/png"),
      ];
      const response = await upload(owner.cookie, {
        address: ADDRESS,
        projectType: "addition",
        files,
        key: "check-1",
      });
      expect(response.status, await response.clone().text()).toBe(202);
      const started = ((await response.json()) as { check: DocumentCheck }).check;
      expect(started).toMatchObject({
        address: ADDRESS,
        projectId,
        credits: DOCUMENT_CHECK_COST_CREDITS,
      });
      const filed = (await (
        await app.request(`/api/document-checks?projectId=${projectId}`, authed(owner.cookie))
      ).json()) as { checks: DocumentCheck[] };
      expect(filed.checks.map((item) => item.id)).toEqual([started.id]);
      expect(started.files.map((file) => [file.name, file.mime])).toEqual([
        ["plan-set.pdf", "application/pdf"],
        ["owner-authorization-scan.png", "image/png"],
      ]);
      expect(await balanceOf(app, owner.cookie)).toBe(before - DOCUMENT_CHECK_COST_CREDITS);

      // The same upload sent again (a retry) is the same check, not a second charge.
      const again = await upload(owner.cookie, {
        address: ADDRESS,
        projectType: "addition",
        files,
        key: "check-1",
      });
      expect(((await again.json()) as { check: DocumentCheck }).check.id).toBe(started.id);
      expect(await balanceOf(app, owner.cookie)).toBe(before - DOCUMENT_CHECK_COST_CREDITS);

      const check = await finished(owner.cookie, started.id);
      expect(check.status).toBe("done");
      expect(check.pagesRead).toBe(check.pagesTotal);
      const status = (label: RegExp) => check.findings.find((finding) => label.test(finding.label));
      expect(status(/site plan/i)).toMatchObject({ status: "found" });
      expect(status(/site plan/i)?.where[0]).toMatchObject({ fileName: "plan-set.pdf" });
      expect(status(/energy/i)?.status).toBe("missing");
      const authorization = status(/authoriz/i);
      expect(authorization?.status).not.toBe("missing");
      expect(authorization?.where[0]?.fileName).toBe("owner-authorization-scan.png");

      const [charge] = await database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.reference, `documents:${check.id}`));
      expect(charge).toMatchObject({ amount: -DOCUMENT_CHECK_COST_CREDITS });
      expect(charge?.description).toMatch(/^Document check: .+, 1234 Oak Street, Austin/);

      const pdf = await app.request(
        `/api/document-checks/${check.id}/report.pdf`,
        authed(owner.cookie),
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");

      // Nobody else can see the check, its report or its files, or delete them.
      const other = await signUp(app, "documents-other@example.com");
      for (const url of [
        `/api/document-checks/${check.id}`,
        `/api/document-checks/${check.id}/report.pdf`,
      ])
        expect((await app.request(url, authed(other.cookie))).status).toBe(404);
      expect(
        (
          await app.request(
            `/api/document-checks/${check.id}`,
            authed(other.cookie, { method: "DELETE" }),
          )
        ).status,
      ).toBe(404);
      const listed = (await (
        await app.request("/api/document-checks", authed(other.cookie))
      ).json()) as {
        checks: unknown[];
      };
      expect(listed.checks).toEqual([]);
      expect((await app.request(`/api/document-checks/${check.id}`)).status).toBe(401);

      // Its owner deletes it, and its files with it.
      expect(filesUnder(owner.userId).length).toBeGreaterThan(0);
      const deleted = await app.request(
        `/api/document-checks/${check.id}`,
        authed(owner.cookie, { method: "DELETE" }),
      );
      expect(deleted.status).toBe(204);
      expect(
        filesUnder(owner.userId).filter(
          (entry) => String(entry).includes(check.id) && String(entry).split(path.sep).length > 1,
        ),
      ).toEqual([]);
      expect(
        (await app.request(`/api/document-checks/${check.id}`, authed(owner.cookie))).status,
      ).toBe(404);
    },
  );

  it("refuses bad uploads with a clear 4xx, charging and keeping nothing", async () => {
    const { app } = testApp;
    const user = await signUp(app, "documents-bad@example.com");
    const before = await balanceOf(app, user.cookie);
    const cases: [Parameters<typeof upload>[1], number, RegExp][] = [
      [
        {
          address: ADDRESS,
          projectType: "addition",
          files: [fixture("corrupt.pdf", "application/pdf")],
        },
        422,
        /corrupt\.pdf.*could not be read/,
      ],
      [
        {
          address: ADDRESS,
          projectType: "addition",
          files: [fixture("mislabelled.pdf", "application/pdf")],
        },
        415,
        /mislabelled\.pdf.*not a PDF, PNG or JPEG/,
      ],
      [{ address: ADDRESS, projectType: "addition", files: [] }, 400, /at least one file/],
      [
        {
          address: ADDRESS,
          projectType: "castle",
          files: [fixture("plan-set.pdf", "application/pdf")],
        },
        400,
        /kind of work/,
      ],
      [
        { projectType: "addition", files: [fixture("plan-set.pdf", "application/pdf")] },
        400,
        /address/,
      ],
      [
        {
          address: "10 Downing Street, London SW1A 2AA, United Kingdom",
          projectType: "addition",
          files: [fixture("plan-set.pdf", "application/pdf")],
        },
        400,
        /US addresses only/,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await upload(user.cookie, fields);
      expect(response.status, JSON.stringify(fields.files?.map((file) => file.name))).toBe(status);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(message);
    }
    expect(await balanceOf(app, user.cookie)).toBe(before);
    expect(filesUnder(user.userId)).toEqual([]);

    const noSession = await testApp.app.request("/api/document-checks", {
      method: "POST",
      body: new FormData(),
    });
    expect(noSession.status).toBe(401);
  });

  it("refuses a check the balance cannot pay for (402), storing nothing", async () => {
    const { app, database } = testApp;
    const user = await signUp(app, "documents-poor@example.com");
    await database.db.execute(sql`update profiles set credits = 5 where id = ${user.userId}`);
    await database.db.execute(sql`
      insert into credit_transactions (user_id, amount, transaction_type, description, reference, balance_after)
      select ${user.userId}, 5 - sum(amount), 'adjustment', 'test', 'test:poor', 5
      from credit_transactions where user_id = ${user.userId}`);
    const response = await upload(user.cookie, {
      address: ADDRESS,
      projectType: "deck",
      files: [fixture("plan-set.pdf", "application/pdf")],
    });
    expect(response.status).toBe(402);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /costs 10 credits\. Current balance: 5/,
    );
    expect(await balanceOf(app, user.cookie)).toBe(5);
    expect(filesUnder(user.userId)).toEqual([]);
  });

  it("refunds a check that fails, and takes up one a stopped process left", async () => {
    const { app, database, services } = testApp;
    const user = await signUp(app, "documents-refund@example.com");
    const before = await balanceOf(app, user.cookie);
    const { id } = await createDocumentCheck({
      db: database.db,
      store: services.documents.store,
      userId: user.userId,
      requestKey: "refund-1",
      address: ADDRESS,
      projectId: null,
      jurisdiction: "City of Austin",
      projectType: { id: "deck", name: "Deck" },
      credits: DOCUMENT_CHECK_COST_CREDITS,
      files: [
        { name: "a.pdf", mime: "application/pdf", bytes: new Uint8Array([1, 2, 3]), pages: 1 },
      ],
    });
    // A process died while reading it: its heartbeat is old.
    await database.db
      .update(documentChecks)
      .set({ status: "reading", heartbeatAt: new Date(Date.now() - 10 * 60_000), attempts: 1 })
      .where(eq(documentChecks.id, id));
    expect(await balanceOf(app, user.cookie)).toBe(before - DOCUMENT_CHECK_COST_CREDITS);
    const jobs = createDocumentCheckJobs({
      db: database.db,
      store: services.documents.store,
      work: {
        readPages: async () => {
          throw new Error("the reader broke");
        },
        judge: async () => [],
      },
      log: createLogger("silent"),
    });
    jobs.wake();
    const check = await finished(user.cookie, id);
    await jobs.stop();
    expect(check).toMatchObject({ status: "failed", error: expect.stringMatching(/refunded/) });
    expect(await balanceOf(app, user.cookie)).toBe(before);
    const refunds = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from credit_transactions where reference = ${`refund:documents:${id}`}`,
      ),
    );
    expect(refunds[0]?.count).toBe(1);
  });
});
