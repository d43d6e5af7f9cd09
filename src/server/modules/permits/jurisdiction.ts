import { the } from "#shared/authority-names.ts";
import { type CensusPlace, placeKey } from "../addresses/census-places.ts";
import { type Gazetteer, cityKey } from "../addresses/gazetteer.ts";
import { outsideUs } from "../addresses/outside-us.ts";
import { parseWithGazetteer } from "../addresses/place-matching.ts";
import { countyFipsOf, type ResolvedPlace, resolvePlace } from "../addresses/resolve-place.ts";
import { type JurisdictionSize, sizeFromPopulation } from "./calculators/timeline-estimate.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type {
  AuthorityKind,
  City,
  ConsolidatedGovernment,
  LocalEntry,
  StateAuthorityRule,
  StateCodes,
} from "./knowledge-schema.ts";

export type { AuthorityKind };

/** A government that issues building permits. */
export type Authority = { name: string; kind: AuthorityKind };

/**
 * How far an address was placed: to its permitting authority; to two or more candidates; to a
 * state only (a state page); outside the US; or nowhere.
 */
export type JurisdictionStatus = "resolved" | "ambiguous" | "state" | "outside-us" | "unplaced";

/** Where a property's permits come from, how that was decided, and how sure it is. */
export type Jurisdiction = {
  status: JurisdictionStatus;
  /** The place the address names ("Largo"), which may not be the authority. */
  city: string | null;
  /** "Prince George's County". */
  county: string | null;
  stateCode: string | null;
  state: StateCodes | null;
  /** Who issues building permits here; null when it cannot be told. */
  authority: Authority | null;
  /** Other authorities that may issue them (outside the town limits, a town that may opt out). */
  alternatives: Authority[];
  /** One plain sentence: how the authority was decided. */
  basis: string;
  confidence: "high" | "medium" | "low";
  /** The country an outside-US address names. */
  country: string | null;
  /** The state's rule on who issues permits, when it has a verified note. */
  stateRule: StateAuthorityRule | null;
  /** The building department we have on file (the largest US cities). */
  department: City | null;
  /** The authority's own office and facts, when the local layer has them. */
  local: LocalEntry | null;
  /** The state's facts beyond its code adoption (review clocks, exclusions). */
  stateLocal: LocalEntry | null;
  /** A city or county with its own code ("New York City"). */
  localCode: StateCodes["localCodes"][number] | null;
  /** A special wind or flood zone the county is in (Florida's HVHZ). */
  specialZone: StateCodes["specialZones"][number] | null;
  size: JurisdictionSize;
};

/** What a question says of the place ("we're in Meridian Township", "outside city limits"). */
export type PlaceClue = {
  name: string | null;
  kind: PlaceKind | null;
  unincorporated: boolean;
  /** The question takes the county as the one that issues or inspects ("what will the county inspect"). */
  countyIssues?: boolean;
  /** The building is rented out or commercial, not an owner-occupied home ("a duplex to rent out"). */
  publicBuilding?: boolean;
  /** The county the question says the property is in ("unincorporated Charleston County"). */
  county?: string;
};
/** The kind of place a question calls it ("Hanover Township", "the Village of Pender"). */
export type PlaceKind = "town" | "township" | "village" | "borough";

