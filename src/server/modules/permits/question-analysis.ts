import { distance } from "fastest-levenshtein";
import { readFileSync } from "node:fs";
import wordListPath from "word-list";
import type { PlaceClue, PlaceKind } from "./jurisdiction.ts";
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
  /** What the question says of the place, beyond the address. */
  placeClue: PlaceClue | null;
  /** A "which of these…" question: the answer is a list, not one yes or no. */
  asksWhich: boolean;
  /**
   * A yes-or-no question about one authority ("Is Old Town Alexandria under Fairfax County for
   * permits?"): its name, or its kind alone ("the county"); null for any other question.
   */
  asksAbout: { name: string | null; kind: string } | null;
  /**
   * "Is the town required to enforce the building code?", with the place's population when the
   * question gives it ("our town only has about 1,200 people"); null for any other question.
   */
  enforcementDuty: { population: number | null } | null;
  /** "Can they charge based on what the job costs?": whether a fee may follow the job's value. */
  asksFeeByValue: boolean;
  /** "Does the building permit cover the electrical and plumbing too?" */
  asksTradesCovered: boolean;
  /**
   * "Can I pull the permit myself as the homeowner?": whether an owner may, and whether the
   * property is one the owner rents out rather than lives in.
   */
  ownerBuilder: { rented: boolean } | null;
  /** What the question says of the work that a rule's condition may turn on. */
  setting: { masonry: boolean | null; frontYard: boolean | null };
  /** Nothing about building, permits or codes: the answer redirects. */
  offTopic: boolean;
  /**
   * The work mends part of something that exists ("a few boards and one post", "about 80 sq ft of
   * shingles", "30 ft of our 200 ft fence"), not a new or whole one.
   */
  repairsPart: boolean;
  /**
   * A question for a fact, not a yes or no: its first question (or a clause of it after a colon)
   * opens with what, how, where, when, which, who or why ("Where is the county permit desk?",
   * "Applying for a shed permit: what does the application ask for?"), asks for a thing ("Is
   * there an email for the permit center?") or offers a choice ("Does the city issue my permit or
   * Pinellas County?").
   */
  asksInfo: boolean;
};

const OWNER_BUILDER =
  /\b(pull|get|apply( online)? for|take out|obtain|file for)\b[^?]*\bpermits?\b[^?]*\b(myself|ourselves|as (the |a )?(home ?)?owner|without (a |hiring a )?contractor)\b|\bas (the |a )?(home ?)?owner\b[^?]*\b(pull|get|apply|take out|obtain|file)\b[^?]*\bpermits?\b|\b(do|doing) (the |all the )?(\w+ )?work (on (it|the house) )?(myself|ourselves)\b|\b(my|our) (son|daughter|wife|husband|spouse|relative|friend|agent)\b[^?]*\bapply\b[^?]*\bfor (me|us)\b|\b(do|doing) (the work|it|all the work) (myself|ourselves)\b|\bowner[- /]builder\b|\bhomeowner'?s? permits?\b|\bas (my|our) own (general )?contractor\b|\binstead of hiring a contractor\b|\bpull (the |a |my |our )?[\w ]*permits? myself\b/i;
