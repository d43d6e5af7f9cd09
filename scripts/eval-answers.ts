import { writeFileSync } from "node:fs";
import { format } from "prettier";
import { getGazetteer } from "#server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "#server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "#server/modules/permits/permit-engine.ts";
import { loadGoldenSet, scoreGoldenSet } from "../tests/answer-quality/golden-set.ts";

// `npm run eval:answers [-- --verbose]`: asks the built-in engine every verified golden question
// (tests/answer-quality/golden/) and writes the scorecard to docs/answer-quality.md.
const verbose = process.argv.includes("--verbose");
const items = loadGoldenSet();
const engine = createPermitEngine(getKnowledgeBase(), getGazetteer());
const card = scoreGoldenSet(engine, items);
const percent = (passed: number, total: number) =>
  total === 0 ? "–" : `${((100 * passed) / total).toFixed(1)}%`;

const rows = [...card.byCategory.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(
    ([category, { total, passed }]) =>
      `| ${category} | ${total} | ${passed} | ${percent(passed, total)} |`,
  );
const states = new Set(
  items.flatMap((item) => (item.expect.jurisdiction.state ? [item.expect.jurisdiction.state] : [])),
);
const failures = card.failures.map((score) => {
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

const markdown = `# Answer quality

The built-in permit engine scored against the golden set in \`tests/answer-quality/golden/\`
(${items.length} questions over ${[...states].filter((state) => state !== "DC").length} states${states.has("DC") ? " and DC" : ""}, each with its expected authority,
headline answer and key facts, and the sources that prove them; format in
\`tests/answer-quality/README.md\`). A question passes when the engine names the right
authority, its headline gives the expected answer to the question as asked, it answers in the
question's language, and every key fact appears in it. Questions whose facts could not be verified
(${card.unverified}) are not scored. Run \`npm run eval:answers\` to score it again. The bar is 95%
overall and 90% in every category; the unit suite (\`tests/answer-quality/answer-quality.test.ts\`)
fails below it.

**Overall: ${card.passed} of ${card.total} (${percent(card.passed, card.total)}).**

| Category | Questions | Passed | Score |
| --- | --- | --- | --- |
${rows.join("\n")}

## Questions that fail

${failures.length === 0 ? "None." : `| Question | Category | Why |\n| --- | --- | --- |\n${failures.join("\n")}`}
`;
writeFileSync(
  new URL("../docs/answer-quality.md", import.meta.url),
  await format(markdown, { parser: "markdown", proseWrap: "preserve" }),
);
console.log(
  `answer quality: ${card.passed} of ${card.total} (${percent(card.passed, card.total)})`,
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
