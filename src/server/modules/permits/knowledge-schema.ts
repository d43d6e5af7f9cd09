import { z } from "zod";

/**
 * The shapes of the permit knowledge base in content/permits/ (ADR 009). Every fact names
 * its source (an id in content/permits/sources/*.yaml) and an as-of date: the latest date the fact
 * is known to hold by that source. What is not known is null, never guessed.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "ids are lower-case words joined by - or .");
const isoDate = z.iso.date();
const sourceRef = id;

/** Where a fact comes from: a code section, a statute, a department page. */
export const sourceSchema = z.object({
  id,
  /** How the answer cites it: "IRC 2021 §R105.2", "Cal. Gov. Code §66317". */
  citation: z.string().min(3),
  title: z.string().min(3),
  publisher: z.string().min(2),
  url: z.url(),
  asOf: isoDate,
});

/** One permit exemption of a model code ("work exempt from permit"). */
export const exemptionSchema = z.object({
  id,
  code: z.enum(["IRC", "IBC"]),
  edition: z.number().int().min(2000).max(2030),
  /** "R105.2 Building item 1". */
  section: z.string(),
  trade: z.enum(["building", "electrical", "gas", "mechanical", "plumbing"]),
  /** The exemption in plain words, close to the code's own. */
  text: z.string().min(10),
  /** Measurable limits, for answers and calculators ("floorAreaSqFt: 200"). */
  limits: z.record(z.string(), z.number()).default({}),
  /** Project types this exemption bears on (ids in project-types.yaml). */
  projectTypes: z.array(id).default([]),
  source: sourceRef,
  asOf: isoDate,
});

const reviewDays = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });

export const projectTypeSchema = z.object({
  id,
  name: z.string(),
  /** Words and phrases that name this project in a question ("deck", "patio cover"). */
  keywords: z.array(z.string().min(2)).min(1),
  permit: z.enum(["required", "usually", "depends", "rarely"]),
  /** One or two sentences: when a permit is needed. */
  summary: z.string().min(10),
  /** When it is usually not needed, each with the exemption it rests on where there is one. */
  whenNotNeeded: z
    .array(z.object({ text: z.string().min(5), exemption: id.nullable().default(null) }))
    .default([]),
  trades: z.array(z.enum(["building", "electrical", "gas", "mechanical", "plumbing", "zoning"])),
  documents: z.array(z.string().min(3)).min(1),
  /** In the order they happen. */
  inspections: z.array(z.string().min(3)).min(1),
  /** Plan review, in business days, for a typical one- or two-family project in a mid-size city. */
  reviewDays: reviewDays,
  /** Over-the-counter or same-day permits are common for this project. */
  overTheCounter: z.boolean(),
  /** ICC valuation category for the fee calculator; null when valued by job cost only. */
  valuation: z
    .object({
      occupancy: z.string(),
      constructionType: z.string(),
      /** The share of the BVD square-foot cost this kind of work usually costs (1 = new building). */
      factor: z.number().positive().max(2),
    })
    .nullable(),
  /** A typical job cost range in US dollars, for fee estimates without a valuation. */
  typicalJobCost: z.object({ min: z.number().min(0), max: z.number().min(0) }).nullable(),
  notes: z.array(z.string()).default([]),
  sources: z.array(sourceRef).min(1),
  asOf: isoDate,
});

const adoptedCode = z.object({
  /** The model code adopted: IRC, IBC, IECC, NEC, or the state's own. */
  model: z.string(),
  edition: z.number().int().min(1990).max(2030).nullable(),
  /** When this edition took effect statewide; null when not known. */
  effective: isoDate.nullable(),
  /** State amendments or the state code's own name ("California Residential Code (CRC)"). */
  name: z.string().nullable().default(null),
  source: sourceRef,
});

export const stateSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  slug: z.string().regex(/^[a-z-]+$/),
  /** The state code's own name ("California Building Standards Code (Title 24)"), or null. */
  stateCodeName: z.string().nullable(),
  /** "statewide": every jurisdiction enforces it; "minimum": local may add; "local": no statewide code. */
  applies: z.enum(["statewide", "minimum", "local"]),
  residential: adoptedCode.nullable(),
  building: adoptedCode.nullable(),
  energy: adoptedCode.nullable(),
  electrical: adoptedCode.nullable(),
  /** Cities or counties that write or adopt their own codes ("New York City", "Chicago"). */
  localCodes: z
    .array(z.object({ place: z.string(), note: z.string(), source: sourceRef }))
    .default([]),
  /** Counties with special wind or flood rules (Florida's High-Velocity Hurricane Zone). */
  specialZones: z
    .array(z.object({ name: z.string(), counties: z.array(z.string()), source: sourceRef }))
    .default([]),
  adu: z
    .object({
      law: z.string(),
      summary: z.string(),
      /** Statutory review clock for a complete ADU application, in days. */
      reviewDays: z.number().int().positive().nullable(),
      source: sourceRef,
    })
    .nullable(),
  /** Permit review clocks set by state law for homes ("Florida §553.792: 30 business days"). */
  reviewClocks: z
    .array(z.object({ text: z.string(), days: z.number().int().positive(), source: sourceRef }))
    .default([]),
  notes: z.array(z.string()).default([]),
  asOf: isoDate,
});

