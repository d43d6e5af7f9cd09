/**
 * The lines a rule draws ("over $5,000", "150 sq ft or larger", "less than 50% of a fence") and
 * whether a job the question describes is past them. A rule's lines are alternatives ("a shed of
 * 150 sq ft or larger, or costing over $5,000"): one line crossed makes the rule hold, and it
 * holds not at all only when the job is within every line that speaks of it.
 */

export type RuleLine = {
  value: number;
  unit: "$" | "sq ft" | "%";
  /** The rule holds above the line ("over $5,000"), else below it ("less than 50%"). */
  above: boolean;
  /** The line itself counts ("$2,500 or more", "$1,000 or less"). */
  inclusive: boolean;
  /** The clause the line stands in, which says what kind of work it is for. */
  clause: string;
  /**
   * The line is the clause's one condition ("needs one only if the work exceeds 25%"), not one
   * of a list ("if it is attached, serves a door, is over 200 sq ft, …"): within it, the rule
   * does not hold.
   */
  sole: boolean;
};

/** What the question tells of the job, against a rule's lines. */
export type Job = {
  read: string;
  jobCost: number | null;
  areaSqFt: number | null;
  /** The share of an existing thing the work redoes, in percent ("a third of our fence"). */
  sharePercent: number | null;
};

const AMOUNT =
  /(?<!\b(?:per|each|every)\s)\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?!\s?(?:per|for each|an? |\/))|(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(sq\.? ?ft\b|square feet\b|%|percent\b)/gi;
const BELOW_BEFORE = /\b(less than|under|up to|not (over|more than|exceeding)|below|within)\s*$/i;
const ABOVE_BEFORE =
  /\b(over|more than|exceed(s|ing)?|above|greater than|larger than|at least|beyond)\s*(the\s*)?$/i;
const BELOW_AFTER = /^\s*(or less|or smaller|and (under|below|less))\b/i;
const ABOVE_AFTER = /^\s*(or (more|larger|greater|over|higher)|and (over|up|above))\b/i;

/** Clause edges: a rule's alternatives are joined by ", or", ";" or a new sentence. */
const CLAUSE_EDGE = /;|\.\s|,\s*(?:or|and|but)\s|\bor when\b|\bor if\b/gi;

function clauseAround(text: string, at: number): { clause: string; start: number } {
  let start = 0;
  let end = text.length;
  for (const edge of text.matchAll(CLAUSE_EDGE)) {
    const index = edge.index ?? 0;
    if (index < at) start = index + edge[0].length;
    else {
      end = index;
      break;
    }
  }
  return { clause: text.slice(start, end), start };
}

/** Whether the clause names a condition before the line other than the line itself. */
function soleCondition(lead: string, after: string): boolean {
  const condition =
    /\b(if|when|whenever|unless|except|provided)\b(?!.*\b(if|when|whenever|unless|except|provided)\b)(.*)$/i.exec(
      lead,
    );
  const listed = (text: string) =>
    /,/.test(text) || /\b(or|and) (be|is|are|has|have|serves?)\b/i.test(text);
  return (
    !condition ||
    (!listed(condition[3] ?? "") && !/^[^.;]*,\s*(or )?(be|is|has|have|serves?)\b/i.test(after))
  );
}

/** The lines a rule draws in dollars, square feet and shares, each with its clause. */
export function ruleLines(text: string): RuleLine[] {
  const lines: RuleLine[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const at = match.index ?? 0;
    const unit = match[1] !== undefined ? "$" : /%|percent/i.test(match[3] ?? "") ? "%" : "sq ft";
    const value = Number((match[1] ?? match[2] ?? "").replace(/,/g, ""));
    if (unit === "$" && value < 100) continue;
    // A share of the thing ("less than 50% of a fence"), not a quality ("60% transparent").
    if (unit === "%" && !/^\s*of\b/i.test(text.slice(at + match[0].length))) continue;
    const before = text.slice(Math.max(0, at - 30), at);
    const after = text.slice(at + match[0].length, at + match[0].length + 20);
    const below = BELOW_BEFORE.test(before) || BELOW_AFTER.test(after);
    const above = ABOVE_BEFORE.test(before) || ABOVE_AFTER.test(after);
    const { clause, start } = clauseAround(text, at);
    lines.push({
      value,
      unit,
      // A bare amount ("projects costing $25,000") draws the line from below, as most do.
      above: above || !below,
      inclusive:
        /\bat least\s*$/i.test(before) || BELOW_AFTER.test(after) || ABOVE_AFTER.test(after),
      clause,
      sole: soleCondition(text.slice(start, at), text.slice(at + match[0].length)),
    });
  }
  return lines;
}

/** The dollar thresholds a fact states ("when the job exceeds $5,000"), in dollars. */
export function dollarThresholds(text: string): number[] {
  return ruleLines(text)
    .filter((line) => line.unit === "$")
    .map((line) => line.value);
}

const EXEMPTS =
  /\b(no (\w+ ){0,4}permits?( (\w+ ){0,4}?)?(is|are) (needed|required)|no (\w+ ){1,5}(is|are) (needed|required)|needs? no (\w+ )?permits?|(is|are) not (needed|required)|not required|(does|do|doesn'?t|don'?t) (not )?(need|require)|exempt(ed|s)? from|exempts(\s+[\w()-]+){1,12}?\s+from\s+(\w+\s+)?permits?|(is|are) exempt|without a (\w+ )?permit|not needing (a |any )?(\w+ )?permits?|need not|no permits?)\b/i;
const REQUIRES =
  /\b(needs?|requires?|required|must (get|obtain|have|file|submit|record|be|pull|apply)|(is|are) needed)\b/i;

/** Words of a rule that punishes work done without a permit. */
export const PENALTY =
  /\b(fines?|fined|penalt\w*|late charges?|doubles?|doubled|violations?|unlawful|stop[- ]work)\b/i;

/**
 * Whether a text says something is required ("yes") or not ("no"), read from its words alone,
 * conditions and all; null when it says both or neither.
 */
export function statedPolarity(said: string): "yes" | "no" | null {
  // "Working without a permit doubles the fee" punishes work done without one; it exempts none.
  const text = PENALTY.test(said)
    ? said.replace(/\bwithout (a|an|any) (\w+ )?permits?\b/gi, " ")
    : said;
  const exempts = EXEMPTS.test(text);
  const requires = REQUIRES.test(text.replace(new RegExp(EXEMPTS.source, "gi"), " "));
  if (exempts === requires) return null;
  return requires ? "yes" : "no";
}

/** Kinds of permit a clause may be for alone ("a stand-alone mechanical permit"). */
const TRADE =
  /\b(electrical|electric|mechanical|plumbing|gas|fire|hvac|air[- ]condition\w*|a\/?c|roofing|trade)\b/gi;

/** The trades a text names, lower case, of a list of them (a global pattern, one group). */
export const tradesIn = (text: string, trades: RegExp = TRADE) =>
  new Set([...text.matchAll(trades)].map((match) => (match[1] ?? "").toLowerCase()));

/** "no plumbing, electrical or HVAC changes": trades the question says the work leaves alone. */
const NO_TRADES =
  /\b(no|without|not?)\s+(new\s+|any\s+)?(electrical|electric|mechanical|plumbing|gas|hvac)((,|,? or|,? and|,? nor)\s+(electrical|electric|mechanical|plumbing|gas|hvac))*/gi;

/** A clause's own trades, and the trades of its exception ("… unless it involves plumbing"). */
function clauseTrades(clause: string): { own: Set<string>; excepted: Set<string> } {
  const [rule = "", exception = ""] = clause.split(/\b(?:unless|except)\b/i);
  return { own: tradesIn(rule), excepted: tradesIn(exception) };
}

/**
 * The lines that speak of the job: a clause for trade permits only ("$15,000 for a
 * mechanical-only permit") speaks of a job only where the question names that trade, and a
 * general clause only where it names none that has a clause of its own; a clause whose exception
 * names a trade the job involves ("unless it involves plumbing") draws no line for it.
 */
function linesFor(lines: RuleLine[], read: string): RuleLine[] {
  const asked = tradesIn(read.replace(NO_TRADES, " "));
  const asks = (trades: Set<string>) => [...trades].some((word) => asked.has(word));
  const open = lines.filter((line) => !asks(clauseTrades(line.clause).excepted));
  const traded = open.filter((line) => clauseTrades(line.clause).own.size > 0);
  if (traded.length === 0) return open;
  const named = traded.filter((line) => asks(clauseTrades(line.clause).own));
  return named.length > 0 ? named : open.filter((line) => clauseTrades(line.clause).own.size === 0);
}

const measureOf = (line: RuleLine, job: Job) =>
  line.unit === "$" ? job.jobCost : line.unit === "sq ft" ? job.areaSqFt : job.sharePercent;

/** Whether a measure is past a line: over it for a line drawn from above, under it else. */
export function lineCrossed(line: RuleLine, value: number): boolean {
  if (line.above) return line.inclusive ? value >= line.value : value > line.value;
  return line.inclusive ? value <= line.value : value < line.value;
}

function crossed(line: RuleLine, job: Job): boolean | null {
  const value = measureOf(line, job);
  return value === null ? null : lineCrossed(line, value);
}

/** The other answer: what a rule says of the work, asked as "without a permit?". */
export const flip = (said: "yes" | "no"): "yes" | "no" => (said === "yes" ? "no" : "yes");

/** What a rule's lines say of a job, and the line that decided it with the job's measure. */
export type LinesVerdict = {
  says: "yes" | "no" | null;
  /** The rule draws a line that speaks of the job (of the units asked for). */
  lines: boolean;
  decided: { line: RuleLine; value: number } | null;
};

/**
 * What a rule with lines says of the job: each line's clause says what holds past it ("no permit
 * is needed to repair less than 50%"; a clause that says nothing takes the rule's word `said`),
 * and the job past a line gets that; within every line that speaks of it, the opposite. Says
 * null where the question does not give the measure or the clauses disagree.
 */
export function linesVerdict(
  text: string,
  said: "yes" | "no" | null,
  job: Job,
  units: RuleLine["unit"][] = ["$", "sq ft", "%"],
): LinesVerdict {
  // A size or share line speaks of the job only where the question gives that measure: "2,000
  // sq ft of new impervious surface" is no line for a pond asked about in cubic yards.
  const lines = linesFor(
    ruleLines(text).filter(
      (line) => units.includes(line.unit) && (line.unit === "$" || measureOf(line, job) !== null),
    ),
    job.read,
  );
  if (lines.length === 0) return { says: null, lines: false, decided: null };
  const judged = lines.map((line) => {
    const own = statedPolarity(line.clause) ?? said;
    const past = crossed(line, job);
    const value = measureOf(line, job);
    // Within a line that is one of several conditions, the others may still hold.
    const says = own === null || past === null ? null : past ? own : line.sole ? flip(own) : null;
    return { line, past, value, says };
  });
  // One line crossed decides (the lines are alternatives); else every line must agree.
  const past = judged.filter((item) => item.past === true);
  const deciding = past.length > 0 ? past : judged;
  const [first] = deciding;
  const agreed = first && first.says !== null && deciding.every((item) => item.says === first.says);
  return agreed && first.value !== null
    ? { says: first.says, lines: true, decided: { line: first.line, value: first.value } }
    : { says: null, lines: true, decided: null };
}
