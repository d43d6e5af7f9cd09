import MiniSearch from "minisearch";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { ProjectType } from "./knowledge-schema.ts";

export type Topic =
  "permit" | "codes" | "zoning" | "timeline" | "inspections" | "documents" | "cost";

/** What a question asks about, and the measurements it gives. */
export type QuestionAnalysis = {
  question: string;
  projectTypes: ProjectType[];
  topics: Set<Topic>;
  areaSqFt: number | null;
  heightFt: number | null;
  jobCost: number | null;
  /** Nothing about building, permits or codes: the answer redirects. */
  offTopic: boolean;
};

const TOPIC_WORDS: Record<Topic, RegExp> = {
  // "permit" alone is in most questions ("how much is the permit?"): it counts only when nothing
  // more specific is asked (see analyseQuestion).
  permit: /\b(permitted|allowed|legal(ly)?|need|required?|exempt)\b/i,
  codes: /\b(codes?|irc|ibc|iecc|nec|edition|title 24|standards?)\b/i,
  zoning:
    /\b(zon(e|ing|ed)|setbacks?|height limits?|lot coverage|variance|property lines?|easements?)\b/i,
  timeline:
    /\b(how long|timelines?|turnaround|weeks?|days?|months?|wait|fast(er)?|quick(ly)?|delays?)\b/i,
  inspections: /\b(inspect(ion|ions|or|ors)?)\b/i,
  documents:
    /\b(documents?|drawings?|plan sets?|site plans?|building plans|paperwork|submit|submittals?|apply|application|forms?)\b/i,
  cost: /\b(costs?|fees?|how much|price|pricing|expensive|cheap|estimate)\b|\$/i,
};

/** Words that show a question is about building at all, when no project or topic matched. */
const BUILDING_WORDS =
  /\b(build(ing)?|construct(ion)?|remodel|renovat\w*|repair|install\w*|replace\w*|contractor|architect|house|home|property|structure|wall|roof|permit)\b/i;

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;

function toNumber(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** Two sides: "10x12", "10 by 12", "10' x 12'", "10 ft by 12 ft". */
const DIMENSIONS = new RegExp(
  String.raw`\b${NUMBER}\s*(?:'|ft|feet|foot)?\s*(?:x|×|by)\s*${NUMBER}\s*(?:'|ft\b|feet\b|foot\b)?`,
  "gi",
);

/** "10x12", "10 by 12", "10' x 12'" → 120; "200 sq ft", "200 square feet" → 200. */
function areaIn(question: string): number | null {
  const dims = new RegExp(DIMENSIONS.source, "i").exec(question);
  if (dims?.[1] && dims[2]) return Math.round(toNumber(dims[1]) * toNumber(dims[2]));
  const area = new RegExp(
    String.raw`${NUMBER}\s*(?:sq\.?\s*ft|sqft|square\s*f(?:ee|oo)t|sf)\b`,
    "i",
  ).exec(question);
  return area?.[1] ? toNumber(area[1]) : null;
}

/** "6 ft fence", "6-foot", "4 feet tall" → 6; the sides of "10 ft by 12 ft" are not heights. */
function heightIn(question: string): number | null {
  const withoutDimensions = question.replace(DIMENSIONS, " ");
  const height = new RegExp(
    String.raw`${NUMBER}\s*(?:-\s*)?(?:ft|feet|foot|')(?!\s*(?:x|×|by|\d))`,
    "i",
  ).exec(withoutDimensions);
  return height?.[1] ? toNumber(height[1]) : null;
}

/** "$30,000", "30k", "30,000 dollars" → 30000. */
function jobCostIn(question: string): number | null {
  const money =
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand)?\b/i.exec(question) ??
    /\b(\d{1,3}(?:,\d{3})+|\d+)\s*(k|thousand|dollars)\b/i.exec(question);
  if (!money?.[1]) return null;
  const value = toNumber(money[1]);
  return /k|thousand/i.test(money[2] ?? "") ? value * 1000 : value;
}

const STOP_WORDS = new Set([
  "the",
  "and",
  "for",
  "you",
  "your",
  "what",
  "whats",
  "how",
  "can",
  "does",
  "need",
  "with",
  "this",
  "that",
  "are",
  "was",
  "best",
  "near",
  "nearby",
  "place",
  "last",
  "night",
  "who",
  "won",
]);

export type ProjectIndex = {
  find: (question: string) => ProjectType[];
};

/**
 * Project types named in a question: an exact keyword first ("water heater", "ADU"), else a
 * fuzzy full-text match over names and keywords (MiniSearch), for "sheds" or "solar panel".
 */
export function createProjectIndex(kb: KnowledgeBase): ProjectIndex {
  const search = new MiniSearch<{ id: string; name: string; keywords: string }>({
    fields: ["name", "keywords"],
    storeFields: ["id"],
    // Short words ("s" of "what's", "a", "my") would match half the keywords by prefix.
    processTerm: (term) => (term.length < 3 || STOP_WORDS.has(term) ? null : term.toLowerCase()),
    searchOptions: { boost: { keywords: 2 }, fuzzy: 0.15, prefix: true },
  });
  search.addAll(
    kb.projectTypes.map((type) => ({
      id: type.id,
      name: type.name,
      keywords: type.keywords.join(" "),
    })),
  );
  const byId = new Map(kb.projectTypes.map((type) => [type.id, type]));
  const keywordPatterns = kb.projectTypes.flatMap((type) =>
    type.keywords.map((keyword) => ({
      type,
      length: keyword.length,
      pattern: new RegExp(
        String.raw`\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(e?s)?\b`,
        "i",
      ),
    })),
  );
  return {
    find: (question) => {
      const exact = keywordPatterns
        .filter(({ pattern }) => pattern.test(question))
        .sort((a, b) => b.length - a.length);
      const found: ProjectType[] = [];
      for (const { type } of exact) if (!found.includes(type)) found.push(type);
      if (found.length > 0) return found.slice(0, 2);
      const [best] = search.search(question);
      const type = best && best.score > 6 ? byId.get(best.id) : undefined;
      return type ? [type] : [];
    },
  };
}

/** Reads a question: project types, topics and measurements. */
export function analyseQuestion(index: ProjectIndex, question: string): QuestionAnalysis {
  const projectTypes = index.find(question);
  const topics = new Set<Topic>(
    (Object.keys(TOPIC_WORDS) as Topic[]).filter((topic) => TOPIC_WORDS[topic].test(question)),
  );
  if (topics.size === 0 && (projectTypes.length > 0 || /\bpermits?\b/i.test(question)))
    topics.add("permit");
  return {
    question,
    projectTypes,
    topics,
    areaSqFt: areaIn(question),
    heightFt: heightIn(question),
    jobCost: jobCostIn(question),
    offTopic: projectTypes.length === 0 && topics.size === 0 && !BUILDING_WORDS.test(question),
  };
}
