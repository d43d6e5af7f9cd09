import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/lib/logger.ts";
import { startOpenAiStandIn } from "../../../../tests/helpers/openai-stand-in.ts";
import type { ReadFile } from "./document-check-jobs.ts";
import { modelDocumentFindings } from "./model-document-findings.ts";

const KEY = "sk-documents";
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn(KEY);
});
afterAll(() => standIn.close());

const files: ReadFile[] = [
  {
    fileId: "f1",
    name: "plan-set.pdf",
    pages: [
      {
        page: 1,
        text: "A0 TITLE SHEET\nSheet index: A1 Site plan, A2 Floor plan",
        read: "text",
        confidence: null,
      },
      {
        page: 2,
        text: "A1 SITE PLAN\nSetback 5'-0\" side yard\nSee sheet A9 for drainage",
        read: "text",
        confidence: null,
      },
    ],
  },
];

const ask = (model: string) =>
  modelDocumentFindings({
    settings: { apiKey: KEY, baseUrl: standIn.baseUrl, model },
    check: { address: "1234 Oak Street, Austin, TX 78704", projectType: "Home addition" },
    checklistLabels: ["Site plan", "Floor plans"],
    files,
    log: createLogger("silent"),
  });

describe("the model's document findings", () => {
  it("keeps a finding that quotes the page it names, and drops one that does not", async () => {
    standIn.behaviours.set("doc-model", {
      kind: "answer",
      text: JSON.stringify({
        findings: [
          {
            label: "Drainage sheet A9 is referenced but not included",
            status: "missing",
            file: "plan-set.pdf",
            page: 2,
            quote: "See sheet A9 for drainage",
            why: "A referenced sheet that is missing makes the set incomplete.",
          },
          {
            label: "Invented finding",
            status: "missing",
            file: "plan-set.pdf",
            page: 1,
            quote: "Structural calculations by engineer",
            why: "Not on the page.",
          },
          {
            label: "Wrong file",
            status: "unclear",
            file: "other.pdf",
            page: 1,
            quote: "A0 TITLE SHEET",
            why: "No such file.",
          },
        ],
      }),
    });
    const findings = await ask("doc-model");
    expect(findings).toEqual([
      expect.objectContaining({
        label: "Drainage sheet A9 is referenced but not included",
        status: "missing",
        by: "model",
        where: [
          { fileId: "f1", fileName: "plan-set.pdf", page: 2, excerpt: "See sheet A9 for drainage" },
        ],
      }),
    ]);
    const sent = standIn.requests.at(-1) as { messages: { content: string }[] };
    expect(sent.messages[1]?.content).toContain("--- plan-set.pdf, page 2 ---");
  });

  it("adds nothing when the model fails or does not answer in JSON", async () => {
    standIn.behaviours.set("doc-broken", { kind: "error", status: 500 });
    expect(await ask("doc-broken")).toEqual([]);
    standIn.behaviours.set("doc-prose", { kind: "answer", text: "The set looks complete to me." });
    expect(await ask("doc-prose")).toEqual([]);
  });
});