export const citySchema = z.object({
  id,
  name: z.string(),
  state: z.string().regex(/^[A-Z]{2}$/),
  population: z.number().int().positive(),
  department: z.string(),
  website: z.url(),
  portal: z.url().nullable(),
  phone: z.string().nullable().default(null),
  notes: z.array(z.string()).default([]),
  source: sourceRef,
  asOf: isoDate,
});

/**
 * Larger limits that hold only where a condition the address cannot tell is met ("up to 400 sq ft
 * outside an urban growth area"): a project between the two limits depends on that condition.
 */
const widerLimitsSchema = z
  .object({
    /** A clause with its subject: "the property is outside an urban growth area (UGA)". */
    where: z.string().regex(/^the \w+ (is|are|has|stands) /, 'a clause like "the fence is …"'),
    limits: z.record(z.string(), z.number()),
  })
  .nullable()
  .default(null);

/**
 * A state's or a local authority's change to a model-code permit rule (California exempts sheds
 * only to 120 sq ft; Phoenix needs a permit for a fence over 3 ft). The most specific verified
 * one wins over the model code.
 */
export const amendmentSchema = z.object({
  id,
  layer: z.enum(["state", "local"]),
  state: z.string().regex(/^[A-Z]{2}$/),
  /** For a local amendment, the authority as resolution names it ("City of Phoenix"). */
  authority: z.string().nullable().default(null),
  /** The model-code exemption it replaces, if any. */
  amends: id.nullable().default(null),
  projectTypes: z.array(id).min(1),
  /** "Fences up to 4 ft high need no permit." */
  text: z.string().min(10),
  /** The limits of the exemption as amended; empty when nothing of the kind is exempt. */
  limits: z.record(z.string(), z.number()).default({}),
  widerLimits: widerLimitsSchema,
  /** The permit this rule is about ("building permit", "zoning permit", "fence permit"). */
  permitName: z.string().default("building permit"),
  /** The code section or ordinance ("CRC R105.2 item 1", "Phoenix Zoning Ordinance §703"). */
  section: z.string(),
  source: sourceRef,
  /** The sentence of the source that supports the rule. */
  quote: z.string().min(10),
  asOf: isoDate,
  verified: z.boolean(),
});

export type Amendment = z.infer<typeof amendmentSchema>;

/** One fact of a local authority or a state (content/permits/local/README.md). */
export const localFactSchema = z.object({
  id,
  topic: z.enum([
    "exemption",
    "code",
    "fee",
    "timeline",
    "expiry",
    "documents",
    "inspections",
    "contact",
    "other",
  ]),
  projectTypes: z.array(id).default([]),
  text: z.string().min(10),
  limits: z.record(z.string(), z.number()).default({}),
  widerLimits: widerLimitsSchema,
  permitName: z.string().default("building permit"),
  section: z.string().min(2),
  url: z.url(),
  quote: z.string().min(5),
  asOf: z.union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))]),
  /** When the fact is due for a fresh check; a year after its as-of date unless set. */
  reviewDue: z
    .union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))])
    .nullable()
    .default(null),
  verified: z.boolean(),
});

/** An authority (or, with `authority: null`, a state) and the facts it adds to the model code. */
/** The kinds of government that issue building permits, and "none" where no one does. */
export const authorityKind = z.enum([
  "city",
  "town",
  "township",
  "village",
  "borough",
  "county",
  "consolidated",
  "district",
  "state",
  "none",
]);
export type AuthorityKind = z.infer<typeof authorityKind>;

export const localEntrySchema = z.object({
  authority: z.string().nullable(),
  state: z.string().regex(/^[A-Z]{2}$/),
  department: z.string().nullable().default(null),
  website: z.url().nullable().default(null),
  /** The online permit portal, where there is one. */
  portal: z.url().nullable().default(null),
  phone: z.string().nullable().default(null),
  /** The permit office's street address. */
  address: z.string().nullable().default(null),
  /**
   * How many residents this authority issues building permits for (a city's population, a
   * county's unincorporated population), with the sentence that says so: for coverage figures.
   */
  servedPopulation: z
    .object({
      count: z.number().int().positive(),
      url: z.url(),
      quote: z.string().min(5),
      asOf: z.union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))]),
      /** What the figure counts where it is not simply the served residents (a whole county with its towns). */
      note: z.string().optional(),
    })
    .nullable()
    .default(null),
  /** Who issues this place's building permits instead of it (a county, a state agency). */
  permitsFrom: z.object({ name: z.string(), kind: authorityKind }).nullable().default(null),
  /**
   * A state's: who issues building permits for buildings other than owner-occupied one-family
   * homes (rentals, multi-family, commercial), where a state office does (Vermont's Division of
   * Fire Safety).
   */
  publicBuildingsFrom: z.object({ name: z.string(), kind: authorityKind }).nullable().default(null),
  /** A county's: the places it issues permits for besides its unincorporated land ("townships", "Elberta"). */
  issuesFor: z.array(z.string()).default([]),
  /** False where no one issues building permits (a county without a building code). */
  issuesPermits: z.boolean().default(true),
  facts: z.array(localFactSchema).default([]),
});

