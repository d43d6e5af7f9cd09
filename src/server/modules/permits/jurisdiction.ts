import { type Gazetteer, cityKey } from "../addresses/gazetteer.ts";
import { resolvePlace } from "../addresses/resolve-place.ts";
import { type JurisdictionSize, sizeFromPopulation } from "./calculators/timeline-estimate.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { City, StateCodes } from "./knowledge-schema.ts";

/** Where a property's permits come from: its city, county and state, as far as we know them. */
export type Jurisdiction = {
  city: string | null;
  county: string | null;
  stateCode: string | null;
  state: StateCodes | null;
  /** The building department we have on file (the largest US cities). */
  department: City | null;
  /** A city or county with its own code ("New York City"). */
  localCode: StateCodes["localCodes"][number] | null;
  /** A special wind or flood zone the county is in (Florida's HVHZ). */
  specialZone: StateCodes["specialZones"][number] | null;
  size: JurisdictionSize;
};

/** What the caller knows of the property: an address, and perhaps its parsed place. */
export type PropertyPlace = {
  address?: string | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Without a population, the number of ZIP codes a city has stands in for its size. */
function sizeFromZipCount(zips: number): JurisdictionSize {
  return zips >= 20 ? "large" : zips >= 3 ? "medium" : "small";
}

/**
 * The jurisdiction of a property: the place the caller gives, or the one the gazetteer resolves
 * from the address; the state's adopted codes; the department on file for big cities.
 */
export function resolveJurisdiction(
  kb: KnowledgeBase,
  gazetteer: Gazetteer,
  place: PropertyPlace,
): Jurisdiction {
  const resolved = place.address ? resolvePlace(gazetteer, place.address) : null;
  const stateCode = (place.state ?? resolved?.stateCode ?? null)?.toUpperCase() ?? null;
  const city = place.city ?? resolved?.city ?? null;
  const state = stateCode ? (kb.states.get(stateCode) ?? null) : null;
  const county = resolved?.county ?? null;
  const department =
    kb.cities.find((known) => known.state === stateCode && same(known.name, city)) ?? null;
  const gazetteerCity =
    city && stateCode ? gazetteer.cityByKey.get(cityKey(city, stateCode)) : undefined;
  const size = department
    ? sizeFromPopulation(kb, department.population)
    : gazetteerCity
      ? sizeFromZipCount(gazetteerCity.zips.length)
      : "medium";
  const localCode =
    state?.localCodes.find(
      (local) =>
        same(local.place, city) || (city && local.place.toLowerCase().includes(city.toLowerCase())),
    ) ?? null;
  const specialZone =
    state?.specialZones.find((zone) =>
      zone.counties.some((name) => county && name.toLowerCase().startsWith(county.toLowerCase())),
    ) ?? null;
  return { city, county, stateCode, state, department, localCode, specialZone, size };
}