const RENTED =
  /\b(rent(al|ed|ing)?( it| them)?( out)?|tenants?|landlord|(don'?t|do not) live (there|in it)|live (somewhere|elsewhere)|investment property|flip(ping)?)\b/i;

const ASKS_INFO =
  /(?:^|[:;]\s*)(?:(?:and|so|also|but|ok|okay|then|now|plus)\s+)?(?:what|what's|whats|how|where|where's|when|which|who|whom|whose|why)\b/i;

/** A choice between two offices or ways ("the city or the county?", "paper, or online only?"). */
const ASKS_CHOICE =
  /\bor (is it |do ([Ii]|we) |should ([Ii]|we) |can ([Ii]|we) |will ([Ii]|we) |from |by |to |with |through |straight to )?(the |a |an )?(city|county|town|township|village|borough|state|parish|someone else|somebody else|[A-Z][\w.'-]+(?: [A-Z][\w.'-]+)* (County|Parish|Township)|online|in person|paper|go in|mail|email|engineered|construction drawings|[Zz]oning|[Pp]lanning|[Bb]uilding)\b|\bor (can|could|will) (the )?staff\b|\bor is it up to\b|,? or (how|what|where|when|which|who)\b|\bor (do|does|should|must|will) ([Ii]|we|you) (have to|need to|need|must) (?!(get |pull |have |apply for |obtain )?(a |an |any )?(\w+ )?permits?\b)|\bor will (the |a |an )?(\w+ )?(drawings|plans|sketch)\b/;

/** Mending part of an existing thing, not building or replacing the whole. */
const REPAIRS_PART =
  /\b(repair(s|ing)?|fix(ing)?|patch(ing)?|mend(ing)?)\b|\breplac\w* (a few|some|a couple( of)?|part of|a (section|third|quarter|portion|panel|post)|one|two|three|\d+ ?%|about \d+|roughly \d+|\d+ (ft|feet|sq ft|square feet|boards|shingles|pickets|posts)\b)|\b(a few|some|couple of) (boards|shingles|posts|panels|pickets|joists)\b/i;
const NOT_A_REPAIR =
  /\b(new|whole|entire|all (of )?the|complete(ly)?|addition|replace (the|my|our) (roof|fence|deck|windows?)\b(?! (boards|shingles|posts)))/i;

/** "Is there an email / a form / a fee …?": a question for that thing, not a yes or no. */
const ASKS_FOR_THING =
  /\bis there (?:a|an|any) (?:special )?(?:e-?mail|phone|number|(?:application |filing )?fee|form|office|website|web site|portal)\b/i;

const MASONRY = /\b(masonry|block|cmu|cinder ?blocks?|bricks?|stone|concrete|stucco)\b/i;
const NOT_MASONRY =
  /\b(wood(en)?|vinyl|chain[- ]?link|picket|wrought[- ]iron|aluminum|cedar|split[- ]rail|metal|steel)\b/i;
const FRONT_YARD =
  /\bfront (yard|of (the|my|our) (house|lot|property))\b|\balong the (street|sidewalk)\b/i;
const NOT_FRONT_YARD = /\b(back ?yard|rear( yard)?|side yard|behind the house|in (the )?back)\b/i;

/** Whether the work is masonry, and in the front yard, where the question says (else null). */
function settingIn(read: string): QuestionAnalysis["setting"] {
  const either = (yes: RegExp, no: RegExp) =>
    yes.test(read) === no.test(read) ? null : yes.test(read);
  return { masonry: either(MASONRY, NOT_MASONRY), frontYard: either(FRONT_YARD, NOT_FRONT_YARD) };
}

const ENFORCEMENT_DUTY =
  /\b(required|have to|has to|must|obligated|need to|needs to|mandated)\b[^?.]*\benforce\b|\benforc\w*\b[^?.]*\b(mandatory|required)\b/i;
const POPULATION =
  /\b(\d[\d,]*)\s*(?:people|residents|inhabitants|population)\b|\bpopulation (?:of |is )?(?:about |around |roughly |only |just )?(\d[\d,]*)/i;

/** A yes-or-no question whether a permit fee may be figured from the job's value or cost. */
function asksFeeByValueIn(read: string): boolean {
  return (
    /\b(charg\w*|fees?)\b/i.test(read) &&
    askingSentences(read).some(
      (sentence) =>
        YES_NO.test(sentence) &&
        /\b(value|valuation|costs?|contract price|price of the (job|work|project))\b/i.test(
          sentence,
        ),
    )
  );
}

/** Whether a question asks if its place must enforce a building code, and the population it gives. */
function enforcementDutyIn(read: string): QuestionAnalysis["enforcementDuty"] {
  if (!askingSentences(read).some((sentence) => ENFORCEMENT_DUTY.test(sentence))) return null;
  const match = POPULATION.exec(read);
  const figure = match?.[1] ?? match?.[2];
  return { population: figure ? Number(figure.replace(/,/g, "")) : null };
}

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
    /\b(what|which)\b[^?]*\bflood (zone|map)\b|\b(am|is|are) (i|we|my|our|the|it|this)\b[^?]*\bin (a|the) (flood ?(zone|plain)|special flood hazard area)\b[^,]*\?|\bflood (zone|map)\b[^?]*\b(am i|are we|is (it|my|our|the) (house|home|lot|property))\b|\bflood elevation\b|\bbase flood\b|\bbfe\b|\bfirm panel\b/i,
    {
      name: "flood zone of the lot",
      nameEs: "la zona de inundación del lote",
      whoKnows: "floodplain",
    },
  ],
  [
    /\bname of\b.*\b(building official|building inspector|inspector|plans examiner|code official)\b|\bwho('s| is) (the|our|my) (\w+ )?(building official|building inspector|inspector|code official)\b/i,
    {
      name: "name of the building official",
      nameEs: "el nombre del funcionario de construcción",
      whoKnows: "building",
    },
  ],
];

