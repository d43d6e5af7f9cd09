import { distance } from "fastest-levenshtein";
import MiniSearch from "minisearch";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { ProjectType } from "./knowledge-schema.ts";
import { type Language, detectLanguage, spanishToEnglish } from "./question-language.ts";
import { type Measurements, measurementsIn } from "./question-measurements.ts";

/** Sections an answer may carry, each for a topic the question asks about. */
export type Topic =
  "permit" | "codes" | "zoning" | "timeline" | "inspections" | "documents" | "cost";

/**
 * The kind of answer a question wants: whether a permit is needed (or, the other way round, if
 * the work may be done without one), a limit, a code edition, a fee, a timeline, inspections,
 * documents, who to contact, when a permit expires, a fact outside permit rules, or nothing
 * more specific than the project.
 */
export type QuestionForm =
  | "permit-needed"
  | "without-permit"
  | "limit"
  | "code"
  | "fee"
  | "timeline"
  | "inspections"
  | "documents"
  | "contact"
  | "expiry"
  | "unknown-fact"
  | "general";

/** A fact the knowledge base does not hold, and who can answer it. */
export type UnknownFact = {
  name: string;
  nameEs: string;
  whoKnows: "building" | "assessor" | "floodplain";
};

/** What a question asks, about which projects, with which measurements. */
export type QuestionAnalysis = Measurements & {
  question: string;
  /** The question as the analysis read it: English, number words as figures, misspellings fixed. */
  read: string;
  language: Language;
  form: QuestionForm;
  /** Every topic asked about (a question may ask for the fee and the timeline). */
  topics: Set<Topic>;
  /** The projects named, in the order the question names them. */
  projectTypes: ProjectType[];
  /** Attached to the house (true), detached (false), or not said (null). */
  attached: boolean | null;
  unknownFact: UnknownFact | null;
  /** Nothing about building, permits or codes: the answer redirects. */
  offTopic: boolean;
};