export type LocalFact = z.infer<typeof localFactSchema>;
export type LocalEntry = z.infer<typeof localEntrySchema>;

/** A model-code administrative rule the answers quote (permit expiry, work before approval). */
export const codeRuleSchema = z.object({
  id,
  topic: z.enum(["expiry"]),
  code: z.enum(["IRC", "IBC"]),
  edition: z.number().int(),
  section: z.string(),
  text: z.string().min(10),
  limits: z.record(z.string(), z.number()).default({}),
  source: sourceRef,
  asOf: isoDate,
});

export type CodeRule = z.infer<typeof codeRuleSchema>;

/** Who issues building permits in a kind of place: see content/permits/authorities.yaml. */
const issuer = z.enum(["municipality", "county", "state", "none", "varies", "n/a"]);
export type Issuer = z.infer<typeof issuer>;

/** A fact with the sentences of its sources that support it; unverified facts are not stated as fact. */
const verifiedBySource = {
  sources: z.array(z.object({ source: sourceRef, quote: z.string().min(10) })).default([]),
  verified: z.boolean(),
};

export const authorityRulesSchema = z.object({
  states: z.array(
    z.object({
      state: z.string().regex(/^[A-Z]{2}$/),
      /** Inside an incorporated city, town, village or borough. */
      municipalities: issuer,
      /** Inside a town or township that governs itself but is not an incorporated place. */
      subdivisions: issuer,
      /** Outside every municipality. */
      unincorporated: issuer,
      /** What a homeowner should know, in one or two sentences. */
      note: z.string().nullable(),
      ...verifiedBySource,
    }),
  ),
  /** One government for a city and its county (Nashville-Davidson, New York City's five boroughs). */
  consolidated: z.array(
    z.object({
      state: z.string().regex(/^[A-Z]{2}$/),
      /** County names as the Census writes them, without "County" or "Parish". */
      counties: z.array(z.string()).min(1),
      authority: z.string(),
      /** Cities inside the county that keep their own building department. */
      excludes: z.array(z.string()).default([]),
      ...verifiedBySource,
    }),
  ),
});

export type AuthorityRules = z.infer<typeof authorityRulesSchema>;
export type StateAuthorityRule = AuthorityRules["states"][number];
export type ConsolidatedGovernment = AuthorityRules["consolidated"][number];

/** ICC Building Valuation Data: US dollars per square foot by occupancy and construction type. */
export const valuationTableSchema = z.object({
  title: z.string(),
  source: sourceRef,
  asOf: isoDate,
  rows: z.array(
    z.object({
      occupancy: z.string(),
      description: z.string(),
      /** Construction type → $/sq ft ("VB": 148.86). */
      costPerSqFt: z.record(z.string(), z.number().positive()),
    }),
  ),
});

/** A typical building permit fee schedule: a base fee plus a rate per $1,000 above each bracket. */
export const feeScheduleSchema = z.object({
  title: z.string(),
  source: sourceRef,
  asOf: isoDate,
  brackets: z
    .array(
      z.object({
        /**
         * The valuation the base fee covers; the bracket applies above it ("$69.25 for the first
         * $2,000 plus $14.00 for each additional $1,000 or fraction thereof": from 2000).
         */
        from: z.number().min(0),
        baseFee: z.number().min(0),
        /** Added for each `per` dollars, or fraction, of valuation above `from`. */
        rate: z.number().min(0),
        per: z.number().positive(),
      }),
    )
    .min(1),
  /** Plan review fee as a share of the permit fee (0.65 = 65%). */
  planReviewShare: z.number().min(0).max(2),
  /** The spread of real fees around the schedule, for the result range (0.3 = ±30%). */
  spread: z.number().min(0).max(1),
});

export const timelinesSchema = z.object({
  source: sourceRef,
  asOf: isoDate,
  /** Multiplier of a project type's review days by size of jurisdiction. */
  jurisdictionFactors: z.object({
    large: z.number().positive(),
    medium: z.number().positive(),
    small: z.number().positive(),
  }),
  /** Population bounds: at least `large` people is a large jurisdiction, at least `medium` medium. */
  populationBounds: z.object({ large: z.number().int(), medium: z.number().int() }),
});

export type Source = z.infer<typeof sourceSchema>;
export type Exemption = z.infer<typeof exemptionSchema>;
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type StateCodes = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;
export type ValuationTable = z.infer<typeof valuationTableSchema>;
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
export type Timelines = z.infer<typeof timelinesSchema>;
