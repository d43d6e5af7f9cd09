import { readFileSync } from "node:fs";
import { markdownToHtml } from "./content-files.server.ts";
import { PERMIT_EXAMPLES_FILE, type PermitExample } from "#shared/examples.ts";

/** A gallery card as the page shows it: the answer's opening rendered to HTML. */
export type PermitExampleCard = PermitExample & { answerHtml: string };

/**
 * The /examples gallery, read when the site is built from the file the build wrote just before
 * from the permit engine (scripts/permit-examples.ts); the answers' Markdown goes through the
 * content pages' pipeline, so the page ships no Markdown code.
 */
export function readPermitExamples(file = PERMIT_EXAMPLES_FILE): PermitExampleCard[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${file} is missing: \`npm run build\` writes it from the permit engine`, {
      cause: error,
    });
  }
  const examples = JSON.parse(text) as PermitExample[];
  return examples.map((example) => ({
    ...example,
    answerHtml: markdownToHtml(example.answer.text),
  }));
}