const UNKNOWN_FACTS: [RegExp, UnknownFact][] = [
  [
    /\bfrost (line|depth)\b|\bhow deep\b.*\bfooting/i,
    { name: "frost depth", nameEs: "la profundidad de congelación", whoKnows: "building" },
  ],
  [
    /\bwind (speed|load|zone|exposure)\b|\bdesign wind\b/i,
    { name: "design wind speed", nameEs: "la velocidad de viento de diseño", whoKnows: "building" },
  ],
  [
    /\bsnow load\b/i,
    { name: "ground snow load", nameEs: "la carga de nieve", whoKnows: "building" },
  ],
  [
    /\bseismic\b|\bearthquake (zone|category)\b/i,
    { name: "seismic design category", nameEs: "la categoría sísmica", whoKnows: "building" },
  ],
  [
    /\bsoil (bearing|type|test)\b/i,
    { name: "soil bearing capacity", nameEs: "la capacidad del suelo", whoKnows: "building" },
  ],
  [
    /\bproperty tax(es)?\b|\bassess(ed|ment)\b|\btax (rate|bill)\b|\bmill(age)? rate\b/i,
    { name: "property tax", nameEs: "el impuesto a la propiedad", whoKnows: "assessor" },
  ],
  [
    /\bflood (zone|map|elevation)\b|\bbase flood\b|\bbfe\b|\bfirm panel\b/i,
    {
      name: "flood zone of the lot",
      nameEs: "la zona de inundación del lote",
      whoKnows: "floodplain",
    },
  ],
  [
    /\b(who|what)('s| is| are)? (the )?(name of )?(the )?(chief |local )?(building official|building inspector|inspector|plans examiner|code official)\b|\bname of (the )?(building official|inspector)\b/i,
    {
      name: "name of the building official",
      nameEs: "el nombre del funcionario de construcción",
      whoKnows: "building",
    },
  ],
];

/** Form patterns, most specific first; the first that matches names the question's form. */
const FORMS: [QuestionForm, RegExp][] = [
  [
    "expiry",
    /\b(expire[sd]?|expiration|expiry|lapse[sd]?|renew(al)?|extension|extend (it|my permit|the permit)|how long is (a|my|the) permit (good|valid)|permit (good|valid) for|still valid)\b/i,
  ],
  [
    "without-permit",
    /\bwithout (a |any |the |getting (a )?|pulling (a )?)?permits?\b|\b(skip|avoid|get away without) (the |a )?permit|\bno permit (needed|required)\b|\b(is|are) (it|they|this|that|a|an|my)?\s?[\w\s-]{0,40}\bexempt\b|\bexempt from\b|\bpermit[- ]exempt\b/i,
  ],
  [
    "contact",
    /\b(who (do|should) i (call|contact|ask|talk to)|who (issues|handles|approves|gives out|grants)|which (office|department|agency|government)|where (do|can|should) i (apply|get|submit|file|go)|contact (info|information|details)|phone number|website for|(building|permit) (department|office) (for|at|here)|who has jurisdiction|what (office|department))\b/i,
  ],
  [
    "code",
    /\b(which|what) (building |residential |electrical |energy )?(codes?|edition|version|year)\b|\b(code|irc|ibc|nec|iecc) (edition|version|year)\b|\bwhat edition\b|\b(adopted|uses?|follow(s)?|on) (the )?(\d{4} )?(irc|ibc|nec|iecc)\b|\bbuilding code (is|are) (used|in effect|adopted)/i,
  ],
  ["fee", /\b(how much|cost|costs|fees?|price|pricing|expensive|cheap|estimate)\b|\$/i],
  [
    "timeline",
    /\b(how long|how many (days|weeks|months)|timelines?|turnaround|how (fast|quickly|soon)|wait|delays?|review time|approval time|deadline|(within|in) \d+ days)\b/i,
  ],
  ["inspections", /\binspect(ion|ions|or|ors|ed)?\b/i],
  [
    "documents",
    /\b(documents?|drawings?|plan sets?|site plans?|building plans|blueprints|paperwork|submittals?|what (do|does) (i|it|the city|they) need to (submit|apply|provide)|what('s| is) (needed|required) to apply|application (requirements|checklist))\b/i,
  ],
  [
    "limit",
    /\b(how (tall|high|big|large|close|far|deep|wide)|max(imum)?|largest|biggest|tallest|highest|size limit|height limit|limit(s)? (for|on)|setbacks?|how many (square|sq)|what size)\b/i,
  ],
  [
    "permit-needed",
    /\b(need|needs|needed|require[sd]?|requirement|have to (get|pull|file)|must i|do i (get|pull)|legal(ly)?|allowed|permitted|ok to|okay to|can i)\b|\bpermits?\b/i,
  ],
];

const TOPICS: [Topic, RegExp][] = [
  ["codes", /\b(codes?|irc|ibc|iecc|nec|edition|title 24)\b/i],
  ["zoning", /\b(zon(e|ing|ed)|setbacks?|lot coverage|variance|property lines?|easements?)\b/i],
  ["timeline", FORMS.find(([form]) => form === "timeline")![1]],
  ["inspections", /\binspect(ion|ions|or|ors)?\b/i],
  ["documents", FORMS.find(([form]) => form === "documents")![1]],
  ["cost", FORMS.find(([form]) => form === "fee")![1]],
];

/** Words that show a question is about building at all, when no project or topic matched. */
const BUILDING_WORDS =
  /\b(build(ing)?|construct(ion)?|remodel|renovat\w*|repair|install\w*|replace\w*|contractor|architect|house|home|property|structure|wall|roof|permits?|codes?|zoning|setbacks?|inspect\w*|lot|yard|garage|shed|addition|fence|deck|foundation|plumb\w*|electric\w*|hvac)\b/i;

/** Common words never "corrected" into a project word ("tall" is not "wall", "hence" not "fence"). */
const COMMON_WORDS = new Set(
  "a an the and or but if then than that this these those there their they them what which who whom whose when where why how can could would should will shall may might must do does did done have has had having be is are was were been being i me my mine we our you your he she it its not no yes for from with without into onto about above below over under between after before during to of in on at by up down out off again just only also very too more most less least much many some any each every all both either neither other another such same own so as per via new old big small large tall high low long short wide deep close far near back front side yard lot house home room wall walls well will tall call fall hall ball mall tell sell bell real deal desk neck peck pole poll tool cool cook look book took rood root rook doer poor hence pence fencer shade shady sheds deck's need needs needed get got put set let make made take give want wants like know think say said see seen look use used using ask asked tell plan plans city town county state street avenue road drive lane court place square feet foot inch inches meter meters year years day days week weeks month months time much cost fee fees price pay paid one two three four five six seven eight nine ten eleven twelve hundred thousand next last first second third thing things stuff something anything everything nothing way ways part parts kind sort type types".split(
    " ",
  ),
);

/** The words of the knowledge base's projects and of the questions it answers, for spelling. */
function vocabulary(kb: KnowledgeBase): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
  };
  for (const type of kb.projectTypes) {
    add(type.name);
    for (const keyword of type.keywords) add(keyword);
  }
  add(
    "permit permits require required requirement exempt exemption inspection inspections document documents building residential electrical plumbing mechanical zoning setback setbacks expire expiration renew timeline approval application apply contractor license variance remodel renovation replace replacement install installation construct construction garage attached detached foundation footing concrete height square maximum minimum allowed legal property backyard without replace",
  );
  return [...words];
}

/** Fixes a misspelled word to the closest knowledge-base word ("shedd" → "shed", "permt" → "permit"). */
function spellingFixer(kb: KnowledgeBase): (text: string) => string {
  const words = vocabulary(kb);
  const known = new Set(words);
  const cache = new Map<string, string>();
  const fix = (word: string): string => {
    const lower = word.toLowerCase();
    if (lower.length < 4 || known.has(lower) || COMMON_WORDS.has(lower) || /\d/.test(lower))
      return word;
    const cached = cache.get(lower);
    if (cached !== undefined) return cached;
    const allowed = lower.length >= 7 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    for (const candidate of words) {
      if (candidate[0] !== lower[0] || Math.abs(candidate.length - lower.length) > allowed)
        continue;
      const d = distance(lower, candidate);
      if (d <= allowed && (!best || d < best.distance)) best = { word: candidate, distance: d };
    }
    const fixed = best?.word ?? word;
    if (cache.size < 10_000) cache.set(lower, fixed);
    return fixed;
  };
  return (text) => text.replace(/[A-Za-z]+/g, fix);
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
  // Words too general to name a project on their own.
  "building",
  "build",
  "permit",
  "permits",
  "house",
  "home",
  "structure",
  "cover",
  "floor",
  "wall",
  "garage",
  "new",
  "replace",
  "install",
  "work",
  "project",
  "storm",
  "shelter",
  "impervious",
]);