/** What the caller knows of the property: an address, and perhaps its place from a provider. */
export type PropertyPlace = {
  address?: string | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** "Prince George's County" → "prince george's"; "City of Moore" → "moore". */
export function coreName(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[’`]/g, "'")
      .replace(/\s*\/\s*/g, "/")
      .replace(/^(the )?(consolidated |unified government of |metropolitan government of )?/, "")
      .replace(
        /^(city|town|village|borough|township|charter township|county|municipality) (and county |and borough )?of /,
        "",
      )
      .replace(
        / (county|parish|borough|city and borough|municipality|census area|charter township|township|city)$/,
        "",
      )
      // "Saint Paul" and "St. Paul" are one city.
      .replace(/\bsaint\b/g, "st")
      .replace(/\bst\./g, "st")
      .replace(/\bmount\b/g, "mt")
      .replace(/\bfort\b/g, "ft")
      .trim()
  );
}

/** The kind a name says it is ("Jackson County", "City of Jackson"), or null when it does not say. */
function kindInName(name: string): string | null {
  if (/^(the )?(city and county|consolidated|unified|metropolitan|city and borough)\b/i.test(name))
    return null;
  if (/ (county|parish)$/i.test(name)) return "county";
  if (/^(the )?city of /i.test(name)) return "city";
  if (/^(the )?town of /i.test(name)) return "town";
  if (/^(the )?village of /i.test(name)) return "village";
  if (/ township$/i.test(name)) return "township";
  return null;
}

/**
 * Whether two names are the same authority ("City of Chicago", "Chicago"); a county is not the
 * city of the same name (Jackson County, Mississippi is not the City of Jackson).
 */
export function sameAuthority(a: string, b: string): boolean {
  const [kindA, kindB] = [kindInName(a), kindInName(b)];
  if (kindA && kindB && kindA !== kindB) return false;
  const [x, y] = [coreName(a), coreName(b)];
  return (
    x === y || (x.length > 6 && y.length > 6 && (x.startsWith(`${y} `) || y.startsWith(`${x} `)))
  );
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && coreName(a) === coreName(b));

/** New England, New York and Wisconsin call their county subdivisions towns; others townships. */
const TOWN_STATES = new Set(["CT", "MA", "ME", "NH", "RI", "VT", "NY", "WI"]);

function municipalAuthority(place: CensusPlace): Authority {
  if (place.subdivision) {
    return TOWN_STATES.has(place.stateCode)
      ? { name: `Town of ${place.name}`, kind: "town" }
      : { name: `${place.name} Township`, kind: "township" };
  }
  const kind = place.type === "cdp" ? "city" : place.type;
  const title = { city: "City", town: "Town", village: "Village", borough: "Borough" }[kind];
  return { name: `${title} of ${place.name}`, kind };
}

/** The county (or its equivalent) as an authority: "Prince George's County", "City of Alexandria". */
function countyAuthority(name: string, stateCode: string): Authority {
  // Independent cities are county equivalents (Virginia's, Baltimore, St. Louis, Carson City).
  const city = / city$/i.exec(name) ? name.replace(/ city$/i, "") : null;
  if (city) return { name: `City of ${city}`, kind: "city" };
  if (stateCode === "VA" && !/ County$/.test(name))
    return { name: `City of ${name}`, kind: "city" };
  return { name, kind: "county" };
}

function plural(kind: AuthorityKind) {
  return kind === "township" ? "townships" : "towns";
}

type Placed = {
  authority: Authority | null;
  alternatives: Authority[];
  basis: string;
  confidence: Jurisdiction["confidence"];
  status?: JurisdictionStatus;
  /** Ambiguous only because the state's rule leaves it to each town or township ("varies"). */
  byStateRule?: boolean;
};

/** Who issues permits outside a municipality's limits, as a fallback candidate. */
function outsideLimits(rule: StateAuthorityRule | null, county: Authority | null): Authority[] {
  return county && rule?.unincorporated === "county" ? [county] : [];
}

/**
 * Decides the authority for a place of a state from the Census type of the place the address
 * names, the state's rule for that kind of place, and the special governments (consolidated
 * city-counties, New York City, the District of Columbia).
 */
function decideAuthority(options: {
  gazetteer: Gazetteer;
  resolved: ResolvedPlace;
  countyName: string | null;
  county: Authority | null;
  rule: StateAuthorityRule | null;
  consolidated: ConsolidatedGovernment | null;
  clue: PlaceClue | null;
  /** The street is a rural road ("County Road 12"), which a city's mailing name often covers. */
  ruralRoad: boolean;
}): Placed {
  const { gazetteer, resolved, countyName, county, rule, consolidated, clue, ruralRoad } = options;
  const { stateCode } = resolved;
  // The question may name the place better than the mailing address ("we're in Meridian Township").
  const cluePlaces = cluePlacesOf(gazetteer, clue, resolved, rule);
  const city =
    cluePlaces.length > 0 && clue?.name ? (cluePlaces[0]?.name ?? resolved.city) : resolved.city;
  const candidates =
    cluePlaces.length > 0
      ? cluePlaces
      : (gazetteer.census.byKey.get(placeKey(city, stateCode)) ??
        // Some cities' Census names end in "City" ("Boise City", Idaho's capital).
        gazetteer.census.byKey.get(placeKey(`${city} City`, stateCode)) ??
        []);
  const named = candidates.find((place) => !place.subdivision && place.type !== "cdp");
  // An independent city is its own county: a ZIP in another county is outside it (Mehlville,
  // "St. Louis, MO 63129", is in St. Louis County, not the City of St. Louis).
  const independent = named ? independentCityFips(gazetteer, named) : null;
  // A ZIP the postal list files under another independent city ("Virginia Beach, VA 23453"
  // under Suffolk) does not move the address: the independent city it is addressed to is surer.
  const zipInOtherIndependent =
    resolved.countyFips !== null &&
    [...independentCitiesOf(gazetteer).values()].includes(resolved.countyFips);
  const outsideIndependent =
    independent !== null &&
    resolved.countyFips !== null &&
    independent !== resolved.countyFips &&
    !zipInOtherIndependent;
  const incorporated = clue?.unincorporated || outsideIndependent ? undefined : named;
  const subdivisions = candidates.filter((place) => place.subdivision);
  const subdivision =
    subdivisions.find((place) => place.countyFips === resolved.countyFips) ??
    (subdivisions.length === 1 ? subdivisions[0] : undefined);
  const cdp = candidates.find((place) => place.type === "cdp");
  // Mailing names are not municipalities: a typed or ZIP name that is a real place is surer.
  const surety: Jurisdiction["confidence"] = resolved.stateFrom === "city" ? "low" : "high";

  if (stateCode === "DC")
    return {
      authority: { name: "District of Columbia", kind: "district" },
      alternatives: [],
      basis:
        "Washington, DC has no separate city or county: the District's Department of Buildings issues permits.",
      confidence: "high",
    };

  if (consolidated) {
    const own = consolidated.excludes.find((name) => sameName(name, city));
    if (own && incorporated)
      return {
        authority: municipalAuthority(incorporated),
        alternatives: [{ name: consolidated.authority, kind: "consolidated" }],
        basis: `${incorporated.name} is a city of its own inside ${countyName ?? "the county"}, with its own building department.`,
        confidence: surety,
      };
    const isConsolidatedCity =
      incorporated !== undefined &&
      consolidated.authority.toLowerCase().includes(incorporated.name.toLowerCase());
    if (incorporated && !isConsolidatedCity && !own)
      return {
        authority: { name: consolidated.authority, kind: "consolidated" },
        alternatives: [municipalAuthority(incorporated)],
        basis: `${incorporated.name} is an incorporated place inside the consolidated ${consolidated.authority}; whether it or the consolidated government issues permits depends on the city.`,
        confidence: "medium",
        status: "ambiguous",
      };
    const place = sameName(city, consolidated.authority) ? "" : `${city} is in ${countyName}, and `;
    return {
      authority: { name: consolidated.authority, kind: "consolidated" },
      alternatives: [],
      basis: `${place}${the(consolidated.authority)} is one government for the city and the county: it issues building permits.`,
      confidence: surety,
    };
  }

  if (incorporated) {
    const authority = municipalAuthority(incorporated);
    // The user speaks of the county's permit where the mailing name may not be the place (a ZIP
    // shared with a community, a typed name we do not know, a county road): take them at their word.
    const unsure = Boolean(resolved.sharedWith || resolved.unknownTypedCity || ruralRoad);
    if (
      clue?.countyIssues &&
      unsure &&
      county &&
      (rule?.unincorporated === "county" || rule?.unincorporated === "varies")
    )
      return {
        authority: county,
        alternatives: [authority],
        basis: `You spoke of the county's permit, and the address may lie outside ${the(authority.name)}'s limits (its ZIP is mailed as ${incorporated.name}${resolved.sharedWith ? ` but also covers unincorporated ${resolved.sharedWith}` : ""}), so we take it as unincorporated: ${county.name} issues building permits there. Inside the city's limits ${the(authority.name)} would.`,
        confidence: "low",
      };
    // A ZIP the city shares with an unincorporated community: which one depends on the address.
    if (resolved.sharedWith && county && !cluePlaces.length)
      return {
        authority,
        alternatives: [county],
        basis: `ZIP code ${resolved.zip} is mailed as ${incorporated.name} but also covers unincorporated ${resolved.sharedWith}: inside ${the(authority.name)}'s limits it issues building permits; in ${resolved.sharedWith}, ${county.name} does.`,
        confidence: "low",
        status: "ambiguous",
      };
    // A typed name we do not know, mailed as another city: a neighbourhood of that city, or a
    // community outside it. A ZIP outside the city's home county ("Indian Land, SC 29707" is in
    // Lancaster County, mailed as Fort Mill of York County) puts the county first.
    if (
      resolved.unknownTypedCity &&
      county &&
      rule?.unincorporated === "county" &&
      !cluePlaces.length
    ) {
      const home = homeCountyOf(gazetteer, incorporated.name, stateCode);
      const outside = home !== null && resolved.county !== null && home !== resolved.county;
      return {
        authority: outside ? county : authority,
        alternatives: [outside ? authority : county],
        basis: `${resolved.unknownTypedCity} is not an incorporated place we know of, and the ZIP's mailing name is ${incorporated.name}: if the address is inside ${the(authority.name)}'s limits, it issues building permits; otherwise ${county.name} does.`,
        confidence: "low",
        status: "ambiguous",
      };
    }
    if (rule?.municipalities === "county" && county)
      return {
        authority: county,
        alternatives: [],
        basis: `${incorporated.name} is an incorporated ${incorporated.type}, but in this state ${county.name} issues its building permits.`,
        confidence: surety,
      };
    if (rule?.municipalities === "varies" && county && incorporated.type !== "city")
      return {
        authority,
        alternatives: [county],
        basis: `${incorporated.name} is an incorporated ${incorporated.type}; some ${incorporated.type}s here run their own building department and others leave permits to ${county.name}.`,
        confidence: "medium",
        status: "ambiguous",
        byStateRule: true,
      };
    const mailing =
      resolved.mailingCity && !sameName(resolved.mailingCity, incorporated.name)
        ? ` (the ZIP's mailing name is ${resolved.mailingCity})`
        : "";
    return {
      authority,
      alternatives: outsideLimits(rule, county),
      basis: `${incorporated.name} is an incorporated ${incorporated.type}${mailing}, so ${the(authority.name)} issues building permits inside its limits.`,
      confidence: surety,
    };
  }

  if (subdivision) {
    const authority = municipalAuthority(subdivision);
    const kinds = plural(authority.kind);
    switch (rule?.subdivisions) {
      case "county":
        if (county)
          return {
            authority: county,
            alternatives: [],
            basis: `${subdivision.name} is a ${authority.kind}, but ${kinds} here do not issue building permits: ${county.name} does for land outside cities and villages.`,
            confidence: surety,
          };
        break;
      case "varies":
        // Where the state, not the county, covers land outside towns (Maine), a town that does
        // not enforce the code leaves no one issuing building permits, not the county.
        if (rule.unincorporated === "state")
          return {
            authority,
            alternatives: [{ name: "no local authority", kind: "none" }],
            basis: `${subdivision.name} is a ${authority.kind}; some ${kinds} here enforce the state building code and issue building permits, and others enforce none, so there may be no local building permit.`,
            confidence: "medium",
            status: "ambiguous",
            byStateRule: true,
          };
        return {
          authority,
          alternatives: county ? [county] : [],
          basis: `${subdivision.name} is a ${authority.kind}; some ${kinds} here issue building permits and others leave them to ${county?.name ?? "the county"} or the state.`,
          confidence: "medium",
          status: "ambiguous",
          byStateRule: true,
        };
      case "none":
        return {
          authority: { name: authority.name, kind: "none" },
          alternatives: [],
          basis: `${subdivision.name} is a ${authority.kind}, and ${kinds} here do not issue building permits.`,
          confidence: "medium",
        };
      default:
        break;
    }
    return {
      authority,
      alternatives: [],
      basis: `${subdivision.name} is a ${authority.kind}, a local government of its own, and it issues building permits.`,
      confidence: surety,
    };
  }

  const described = clue?.unincorporated
    ? `You said the property is outside any city or village`
    : outsideIndependent && named
      ? `The ZIP code lies outside the independent City of ${named.name},`
      : cdp
        ? `${cdp.name} is unincorporated (a census-designated place, not a city${resolved.mailingCity && !sameName(resolved.mailingCity, cdp.name) ? `, though its ZIP code is mailed as ${resolved.mailingCity}` : ""})`
        : `${city} is not an incorporated place we know of`;
  // A hamlet or CDP inside a town or township we know of: that town or township.
  // The hamlet or neighbourhood: a census-designated place, or a name the table alone knows.
  const hamlet =
    cdp?.name ?? (gazetteer.census.containingTowns.has(placeKey(city, stateCode)) ? city : null);
  const towns = hamlet
    ? (gazetteer.census.containingTowns.get(placeKey(hamlet, stateCode)) ?? [])
        .map((name) => containingPlace(gazetteer, name, resolved))
        .filter((place): place is CensusPlace => Boolean(place))
    : [];
  const [town] = towns;
  if (town && rule?.subdivisions !== "county") {
    const authorities = towns.map(municipalAuthority);
    const [first, ...others] = authorities;
    const single = towns.length === 1;
    return {
      authority: first ?? null,
      alternatives: others,
      basis: single
        ? `${hamlet} is ${first?.kind === "city" ? "a neighbourhood of" : "a hamlet (not a municipality) in"} ${the(first?.name ?? "")}, which issues building permits there.`
        : `${hamlet} is not a municipality: it lies partly in ${authorities.map((item) => the(item.name)).join(" and partly in ")}; which one issues the permit depends on the exact address.`,
      confidence: single ? surety : "low",
      ...(single ? {} : { status: "ambiguous" as const }),
    };
  }
  switch (rule?.unincorporated) {
    case "n/a":
      // Every address is in a town or township here; the hamlet's own name is not one.
      return {
        authority: null,
        alternatives: [],
        basis: `${described}: here every address lies in a town or township${resolved.county ? ` of ${resolved.county} County` : ""}, and that town or township issues permits; which one depends on the exact address.`,
        confidence: "low",
        status: "ambiguous",
      };
    case "none":
      return {
        authority: county ? { name: county.name, kind: "none" } : null,
        alternatives: [],
        basis: `${described}${county ? ` in ${county.name}` : ""}, and outside city limits here no county building permit is issued.`,
        // The user's word that it is outside any city settles it, as a CDP does.
        confidence: cdp ? surety : clue?.unincorporated ? "medium" : "low",
        status: cdp || clue?.unincorporated ? "resolved" : "ambiguous",
      };
    case "state":
      return {
        authority: { name: `the State`, kind: "state" },
        alternatives: county ? [county] : [],
        basis: `${described}; outside municipalities here the state issues building permits.`,
        confidence: "medium",
      };
    default:
      break;
  }
  if (!county)
    return {
      authority: null,
      alternatives: [],
      basis: `${described}, and we could not tell its county.`,
      confidence: "low",
      status: "ambiguous",
    };
  // Where counties issue permits in municipalities too (Hawaii), no city could be the place's; a
  // place named as its county is ("Henrico, VA" is Henrico County), not a city we do not know.
  if (
    !cdp &&
    !clue?.unincorporated &&
    !outsideIndependent &&
    rule?.municipalities !== "county" &&
    !sameName(city, county.name)
  )
    return {
      authority: county,
      alternatives: [{ name: `City of ${city}`, kind: "city" }],
      basis: `${described}: if the address is inside a city's limits that city issues permits, otherwise ${county.name} does.`,
      confidence: "low",
      status: "ambiguous",
    };
  return {
    authority: county,
    alternatives:
      rule?.unincorporated === "varies" ? [{ name: "no local authority", kind: "none" }] : [],
    basis: `${described} in ${county.name}, so the county issues building permits.`,
    confidence: rule?.unincorporated === "varies" || !cdp ? "medium" : surety,
  };
}

