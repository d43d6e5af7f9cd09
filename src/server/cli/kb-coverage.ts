import { getKnowledgeBase } from "../modules/permits/knowledge-base.ts";
import { coverageOf } from "../modules/permits/knowledge-coverage.ts";

// `npm run kb:coverage`: how many authorities have a local layer, how many facts each layer
// holds, and what share of the US population the local layer reaches.
const coverage = coverageOf(getKnowledgeBase());
const { entries, facts, population } = coverage;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
console.info(
  [
    "Local layer",
    `  cities: ${entries.city} (goal ≥ 100)`,
    `  towns, townships, villages, boroughs: ${entries.town}`,
    `  counties: ${entries.county} (goal ≥ 50)`,
    `  consolidated city-counties: ${entries.consolidated}`,
    `  states with a state layer: ${entries.state} of 51`,
    "Facts",
    `  model code: ${facts.model}`,
    `  state layer: ${facts.state}`,
    `  local layer: ${facts.local}`,
    "Population with a local layer",
    `  ${population.served.toLocaleString("en-US")} residents, ${percent(population.share)} of the US (goal ≥ 35%)`,
    `  counted for ${population.withFigure} authorities; ${population.withoutFigure.length} have no served-population figure on file yet`,
  ].join("\n"),
);