export type ProjectIndex = {
  /** The projects a question names, in the order it names them. */
  find: (question: string) => ProjectType[];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Project types named in a question: its keywords where they stand as words ("water heater",
 * "ADU"), longest first so "storage shed" beats "shed", each in the order the question names it;
 * else a fuzzy full-text match (MiniSearch) for "sheds" or "solar panel", never on a word too
 * general to name a project ("building", "cover", "garage").
 */
export function createProjectIndex(kb: KnowledgeBase): ProjectIndex {
  const search = new MiniSearch<{ id: string; name: string; keywords: string }>({
    fields: ["name", "keywords"],
    storeFields: ["id"],
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
  const keywordPatterns = kb.projectTypes
    .flatMap((type) =>
      type.keywords.map((keyword) => ({
        type,
        length: keyword.length,
        pattern: new RegExp(String.raw`\b${escapeRegExp(keyword)}(e?s)?\b`, "gi"),
      })),
    )
    .sort((a, b) => b.length - a.length);
  return {
    find: (question) => {
      const taken: [number, number][] = [];
      const found: { type: ProjectType; at: number }[] = [];
      for (const { type, pattern } of keywordPatterns) {
        for (const match of question.matchAll(pattern)) {
          const start = match.index;
          const end = start + match[0].length;
          if (taken.some(([from, to]) => start < to && end > from)) continue;
          taken.push([start, end]);
          // "not attaching a deck, just a fence": a negated project is not the one asked about.
          const before = question.slice(Math.max(0, start - 16), start);
          if (/\b(not|no|instead of|rather than)\s+(a |an |the |my )?$/i.test(before)) continue;
          if (!found.some((item) => item.type === type)) found.push({ type, at: start });
        }
      }
      if (found.length > 0)
        return found
          .sort((a, b) => a.at - b.at)
          .map((item) => item.type)
          .slice(0, 3);
      const [best] = search.search(question);
      const type = best && best.score > 6 ? byId.get(best.id) : undefined;
      return type ? [type] : [];
    },
  };
}

export type QuestionReader = (question: string) => QuestionAnalysis;

/** Attached or not: "attached to the house" vs "detached", "freestanding", "not attached". */
function attachmentIn(text: string): boolean | null {
  if (
    /\b(detached|free[- ]?standing|stand[- ]?alone|not (be )?attach(ed|ing)|separate from the house|away from the house)\b/i.test(
      text,
    )
  )
    return false;
  if (/\battach(ed|ing)?\b|\bledger\b|\boff (the|my) (house|back door)\b/i.test(text)) return true;
  return null;
}

/** Reads questions with the knowledge base's projects and words. */
export function createQuestionReader(kb: KnowledgeBase): QuestionReader {
  const index = createProjectIndex(kb);
  const fixSpelling = spellingFixer(kb);
  return (question) => {
    const language = detectLanguage(question);
    const english = language === "es" ? spanishToEnglish(question) : question;
    const read = fixSpelling(english.replace(/\s+/g, " ").trim());
    const projectTypes = index.find(read);
    const unknownFact = UNKNOWN_FACTS.find(([pattern]) => pattern.test(read))?.[1] ?? null;
    const form: QuestionForm = unknownFact
      ? "unknown-fact"
      : (FORMS.find(([, pattern]) => pattern.test(read))?.[0] ?? "general");
    const topics = new Set<Topic>(
      TOPICS.filter(([, pattern]) => pattern.test(read)).map(([topic]) => topic),
    );
    if (form === "permit-needed" || form === "without-permit" || form === "limit")
      topics.add("permit");
    const measurements = measurementsIn(read);
    return {
      ...measurements,
      question,
      read,
      language,
      form: form === "general" && projectTypes.length > 0 ? "permit-needed" : form,
      topics,
      projectTypes,
      attached: attachmentIn(read),
      unknownFact,
      offTopic:
        !unknownFact &&
        projectTypes.length === 0 &&
        form === "general" &&
        !BUILDING_WORDS.test(read),
    };
  };
}