const FORM_PATTERNS = {
  expiry:
    /\b(expire[sd]?|expiration|expiry|lapse[sd]?|renew(al)?|extension|extend (it|my permit|the permit)|how long is (a|my|the) (building )?permit (good|valid)|permit (good|valid) for|still (valid|good|active)|runs? out|how long do i have (to|before|once)|how long (does|will) (my|the|a) (building )?permit last|how long is it good|how long (do|does) (i|we|it) have (to|before) (start|begin|get started)|(work|job|construction) (stalls?|stops)|how long do i have to get started)\b/i,
  withoutPermit:
    /\bwithout (a |any |the |getting (a )?|pulling (a )?|needing (a )?)?((building|construction|city|county|state|town|township) ){0,2}permits?\b|\b(skip|avoid|get away without) (the |a |any )?permits?|\bno permit (needed|required)\b|\bexempt\b|\bdon'?t need a permit\b|\bsmall enough to (skip|avoid|not need)/i,
  contact:
    /\b((that|which|who) (handles|issues|approves) (the |my |our )?(building |construction |residential )?permits?|(city|county|township|town|village|state) or (the )?(city|county|township|town|village|state)|under \w+( \w+)? (county|city) for (building )?permits|(does|do|will|would) (the )?(city|county|town|township|village|state) (of \w+( \w+)? )?(issue|handle|approve|require)|(pull|get|obtain) (the |my |our |a |an )?([\w-]+ ){0,2}permits? (for [\w -]+ )?(from|through) (the )?(city|county|town|township|village|state|[a-z]+ (county|city)|ladbs|okc|kcmo|kck|nyc)\b|\b(apply|go|file) (to|with|at) (the )?(city|county|town|township|village|state|[a-z]+ (county|city)|ladbs|okc|kcmo|kck|nyc)\b|\bsame (permit |building )?(office|department) as|what('s| is)? (the )?(phone )?number|what number (do|should) (i|we) call|who (do|should|can) (i|we) (call|contact|ask|talk to|deal with|work with|speak to|see|apply to|file with|go to|get (a|the|my) \w+ permit from|get (it|permits?) from)|who (actually |really |exactly |else )?(issues|handles|approves|gives out|grants|takes|does|processes|inspects|enforces|regulates|oversees|is in charge of)|which( \w+)? (office|department|agency|government)|where (do|can|should) (i|we) (apply|get|submit|file|go|start|pull)|contact (info|information|details)|phone number|(building|permit) (department|office) (for|at|here)|who has jurisdiction|what (office|department)|same permit office|get (the |my |a )?\w* ?permits? from|how (do|can|should|would) (i|we|you) (apply|submit|file|visit|get started|start|reach|contact)|(apply|submit|file) (it |them )?online|online (application|portal|submission|submittal)|paper plans|walk (in|it in|them in|paper)|permit (counter|desk|center)|(office|counter) hours|what hours|where is (the |their |its )?(county |city )?(permit|building) (office|counter|department|division)|(city|town) (building )?(department|office)? ?or (the |a )?county|from (a|the) (city|town) or (from )?(the )?(\w+ )?county)\b/i,
  code: /\b(minimum|statewide|state) (residential |building |construction )*code\b|\b(which|what) (\w+ )?(statute|law|ordinance) (makes|allows|requires|says|governs|covers)\b|\b(which|what) ((building|residential|electrical|energy|plumbing|state|one- and two-family) )*(codes?|code book|edition|version|year)\b|\b(code|irc|ibc|nec|iecc|ubc|udc) (edition|version|year)\b|\bwhat edition\b|\b(\d{4}|\d+th|\d+st|\d+nd|\d+rd) edition\b|\b(adopted|uses?|using|follow(s|ing)?|enforc(e|es|ing)|on|go(es)? by|built under|design(ed)? to) (the )?(\d{4} |9th |10th )?(irc|ibc|nec|iecc|international residential code|building code|residential code|code|edition)\b|\bbuilding code (is|are) (used|in effect|adopted)|\b(own|local) (building )?code\b/i,
  fee: /\b(how much|costs?|fees?|price|pricing|expensive|cheap(est)?|estimate|charges?)\b|\$/i,
  timeline:
    /\b(how long (does|will|do|can|did)( it)?( the)?( \w+){0,6} (take|have)|how many (business )?(days|weeks|months)|timelines?|turnaround|how (fast|quickly|soon)|review time|approval time|deadline|have to (act|approve|decide|respond)|(within|in) \d+ (business )?days)\b/i,
  inspections: /\binspect(ion|ions)?\b/i,
  documents:
    /\b(documents?|drawings?|plan sets?|site plans?|building plans|blueprints|paperwork|papers|submittals?|what (do|does) (i|it|the city|they) (need|have) to (submit|apply|provide|hand in|upload)|(submit|upload|hand in) with|what('s| is) (needed|required) to apply|application (requirements|checklist)|what do i need (before|to apply)|turn in|what do i (need|have) to (turn in|bring|file|sign|include|show)|(sets|copies) of (plans|drawings)|how many (sets|copies)|(stamped|sealed|engineered) (plans|drawings|calcs|calculations)|(plans|calcs) (stamped|sealed)|structural calcs|surveys?)\b/i,
  limit:
    /\b(how (tall|high|big|large|close|far|deep|wide)|max(imum)?|largest|biggest|tallest|highest|size limit|height limit|limit(s)? (for|on)|setbacks?|how many (square|sq)|what size|at what (height|size))\b/i,
  permit:
    /\b(need|needs|needed|require[sd]?|requirement|have to (get|pull|file)|must i|do i (get|pull)|legal(ly)?|allowed|permitted|ok to|okay to|can i)\b|\bpermits?\b/i,
};

/** Questions answered yes or no: "Do I…", "Is a…", "Can we…". */
const YES_NO =
  /^(?:.*, (?:so|and|but) )?(so |and |but |ok,? |okay,? |hi,? |hey,? |also,? )?(do|does|did|is|are|am|can|could|will|would|should|shall|must|may|need|have|has|got|any)\b/i;

/** The sentences that ask (the ones with a question mark), else the whole question as one. */
export function askingSentences(text: string): string[] {
  return text.match(/[^.?!]+[?]/g)?.map((sentence) => sentence.trim()) ?? [text];
}

const TAG_WITHOUT_PERMIT =
  /\b(don'?t|do not|doesn'?t|does not|won'?t|will not) need (a |any )?([\w-]+ )?permits?\b[^?]*,\s*(do|does|will|would) (i|we|it|they|you)\?$/i;

const WHICH_NEEDS =
  /\b(which|what)( one| ones| of (these|them|those|this)| projects?| jobs?| of the projects)? (needs?|requires?|will need)\b.*\bpermits?\b/i;

const WH_FORMS = [
  "contact",
  "code",
  "fee",
  "timeline",
  "inspections",
  "documents",
  "limit",
] as const;

/** The form one asking sentence has, or null when it only asks whether a permit is needed. */
function sentenceForm(sentence: string, text: string): QuestionForm | null {
  // "I don't need a permit for it, do I?" asks whether it can go without one.
  if (TAG_WITHOUT_PERMIT.test(sentence)) return "without-permit";
  if (YES_NO.test(sentence)) {
    // "Do I need a permit, and can I apply online?": the permit is asked first.
    if (
      /^(do|does|will|would) (i|we|it|this|they) (need|require)s? (a |an |any )?([\w-]+ )?permits?\b/i.test(
        sentence,
      )
    )
      return null;
    if (FORM_PATTERNS.code.test(sentence)) return "code";
    if (FORM_PATTERNS.contact.test(sentence)) return "contact";
    if (FORM_PATTERNS.timeline.test(sentence)) return "timeline";
    if (FORM_PATTERNS.withoutPermit.test(sentence) || FORM_PATTERNS.withoutPermit.test(text))
      return "without-permit";
    return null;
  }
  // "How tall can a fence be before I need a permit?" asks for the limit.
  if (
    /^([^,]*, )?(how|what('s| is)|at what)\b/i.test(sentence) &&
    FORM_PATTERNS.limit.test(sentence) &&
    !FORM_PATTERNS.fee.test(sentence)
  )
    return "limit";
  // "Permit needed, and who issues it?": the permit is the question; who issues it comes with it.
  if (/^(a |any )?permits? (needed|required)\b|\bneed (a |any )?permits?\b/i.test(sentence))
    return "permit-needed";
  // "Which of these needs a permit: …, about $4,500?" lists projects; the sum is not a fee question.
  if (WHICH_NEEDS.test(sentence)) return "permit-needed";
  for (const form of WH_FORMS) if (FORM_PATTERNS[form].test(sentence)) return form;
  return null;
}

/**
 * The form of a question, read from its asking sentences first (the ones with a question mark;
 * "Who handles permits here? Is there a city hall?" asks who), then from the whole text.
 */
function formOf(text: string): QuestionForm {
  if (FORM_PATTERNS.expiry.test(text) && /\bpermit|\bexpire|\bgood for\b/i.test(text))
    return "expiry";
  const asking = askingSentences(text);
  for (const sentence of asking) {
    const form = sentenceForm(sentence, text);
    if (form) return form;
  }
  if (asking.some((sentence) => YES_NO.test(sentence))) return "permit-needed";
  if (FORM_PATTERNS.withoutPermit.test(text)) return "without-permit";
  for (const form of WH_FORMS) if (FORM_PATTERNS[form].test(text)) return form;
  return FORM_PATTERNS.permit.test(text) ? "permit-needed" : "general";
}

const TOPICS: [Topic, RegExp][] = [
  ["codes", /\b(codes?|irc|ibc|iecc|nec|edition|title 24)\b/i],
  ["zoning", /\b(zon(e|ing|ed)|setbacks?|lot coverage|variance|property lines?|easements?)\b/i],
  ["timeline", FORM_PATTERNS.timeline],
  ["inspections", FORM_PATTERNS.inspections],
  ["documents", FORM_PATTERNS.documents],
  ["cost", FORM_PATTERNS.fee],
];

/** Words that show a question is about building at all, when no project or topic matched. */
const BUILDING_WORDS =
  /\b(irc|ibc|iecc|nec|edition|ordinance|inspector|subcode|build(ing)?|construct(ion)?|remodel|renovat\w*|repair|install\w*|replace\w*|contractor|architect|house|home|property|structure|wall|roof|permits?|permitting|codes?|zoning|setbacks?|inspect\w*|lot|yard|garage|shed|addition|fence|deck|foundation|plumb\w*|electric\w*|hvac|plans|blueprints|drawings|submittals?|historic|landmark)\b/i;

/** Everyday English, so that only words that are not words get corrected. */
let english: Set<string> | null = null;
function englishWords(): Set<string> {
  english ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return english;
}

/** Text-speak and misspellings that are words of their own ("wat", "dose"). */
const SHORTHAND: Record<string, string> = {
  wat: "what",
  wut: "what",
  dose: "does",
  cal: "call",
  hous: "house",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  "w/o": "without",
  "w/": "with",
  thru: "through",
  sqft: "sq ft",
};

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

/**
 * Fixes a word that is not English to the closest knowledge-base word ("shedd" → "shed",
 * "permt" → "permit", "bilding" → "building"); real words ("handles", "recipe") stay as typed.
 */
function spellingFixer(kb: KnowledgeBase): (text: string) => string {
  const words = vocabulary(kb);
  const known = new Set(words);
  const cache = new Map<string, string>();
  const fix = (word: string): string => {
    const lower = word.toLowerCase();
    const shorthand = SHORTHAND[lower];
    if (shorthand) return shorthand;
    if (lower.length < 4 || known.has(lower) || /\d/.test(lower) || englishWords().has(lower))
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
  return (text) => text.replace(/w\/o\b|w\/(?=\s)|[A-Za-z]+/g, fix);
}

export type ProjectIndex = {
  /** The projects a question names, in the order it names them. */
  find: (question: string) => ProjectType[];
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Project types named in a question: its keywords where they stand as words, singular or plural
 * ("water heater", "ADU", "sheds"), longest first so "storage shed" beats "shed", in the order
 * the question names them; a word too general to name a project ("building", "cover", "garage")
 * names none. Misspellings are fixed before this.
 */
const SIZE_BETWEEN_WORDS =
  /([a-z])\s+(?:\d+(?:\.\d+)?\s*(?:x|×|by)\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:-|\s)?(?:ft|foot|feet|sq ft|square[- ]f(?:oo|ee)t|m|meters?|metres?|'))(?:\s*(?:ft|feet|'))?\s+(?=[a-z])/gi;

export function createProjectIndex(kb: KnowledgeBase): ProjectIndex {
  const keywordPatterns = kb.projectTypes
    .flatMap((type) =>
      type.keywords.map((keyword) => ({
        type,
        length: keyword.length,
        lowerCase: keyword.toLowerCase(),
        pattern: new RegExp(String.raw`\b${escapeRegExp(keyword)}(e?s)?\b`, "gi"),
      })),
    )
    .sort((a, b) => b.length - a.length);
  return {
    find: (asked) => {
      // A size between a project's words does not split them ("a detached 24x30 garage").
      const question = asked.replace(SIZE_BETWEEN_WORDS, "$1 ");
      const taken: [number, number][] = [];
      const found: { type: ProjectType; at: number }[] = [];
      const lowerCase = question.toLowerCase();
      for (const { type, lowerCase: keyword, pattern } of keywordPatterns) {
        // Most keywords are not in a question at all: a substring test rules them out cheaply.
        if (!lowerCase.includes(keyword)) continue;
        for (const match of question.matchAll(pattern)) {
          const start = match.index;
          const end = start + match[0].length;
          if (taken.some(([from, to]) => start < to && end > from)) continue;
          taken.push([start, end]);
          // "not attaching a deck, just a fence": a negated project is not the one asked about;
          // "panels on the roof": a place, not a project.
          const before = question.slice(Math.max(0, start - 16), start);
          if (/\b(not|no|instead of|rather than)\s+(a |an |the |my )?$/i.test(before)) continue;
          if (
            type.id === "roof-replacement" &&
            /\b(on|onto|over|under|above) (the |my |our |a )$/i.test(before)
          )
            continue;
          if (!found.some((item) => item.type === type)) found.push({ type, at: start });
        }
      }
      return found
        .sort((a, b) => a.at - b.at)
        .map((item) => item.type)
        .slice(0, 3);
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
  if (
    /\battach(ed|ing)?\b|\bledger\b|\boff (the|my) (house|back door)\b|\boff the (back|side|rear|front) of (the|my|our) (house|home)\b/i.test(
      text,
    )
  )
    return true;
  return null;
}

// A place's name as people write it: capitalised words ("West Chester", "St. Marys").
const NAME = String.raw`(?:St\.|Ft\.|Mt\.|[A-Z][\w'’-]*)(?: (?:St\.|Ft\.|Mt\.|[A-Z][\w'’-]*)){0,3}`;
const NAMED_PLACE: [RegExp, PlaceKind | null][] = [
  [new RegExp(String.raw`\b[Tt]own(?:ship)? of (${NAME})`, "g"), "town"],
  [new RegExp(String.raw`\b[Vv]illage of (${NAME})`, "g"), "village"],
  [new RegExp(String.raw`\b[Bb]orough of (${NAME})`, "g"), "borough"],
  [new RegExp(String.raw`\b(${NAME}) (?:[Cc]harter )?[Tt]ownship\b`, "g"), "township"],
  // "Prudenville isn't a city": the place, and that it is unincorporated.
  [
    new RegExp(
      String.raw`\b(${NAME}) (?:isn'?t|is not) (?:a|an|in a|in any) (?:city|town|village)\b`,
      "g",
    ),
    null,
  ],
  // "we're in Aloha", "I live in Spring Valley": a capitalised place after "in".
  [new RegExp(String.raw`\bin (${NAME})`, "g"), null],
];
const UNINCORPORATED =
  /\bunincorp[eo]rated\b|\b(on|in) (the )?county land\b|\boutside (of )?(the|any) (city|town|village)\b(?!'s| hall| limits)|\b(in|out in) the county\b|\bcounty,? not (in )?(the )?(town|city|village)\b|\bnot (in|inside|within) (the |its )?(city|town|village) limits\b|\b(in|within) (the |an? )?([\w.'-]+ )?ETJ\b|\bextraterritorial jurisdiction\b|\boutside (the |of )?([\w.'-]+ ){0,3}(city|town|village) limits\b|\bnot (in|inside|within) (any|a|the) (city|village|town)\b|\bisn'?t (a|in a|in any) (city|town|village)\b|\bout in the country\b|\b(there'?s|there is) no (city|town|village)\b|\bno (city|town) (there|here)\b|\bin (the )?rural\b|\brural (\w+ )?(county|township)\b/i;
// Words that start a sentence or a clause, not a place's name.
const FILLER = /^(In|The|Our|My|We're|We|I'm|I|Live|Located|Rural|Unincorporated|Of|A|At|Out)\s+/;

/**
 * The place a question names beside its address: a town, township or village ("we're in
 * Meridian Township", "the Town of Springfield"), or that the property is outside any city.
 * Read from the question as written (before spelling fixes, which do not know place names);
 * a place mentioned after "not" ("not the City of Plymouth") is not it.
 */
/** "unincorporated Charleston County", "in Bexar County": a county the property is said to be in. */
const IN_COUNTY =
  /\b(?:[Uu]nincorporated|[Ii]n|[Oo]f|[Ww]ithin)\s+((?:[A-Z][\w.'-]*\s){0,3}?[A-Z][\w.'-]*)\s(County|Parish)\b/;

function placeClueIn(text: string): PlaceClue | null {
  const unincorporated = UNINCORPORATED.test(text);
  const county = IN_COUNTY.exec(text)?.[1];
  // Only said when true, so a clue reads as what the question says.
  const countyIssues = {
    ...(countyIssuesIn(text) ? { countyIssues: true } : {}),
    ...(PUBLIC_BUILDING.test(text) ? { publicBuilding: true } : {}),
    ...(county ? { county } : {}),
  };
  for (const [pattern, kind] of NAMED_PLACE)
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, match.index - 12), match.index);
      // "Not the City of Plymouth"; "a contractor based in Denver" names where they are, not the property.
      if (
        /\bnot( the)? $|\b(based|headquartered|office|offices|located|work|works|working) $/i.test(
          before,
        ) ||
        !match[1]
      )
        continue;
      let name = match[1].trim();
      while (FILLER.test(name)) name = name.replace(FILLER, "");
      if (name && !/^(County|City|Town)$/.test(name))
        return { name, kind, unincorporated, ...countyIssues };
    }
  return unincorporated || Object.keys(countyIssues).length > 0
    ? { name: null, kind: null, unincorporated, ...countyIssues }
    : null;
}

/** A building rented out or used for business, not an owner-occupied home. */
const PUBLIC_BUILDING =
  /\b(rent(ed|ing)? (it |them )?out|to rent( it)? out|rental (unit|property|house|home|building)s?|for rent|tenants?|landlord|duplex|triplex|fourplex|apartment building|multi-?family|commercial|restaurant|retail|storefront|office building)\b/i;

const COUNTY_AS_ISSUER =
  /\bthe county(?:'s)? (?:(?:building|permit|code|zoning) )*(?:inspectors?|inspections?|officials?|office|department|permits?|will|do|does|requires?|issues?|charges?|inspects?|wants?|needs?)\b|\bcounty (?:building )?(?:inspectors?|permits?|permit office)\b/i;
const ASKS_WHETHER = /^\s*(do|does|did|is|are|should|would|will|can|could|must|has|have)\b/i;

/**
 * The question takes the county as the one that issues or inspects ("What inspections will the
 * county do?", "the county building inspector"), in a sentence that does not ask whether it
 * does ("Does the county issue permits here?", "the city or the county?").
 */
function countyIssuesIn(text: string): boolean {
  return askingSentences(text).some(
    (sentence) =>
      COUNTY_AS_ISSUER.test(sentence) &&
      !ASKS_WHETHER.test(sentence) &&
      !/\b(city|town|village) or (the )?county\b|\bcounty or (the )?(city|town|village)\b/i.test(
        sentence,
      ),
  );
}

const REMODEL_WORK =
  /\b(remodel\w*|renovat\w*|gut\w*|reconfigur\w*|(mov|relocat|add)(e|es|ed|ing)? (the |a |an |new )?(sink|plumbing|pipes|wiring|walls?|gas|vent|circuits?|outlets?|electrical)|new (sink|plumbing|wiring|walls?|layout|circuits?|outlets?|electrical|gas lines?|ductwork))\b/i;
const KEEPS_LAYOUT =
  /\b(same (layout|footprint|spot|place)|(won'?t|will not|not|no|without|don'?t) (be )?(mov|chang|touch|relocat)\w* (the |any )?(plumbing|pipes|sink|wiring|electric\w*|walls|layout)((,| or| ni| nor| and) (the |any )?(plumbing|pipes|sink|wiring|electric\w*|walls|layout))*|(no|without) (new |any )?(plumbing|electrical|electric|mechanical|hvac|wiring|gas)((,| or| nor| and|, or|, and) (new |any )?(plumbing|electrical|electric|mechanical|hvac|wiring|gas))* (changes?|work)\b)/gi;

/**
 * New cabinets, tile and counters alone are finish work, not a kitchen or bath remodel: the
 * remodel is dropped unless the question moves or adds plumbing, wiring or walls.
 */
function finishOnly(types: ProjectType[], text: string): ProjectType[] {
  if (!types.some((type) => type.id === "finish-work")) return types;
  if (REMODEL_WORK.test(text)) return types;
  return types.filter((type) => type.id !== "kitchen-remodel" && type.id !== "bathroom-remodel");
}

/** Place names made of a name and a word for land ("Jupiter Farms", "Pecan Acres"). */
const PLACE_NAMED_FOR_LAND =
  /\b[A-Z][a-z]+ (Farms?|Acres|Ranch(es)?|Orchards?|Plantation|Meadows)\b/g;

const FARM_USE =
  /\b(farm(s|ing|er)?|agricultur\w*|acres?|hay|livestock|cattle|crops?|grain|corn|beans|combine|tractors?|hogs?|horses?)\b/i;

/** A barn, shed or garage for farming is a farm building ("a pole barn for hay on my 40 acres"). */
function farmUse(types: ProjectType[], text: string, kb: KnowledgeBase): ProjectType[] {
  const farm = kb.projectTypes.find((type) => type.id === "agricultural-building");
  if (!farm || !FARM_USE.test(text)) return types;
  const replaced = types.map((type) =>
    type.id === "detached-garage" || type.id === "shed" ? farm : type,
  );
  return [...new Set(replaced)];
}

/** Governments and offices people call by their initials. */
const INITIALS: Record<string, { name: string; kind: string }> = {
  OKC: { name: "Oklahoma City", kind: "city" },
  KCMO: { name: "Kansas City", kind: "city" },
  NYC: { name: "New York City", kind: "consolidated" },
  LA: { name: "Los Angeles", kind: "city" },
  LADBS: { name: "Los Angeles", kind: "city" },
};

const NAMED_AUTHORITY = [
  /\bsame (?:permit |building )?(?:office|department) as (?:the )?(?:(city|town|village|county) of )?([A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?:, [A-Z][a-z]+)?)/,
  /\b(?:the )?(city|town|village|borough) of ([a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?)/i,
  /\b([a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) (county|parish|township)\b/i,
  /\bthe (city|town|village|county|township|state)\b/i,
];

/** The authority a yes-or-no question asks about, unless it asks "this or that?". */
function authorityAskedAbout(text: string, form: QuestionForm): QuestionAnalysis["asksAbout"] {
  if (form !== "contact") return null;
  // Only when the yes-or-no question is the main one ("Who handles it? Is it the county?" asks who).
  const [first] = askingSentences(text);
  const sentence = first && YES_NO.test(first) ? first : undefined;
  // "The city or the county?", "…its own inspector, or who issues them?": not one yes or no.
  const eitherOr =
    /\b(city|county|town|township|village|state) or (the )?\w+|\bor (the )?(city|county|town|township|village|state)\b|,? or (who|which|what)\b/i;
  if (!sentence || eitherOr.test(sentence)) return null;
  // "from OKC", "to LADBS": an office's initials.
  const initials = /\b(?:from|to|with|through|at|is it) ([A-Z]{2,6})\b/.exec(sentence)?.[1];
  if (initials) return INITIALS[initials] ?? { name: initials, kind: "initials" };
  for (const [index, pattern] of NAMED_AUTHORITY.entries()) {
    const match = pattern.exec(sentence);
    if (index === 0 && match?.[2]) return { name: match[2], kind: match[1] ?? "city" };
    if (!match?.[1]) continue;
    if (index === 1)
      return { name: `${match[1]} of ${match[2] ?? ""}`.trim(), kind: match[1].toLowerCase() };
    if (index === 2)
      return {
        name: `${match[1]} ${match[2] ?? ""}`
          .replace(/^(is|does|do|under|from|in|the) /i, "")
          .trim(),
        kind: (match[2] ?? "").toLowerCase(),
      };
    return { name: null, kind: match[1].toLowerCase() };
  }
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
    // "We won't move plumbing or wiring" names no plumbing or wiring project.
    // "Jupiter Farms" is where the property is, not a farm on it.
    const kept = read.replace(KEEPS_LAYOUT, " ").replace(PLACE_NAMED_FOR_LAND, " ");
    // The projects the question asks about: those its asking sentences name, when they name any
    // ("We have a cabin. How tall can a retaining wall be?" asks about the wall), else all.
    const asking = askingSentences(read).join(" ");
    const askedAbout = asking === read ? [] : index.find(asking.replace(KEEPS_LAYOUT, " "));
    const projectTypes = finishOnly(
      farmUse(askedAbout.length > 0 ? askedAbout : index.find(kept), kept, kb),
      kept,
    );
    // A fact asked for, not one mentioned in passing ("…not in a flood zone. Do I need a permit?").
    const unknownFact = UNKNOWN_FACTS.find(([pattern]) => pattern.test(asking))?.[1] ?? null;
    const form: QuestionForm = unknownFact ? "unknown-fact" : formOf(read);
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
      placeClue: placeClueIn(english),
      asksAbout: authorityAskedAbout(english, form),
      asksWhich:
        /\b(which|what)( one| ones| of (these|them|those|this))?\b[^?]*\b(needs?|require[sd]?)\b/i.test(
          askingSentences(read).at(-1) ?? read,
        ),
      enforcementDuty: enforcementDutyIn(read),
      asksFeeByValue: asksFeeByValueIn(read),
      // "Our remodel has a building permit. Does that also cover the electrical?": the permit
      // may be named in the sentence before.
      // "It also gets new HVAC ductwork and a half bath. Is all of that covered by the one
      // building permit?": the trades may be named in the sentences before.
      asksTradesCovered:
        /\bpermits?\b/i.test(read) &&
        askingSentences(read).some(
          (sentence) =>
            /\b(cover|covers|covered|include|includes|included)\b.*\b(electrical|electric|plumbing|mechanical|hvac|gas|trades?)\b/i.test(
              sentence,
            ) ||
            (/\b(cover|covers|covered)\b[^?]*\b(all|everything|each|both)\b|\b(all|everything|each|both)\b[^?]*\b(cover|covers|covered)\b/i.test(
              sentence,
            ) &&
              /\b(electrical|electric|outlets?|circuits?|wiring|plumbing|sinks?|bath|toilets?|mechanical|hvac|ductwork|gas)\b/i.test(
                read,
              )),
        ),
      ownerBuilder: askingSentences(read).some((sentence) => OWNER_BUILDER.test(sentence))
        ? { rented: RENTED.test(read) }
        : null,
      setting: settingIn(read),
      offTopic: !unknownFact && projectTypes.length === 0 && !BUILDING_WORDS.test(read),
      // The first question asked decides: "Is it the same office? Who handles it?" is a yes or no.
      repairsPart: REPAIRS_PART.test(read) && !NOT_A_REPAIR.test(read),
      asksInfo:
        ASKS_INFO.test(askingSentences(read)[0] ?? read) ||
        ASKS_FOR_THING.test(askingSentences(read)[0] ?? read) ||
        ASKS_CHOICE.test(askingSentences(english)[0] ?? english),
    };
  };
}
