import { writeFileSync } from "node:fs";
import { format } from "prettier";
import { getGazetteer } from "#server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "#server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "#server/modules/permits/permit-engine.ts";
import {
  GOLDEN_DIR,
  type GoldenItem,
  LOCAL_GOLDEN_DIR,
  loadGoldenSet,
  type Scorecard,
  scoreGoldenSet,
} from "../tests/answer-quality/golden-set.ts";

// `npm run eval:answers [-- --verbose]`: asks the built-in engine every verified question of both
// golden sets (tests/answer-quality/golden/ and golden-local/) and writes the scorecard to
// docs/answer-quality.md.
const verbose = process.argv.includes("--verbose");
const engine = createPermitEngine(getKnowledgeBase(), getGazetteer());
const percent = (passed: number, total: number) =>
  total === 0 ? "–" : `${((100 * passed) / total).toFixed(1)}%`;

const SETS = [
  {
    title: "Engine mechanics",
    dir: GOLDEN_DIR,
    folder: "tests/answer-quality/golden/",
    about:
      "the right authority for the address, the question as asked, the right polarity, and honesty about what we do not know",
    bar: "The bar is 95% overall and 90% in every category; the unit suite (`tests/answer-quality/answer-quality.test.ts`) fails below it.",
  },
  {
    title: "Local and state rules",
    dir: LOCAL_GOLDEN_DIR,
    folder: "tests/answer-quality/golden-local/",
    about:
      "a state's or a place's own rule (its exemption limits, fees, documents, offices), each question written from a local fact that was researched from the place's own page and fact-checked",
    bar: "The bar is 95% overall; the unit suite fails below it.",
  },
];

function statesOf(items: GoldenItem[]): string {
  const states = new Set(items.flatMap((item) => item.expect.jurisdiction.state ?? []));
  const count = [...states].filter((state) => state !== "DC").length;
  return `${count} states${states.has("DC") ? " and DC" : ""}`;
}

function rowsOf(card: Scorecard): string[] {
  return [...card.byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([category, { total, passed }]) =>
        `| ${category} | ${total} | ${passed} | ${percent(passed, total)} |`,
    );
}

function failureRows(card: Scorecard): string[] {
  return card.failures.map((score) => {
    const why = [
      score.jurisdiction
        ? null
        : `authority ${score.answer.jurisdiction.authority?.name ?? "none"} (${score.answer.jurisdiction.status})`,
      score.headline
        ? null
        : `headline ${score.answer.headline}, expected ${score.item.expect.answer}`,
      score.language ? null : `language ${score.answer.language}`,
      score.missingFacts.length
        ? `missing ${score.missingFacts.map((fact) => `"${fact}"`).join(", ")}`
        : null,
    ].filter(Boolean);
    return `| ${score.item.id} | ${score.item.category} | ${why.join("; ")} |`;
  });
}

const sections: string[] = [];
for (const set of SETS) {
  const items = loadGoldenSet(set.dir);
  const card = scoreGoldenSet(engine, items);
  const rows = rowsOf(card);
  const failures = failureRows(card);
  sections.push(`## ${set.title}

\`${set.folder}\`: ${items.length} questions over ${statesOf(items)} on ${set.about}.
Questions whose facts could not be verified (${card.unverified}) are not scored. ${set.bar}

**Overall: ${card.passed} of ${card.total} (${percent(card.passed, card.total)}).**

| Category | Questions | Passed | Score |
| --- | --- | --- | --- |
${rows.join("\n")}

### Questions that fail

${failures.length === 0 ? "None." : `| Question | Category | Why |\n| --- | --- | --- |\n${failures.join("\n")}`}
`);
  console.log(
    `${set.title}: ${card.passed} of ${card.total} (${percent(card.passed, card.total)})`,
  );
  for (const row of rows) console.log(row);
  if (verbose)
    for (const score of card.failures) {
      console.log(
        `\n--- ${score.item.id} [${score.item.category}] ${score.item.address}\nQ: ${score.item.question}`,
      );
      console.log(
        `expected ${score.item.expect.answer} / ${score.item.expect.jurisdiction.authority} (${score.item.expect.jurisdiction.kind}) facts ${JSON.stringify(score.item.expect.facts)}`,
      );
      console.log(
        `got ${score.answer.headline} / ${score.answer.jurisdiction.authority?.name} (${score.answer.jurisdiction.status}) missing ${JSON.stringify(score.missingFacts)}`,
      );
      console.log(score.answer.body.split("\n\n").slice(0, 2).join("\n"));
    }
}

const markdown = `# Answer quality

The built-in permit engine scored against the golden sets in \`tests/answer-quality/\` (format in
\`tests/answer-quality/README.md\`): each question with its expected authority, headline answer
and key facts, and the sources that prove them. A question passes when the engine names the right
authority, its headline gives the expected answer to the question as asked, it answers in the
question's language, and every key fact appears in it. Run \`npm run eval:answers\` to score them
again.

${sections.join("\n")}`;
writeFileSync(
  new URL("../docs/answer-quality.md", import.meta.url),
  await format(markdown, { parser: "markdown", proseWrap: "preserve" }),
);