/**
 * A rented or commercial building where a state office issues the building permits for them
 * (Vermont's Division of Fire Safety): that office, with the town or city still named for its
 * zoning permit; the state's sentence that says so is the reason.
 */
function forPublicBuildings(
  kb: KnowledgeBase,
  stateCode: string,
  decided: { placed: Placed; entry: LocalEntry | null },
  clue: PlaceClue | null,
): { placed: Placed; entry: LocalEntry | null } {
  const state = stateEntry(kb, stateCode);
  const office = state?.publicBuildingsFrom;
  const current = decided.placed.authority;
  if (!clue?.publicBuilding || !state || !office || !current) return decided;
  // A city with its own building department on file (Burlington) keeps issuing them.
  const own = localEntryOf(kb, stateCode, current.name);
  if (own?.department && /\b(building|inspections?|permitting)\b/i.test(own.department))
    return decided;
  return {
    placed: {
      authority: office,
      alternatives: [current],
      basis: `${coverageSentence(state, `${office.name} issues building permits for rented and commercial buildings.`)} ${the(current.name).replace(/^t/, "T")} may still require its own zoning (land-use) permit.`,
      confidence: decided.placed.confidence,
    },
    entry: state,
  };
}

/** The local layer's entry for an authority of a state. */
function localEntryOf(kb: KnowledgeBase, stateCode: string, name: string): LocalEntry | null {
  const entries = kb.local.filter(
    (entry) =>
      entry.state === stateCode && entry.authority !== null && sameAuthority(entry.authority, name),
  );
  // The same name before a longer one it begins ("Jacksonville Beach" is not Jacksonville).
  const core = coreName(name);
  return entries.find((entry) => coreName(entry.authority ?? "") === core) ?? entries[0] ?? null;
}

