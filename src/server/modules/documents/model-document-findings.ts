import { z } from "zod";
import type { DocumentFinding } from "#shared/documents.ts";
import type { Logger } from "../../lib/logger.ts";
import { streamCompletion } from "../permits/chat-completions-client.ts";
import type { ReadFile } from "./document-check-jobs.ts";

/** How much of the documents' text the model is shown: each page's start, and all pages' in all. */
const PAGE_CHARS = 1_500;
const TOTAL_CHARS = 40_000;
/** A model that says more than this is not listened to. */
const MAX_MODEL_FINDINGS = 8;

const modelFindingsSchema = z.object({
  findings: z
    .array(
      z.object({
        label: z.string().min(3).max(120),
        status: z.enum(["found", "missing", "unclear"]),
        file: z.string(),
        page: z.number().int().positive(),
        quote: z.string().min(3).max(300),
        why: z.string().min(3).max(400),
      }),
    )
    .max(MAX_MODEL_FINDINGS),
});

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

function documentsText(files: ReadFile[]): string {
  let left = TOTAL_CHARS;
  const parts: string[] = [];
  for (const file of files)
    for (const page of file.pages) {
      if (left <= 0) break;
      const text = page.text.slice(0, Math.min(PAGE_CHARS, left));
      left -= text.length;
      parts.push(`--- ${file.name}, page ${page.page} ---\n${text}`);
    }
  return parts.join("\n\n");
}

/**
 * Model mode: the model reads the pages and may add what the deterministic checks did not cover
 * (a note on a sheet that contradicts another, a form left blank). Each finding must name a file
 * and page and quote that page's own words: one whose quote is not on the page it names is
 * dropped, so the model cannot add a finding we cannot show the user where to see.
 */
export async function modelDocumentFindings(options: {
  settings: { apiKey: string; baseUrl: string; model: string };
  check: { address: string; projectType: string };
  checklistLabels: string[];
  files: ReadFile[];
  log: Logger;
  signal?: AbortSignal;
}): Promise<DocumentFinding[]> {
  const { settings, check, files, log } = options;
  const prompt = [
    `A permit application for "${check.projectType}" at ${check.address}. These checks were already made: ${options.checklistLabels.join("; ")}.`,
    "Read the documents below and report at most 8 further problems a plan reviewer would raise about completeness (not design), or items you are unsure of.",
    'Answer only with JSON: {"findings":[{"label":"…","status":"missing"|"unclear"|"found","file":"<file name>","page":<number>,"quote":"<exact words from that page>","why":"…"}]}. Every finding must quote words that appear on the page it names. Say {"findings":[]} when there is nothing to add.',
    "",
    documentsText(files),
  ].join("\n");
  let text = "";
  try {
    for await (const event of streamCompletion({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      messages: [
        {
          role: "system",
          content: "You check permit applications for completeness. You answer in JSON only.",
        },
        { role: "user", content: prompt },
      ],
      signal: options.signal ?? AbortSignal.timeout(60_000),
    }))
      if (event.kind === "text") text += event.text;
  } catch (error) {
    log.warn({ err: error }, "the model could not add document findings");
    return [];
  }
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  let parsed: z.infer<typeof modelFindingsSchema>;
  try {
    parsed = modelFindingsSchema.parse(JSON.parse(json));
  } catch {
    log.warn("the model's document findings were not the JSON asked for");
    return [];
  }
  return parsed.findings.flatMap((finding, index) => {
    const file = files.find((candidate) => candidate.name === finding.file);
    const page = file?.pages.find((candidate) => candidate.page === finding.page);
    if (!file || !page || !squash(page.text).includes(squash(finding.quote))) return [];
    return [
      {
        itemId: `model-${index + 1}`,
        label: finding.label,
        kind: "document" as const,
        status: finding.status,
        where: [
          { fileId: file.fileId, fileName: file.name, page: page.page, excerpt: finding.quote },
        ],
        why: finding.why,
        note: null,
        source: null,
        by: "model" as const,
      },
    ];
  });
}