/**
 * The sentence of a local entry that says who issues its permits: one that says so in its words
 * ("issues no building permits", "repealed", "come from") first, else its first contact fact.
 */
function coverageSentence(entry: LocalEntry, fallback: string): string {
  const facts = entry.facts.filter(
    (item) =>
      item.verified &&
      (item.topic === "contact" || item.topic === "other" || item.topic === "code"),
  );
  const says = facts.find((item) =>
    /\b(no (county )?building (permits?|codes?)|issues? no|does not issue|repealed|opted out|come from|issued (by|through))\b/i.test(
      item.text,
    ),
  );
  return (says ?? facts.find((item) => item.topic !== "code"))?.text ?? fallback;
}

const KIND_PLURALS: Partial<Record<AuthorityKind, string>> = {
  town: "towns",
  township: "townships",
  village: "villages",
  city: "cities",
  borough: "boroughs",
};

/**
 * What the local layer knows of who issues permits, over the state's general rule: a county that
 * issues them for its townships or for named towns (Butler County, Ohio; Baldwin County, Alabama),
 * a place whose permits come from another body (Sandoval County: the state's Construction
 * Industries Division), a place known to run its own office, and a county that issues none.
 * Returns the decision and the entry that made it.
 */
function withLocalCoverage(
  kb: KnowledgeBase,
  stateCode: string,
  placed: Placed,
  county: Authority | null,
): { placed: Placed; entry: LocalEntry | null } {
  const countyEntry = county ? localEntryOf(kb, stateCode, county.name) : null;
  const current = placed.authority;
  const covers = (authority: Authority) =>
    countyEntry?.issuesFor.some(
      (item) => item === KIND_PLURALS[authority.kind] || sameAuthority(item, authority.name),
    ) ?? false;
  let decided: { placed: Placed; entry: LocalEntry | null } = { placed, entry: null };
  if (county && countyEntry) {
    // Every address here is in some township, and the county issues for all of them, or for none.
    const inSomeTownship = current === null && placed.status === "ambiguous";
    if (
      (inSomeTownship && countyEntry.issuesFor.includes("townships")) ||
      (current !== null && current.kind !== "county" && current.kind !== "none" && covers(current))
    )
      decided = {
        placed: {
          authority: county,
          alternatives: [],
          basis: coverageSentence(countyEntry, `${county.name} issues building permits here.`),
          confidence: placed.confidence === "low" ? "medium" : placed.confidence,
        },
        entry: countyEntry,
      };
    else if (inSomeTownship && !countyEntry.issuesPermits)
      decided = { placed: { ...placed, authority: county }, entry: countyEntry };
  }
  const authority = decided.placed.authority;
  // Where the state issues permits outside cities, the county's entry may name the state's office.
  const entry = !authority
    ? null
    : authority.kind === "state"
      ? countyEntry
      : localEntryOf(kb, stateCode, authority.name);
  if (!authority || !entry) return decided;
  if (entry.permitsFrom)
    return {
      placed: {
        authority: entry.permitsFrom,
        alternatives: [],
        basis: coverageSentence(
          entry,
          `${the(authority.name)}'s building permits come from ${the(entry.permitsFrom.name)}.`,
        ),
        confidence: decided.placed.confidence === "low" ? "medium" : decided.placed.confidence,
      },
      entry,
    };
  if (!entry.issuesPermits)
    return {
      placed: {
        authority: { name: authority.name, kind: "none" },
        alternatives: [],
        basis: coverageSentence(entry, `${the(authority.name)} issues no building permits.`),
        confidence: decided.placed.confidence === "low" ? "medium" : decided.placed.confidence,
      },
      entry,
    };
  // A town or village we know runs its own permit office, where the state's rule leaves it open.
  const runsOwnOffice =
    entry.department !== null ||
    entry.facts.some((fact) => fact.verified && fact.topic === "contact");
  if (placed.byStateRule && authority === current && runsOwnOffice)
    return {
      placed: {
        ...placed,
        alternatives: [],
        status: "resolved",
        confidence: "medium",
        basis: `${placed.basis.replace(/;.*$/, "")}, and it takes building permit applications itself${entry.department ? ` (${entry.department})` : ""}.`,
      },
      entry,
    };
  return decided;
}

/**
 * The places a question's clue names, trying its words from the longest ending, then the longest
 * beginning ("In Hanover" → "Hanover"), keeping the kind it said ("Stanley Township" is the
 * township, not the City of Stanley). A town or township the Census list lacks is taken on the
 * user's word, in the address's county. "Unincorporated" alone wins over a township that issues
 * no permits of its own.
 */
function cluePlacesOf(
  gazetteer: Gazetteer,
  clue: PlaceClue | null,
  resolved: ResolvedPlace,
  rule: StateAuthorityRule | null,
): CensusPlace[] {
  if (!clue?.name) return [];
  if (clue.unincorporated && !clue.kind && rule?.subdivisions !== "municipality") return [];
  const { stateCode } = resolved;
  const kindOf = (place: CensusPlace) =>
    clue.kind === "township" || (clue.kind === "town" && TOWN_STATES.has(stateCode))
      ? place.subdivision
      : clue.kind === null || place.type === clue.kind;
  const words = clue.name.replace(/\bLA\b/g, "Los Angeles").split(" ");
  const tries = [
    ...words.map((_, start) => words.slice(start)),
    ...words.map((_, end) => words.slice(0, words.length - end - 1)).filter((part) => part.length),
  ];
  for (const part of tries) {
    const places = (gazetteer.census.byKey.get(placeKey(part.join(" "), stateCode)) ?? []).filter(
      kindOf,
    );
    if (places.length) return places;
  }
  const hasTowns = rule !== null && rule.subdivisions !== "n/a";
  if (
    hasTowns &&
    resolved.countyFips &&
    (clue.kind === "township" || (clue.kind === "town" && TOWN_STATES.has(stateCode)))
  )
    return [
      {
        geoid: "",
        name: clue.name,
        stateCode,
        type: "town",
        subdivision: true,
        countyFips: resolved.countyFips,
      },
    ];
  return [];
}

/**
 * The town, township or city a hamlet's table row names: the town or township of that name in
 * the address's county (Pennsylvania has a Middletown Township in Bucks County and a Borough of
 * Middletown in Dauphin), else a city for a neighbourhood of it (Dorchester is in Boston), else
 * the town or township on the table's word, in the address's county.
 */
function containingPlace(
  gazetteer: Gazetteer,
  name: string,
  resolved: ResolvedPlace,
): CensusPlace | undefined {
  const places = gazetteer.census.byKey.get(placeKey(name, resolved.stateCode)) ?? [];
  const inCounty = (place: CensusPlace) =>
    resolved.countyFips === null || place.countyFips === resolved.countyFips;
  const town = places.find((place) => place.subdivision && inCounty(place));
  if (town) return town;
  const city = places.find((place) => !place.subdivision && place.type === "city");
  if (city) return city;
  if (!resolved.countyFips) return places.find((place) => place.subdivision);
  return {
    geoid: "",
    name,
    stateCode: resolved.stateCode,
    type: "town",
    subdivision: true,
    countyFips: resolved.countyFips,
  };
}

/** The county most of a city's ZIP codes are in, by the gazetteer's county name. */
function homeCountyOf(gazetteer: Gazetteer, city: string, stateCode: string): string | null {
  const zips = gazetteer.cityByKey.get(cityKey(city, stateCode))?.zips ?? [];
  const counts = new Map<string, number>();
  for (const zip of zips) {
    const county = gazetteer.byZip.get(zip)?.county;
    if (county) counts.set(county, (counts.get(county) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The county FIPS of an independent city (a county of its own), or null for any other place. */
function independentCityFips(gazetteer: Gazetteer, place: CensusPlace): string | null {
  return independentCitiesOf(gazetteer).get(`${coreName(place.name)}|${place.stateCode}`) ?? null;
}

const zipCounts = new WeakMap<Gazetteer, Map<string, number>>();

/** How many ZIP codes each county (by 5-digit FIPS) has, counted once per gazetteer. */
function zipCountsByCounty(gazetteer: Gazetteer): Map<string, number> {
  let counts = zipCounts.get(gazetteer);
  if (!counts) {
    counts = new Map();
    for (const zip of gazetteer.byZip.values()) {
      const key = countyFipsOf(gazetteer, zip);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    zipCounts.set(gazetteer, counts);
  }
  return counts;
}

/** The state's county (or parish) of a name ("Charleston County", "Charleston"), if it has one. */
function countyNamed(gazetteer: Gazetteer, name: string, stateCode: string) {
  const core = coreName(name);
  for (const county of gazetteer.census.countyByFips.values())
    if (
      county.stateCode === stateCode &&
      coreName(county.name) === core &&
      Number(county.fips.slice(2)) < 510
    )
      return county;
  return undefined;
}

const independentCities = new WeakMap<Gazetteer, Map<string, string>>();

/** Every independent city's county FIPS by its core name and state, found once per gazetteer. */
function independentCitiesOf(gazetteer: Gazetteer): Map<string, string> {
  let cities = independentCities.get(gazetteer);
  if (!cities) {
    cities = new Map();
    for (const county of gazetteer.census.countyByFips.values()) {
      const authority = countyAuthority(county.name, county.stateCode);
      // County codes from 510 up are independent cities, whatever the name says (the Census
      // names St. Louis city plainly "St. Louis").
      const independent = authority.kind === "city" || Number(county.fips.slice(2)) >= 510;
      const key = `${coreName(authority.kind === "city" ? authority.name : county.name)}|${county.stateCode}`;
      if (independent && !cities.has(key)) cities.set(key, county.fips);
    }
    independentCities.set(gazetteer, cities);
  }
  return cities;
}

/** Without a population, the number of ZIP codes a city has stands in for its size. */
function sizeFromZipCount(zips: number): JurisdictionSize {
  return zips >= 20 ? "large" : zips >= 3 ? "medium" : "small";
}

/**
 * The address to resolve: the one the user gave. A caller's city, state and ZIP stand in only
 * when there is no address at all, so stale or sample property details (the sample is in
 * San Francisco) never move an address to another place.
 */
/**
 * A township typed as the address's place that the Census list lacks ("Cranberry Township, PA"):
 * taken as the user's word for the place, as a township named in the question is.
 */
function typedTownshipClue(resolved: ResolvedPlace): PlaceClue | null {
  const typed = /^(.+?) (?:charter )?(?:township|twp\.?)$/i.exec(
    resolved.unknownTypedCity ?? resolved.city,
  );
  return typed?.[1] ? { name: typed[1], kind: "township", unincorporated: false } : null;
}

/** Street names of rural roads ("County Road 12", "CR 45", "Rural Route 2", "Township Rd 110"). */
const RURAL_ROAD =
  /\b(county (road|rd|highway|hwy)|co\.? (rd|road|hwy)|cr \d|rural route|rr \d|township (road|rd)|twp\.? (rd|road))\b/i;

function addressOf(place: PropertyPlace): string {
  const address = place.address?.trim();
  if (address) return address;
  return [place.city, place.state, place.zipCode].filter(Boolean).join(", ");
}

function empty(
  status: JurisdictionStatus,
  basis: string,
  country: string | null = null,
): Jurisdiction {
  return {
    status,
    city: null,
    county: null,
    stateCode: null,
    state: null,
    authority: null,
    alternatives: [],
    basis,
    confidence: "high",
    country,
    stateRule: null,
    department: null,
    local: null,
    stateLocal: null,
    localCode: null,
    specialZone: null,
    size: "medium",
  };
}

/** A state's own entry in the local layer (its review clocks, exclusions). */
function stateEntry(kb: KnowledgeBase, stateCode: string | null): LocalEntry | null {
  return kb.local.find((entry) => entry.state === stateCode && entry.authority === null) ?? null;
}

/** The jurisdiction of a whole state, for the state pages. */
export function stateJurisdiction(kb: KnowledgeBase, stateCode: string): Jurisdiction {
  const state = kb.states.get(stateCode.toUpperCase()) ?? null;
  return {
    ...empty(
      state ? "state" : "unplaced",
      state ? `A state page for ${state.name}.` : "No such state.",
    ),
    stateCode: state?.code ?? null,
    state,
    stateRule: kb.authorities.states.find((rule) => rule.state === state?.code) ?? null,
    stateLocal: stateEntry(kb, state?.code ?? null),
  };
}

/**
 * The jurisdiction of a property, decided first (ADR 014): the authority that
 * issues building permits at the address, how that was decided and how sure it is; the state's
 * codes, the department we have on file, and any local code or special zone. One function for
 * the chat, `npm run ask` and the public report.
 */
export function resolveJurisdiction(
  kb: KnowledgeBase,
  gazetteer: Gazetteer,
  place: PropertyPlace,
  clue: PlaceClue | null = null,
): Jurisdiction {
  const address = addressOf(place);
  if (!place.address?.trim() && !place.city && place.state)
    return stateJurisdiction(kb, place.state);
  const country = address
    ? outsideUs(address, (word) => gazetteer.stateCodes.has(word.toUpperCase()))
    : null;
  if (country)
    return empty(
      "outside-us",
      `This address is in ${country}, and PermitLM covers US addresses only.`,
      country,
    );
  let resolved = address ? resolvePlace(gazetteer, address) : null;
  const state = resolved ? (kb.states.get(resolved.stateCode) ?? null) : null;
  if (!resolved || !state) {
    // A state we know, with a place we do not: the state's rules, and the authority left open.
    const typed = address ? parseWithGazetteer(gazetteer, address) : null;
    const typedState = typed?.stateCode ? kb.states.get(typed.stateCode) : undefined;
    if (!typed || !typedState)
      return empty(
        "unplaced",
        "We could not place this address: it names no US city, state or ZIP code we know.",
      );
    const place = typed.city ? `"${typed.city}"` : "the place";
    return {
      ...stateJurisdiction(kb, typedState.code),
      status: "ambiguous",
      basis: `We could not find ${place} among ${typedState.name}'s places, so we cannot tell who issues permits there: the city or town if the address is inside one, otherwise the county.`,
      confidence: "low",
    };
  }

  const { stateCode } = resolved;
  // A ZIP may reach into the next county, whose name the postal list cannot give: the county
  // the question says the property is in ("Edisto Island, unincorporated Charleston County")
  // is surer, where the state has a county of that name.
  const saidCounty = clue?.county ? countyNamed(gazetteer, clue.county, stateCode) : undefined;
  if (saidCounty && saidCounty.fips !== resolved.countyFips)
    resolved = { ...resolved, countyFips: saidCounty.fips, county: saidCounty.name };
  const censusCounty = resolved.countyFips
    ? gazetteer.census.countyByFips.get(resolved.countyFips)
    : undefined;
  const countyName =
    censusCounty?.name ??
    (resolved.county
      ? `${resolved.county}${/County|Parish|Borough|city$/i.test(resolved.county) ? "" : stateCode === "LA" ? " Parish" : " County"}`
      : null);
  const county = countyName ? countyAuthority(countyName, stateCode) : null;
  const rule = kb.authorities.states.find((item) => item.state === stateCode) ?? null;
  const consolidated =
    kb.authorities.consolidated.find(
      (item) =>
        item.state === stateCode &&
        item.counties.some(
          (name) => sameName(name, countyName ?? "") || sameName(name, resolved.city),
        ),
    ) ?? null;
  const { placed, entry: coverage } = forPublicBuildings(
    kb,
    stateCode,
    withLocalCoverage(
      kb,
      stateCode,
      decideAuthority({
        gazetteer,
        resolved,
        countyName,
        county,
        rule,
        consolidated: clue?.unincorporated ? null : consolidated,
        ruralRoad: RURAL_ROAD.test(address),
        clue: clue ?? typedTownshipClue(resolved),
      }),
      county,
    ),
    clue,
  );
  const guessedState =
    resolved.stateFrom === "city"
      ? ` No state was given, so we took the largest ${resolved.city}, in ${state.name}.`
      : "";

  const authority = placed.authority;
  const department =
    kb.cities.find(
      (known) =>
        known.state === stateCode &&
        authority !== null &&
        authority.kind !== "county" &&
        authority.kind !== "none" &&
        (sameName(known.name, authority.name) ||
          (authority.kind === "consolidated" && authority.name.includes(known.name))),
    ) ?? null;
  const local = (authority && localEntryOf(kb, stateCode, authority.name)) ?? coverage;
  const gazetteerCity = gazetteer.cityByKey.get(cityKey(resolved.city, stateCode));
  // A county's or consolidated government's size is its whole county's, not the community's.
  const countyWide =
    (authority?.kind === "county" || authority?.kind === "consolidated") && resolved.countyFips;
  const size = department
    ? sizeFromPopulation(kb, department.population)
    : countyWide
      ? sizeFromZipCount(zipCountsByCounty(gazetteer).get(countyWide) ?? 0)
      : gazetteerCity
        ? sizeFromZipCount(gazetteerCity.zips.length)
        : "small";
  const localCode =
    state.localCodes.find(
      (local) =>
        sameName(local.place, resolved.city) ||
        (authority !== null && sameName(local.place, authority.name)),
    ) ?? null;
  const specialZone =
    state.specialZones.find((zone) =>
      zone.counties.some((name) => sameName(name, countyName ?? "")),
    ) ?? null;
  // The same government named twice; the City of Los Angeles is not Los Angeles County.
  const alternatives = placed.alternatives.filter(
    (other) => !authority || other.kind !== authority.kind || !sameName(other.name, authority.name),
  );
  return {
    status: placed.status ?? "resolved",
    city: resolved.city,
    county: countyName,
    stateCode,
    state,
    authority,
    alternatives,
    basis: `${placed.basis.charAt(0).toUpperCase()}${placed.basis.slice(1)}${guessedState}`,
    confidence: resolved.stateFrom === "city" ? "low" : placed.confidence,
    country: null,
    stateRule: rule,
    department,
    local,
    stateLocal: stateEntry(kb, stateCode),
    localCode,
    specialZone,
    size,
  };
}
