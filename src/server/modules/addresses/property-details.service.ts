import { eq } from "drizzle-orm";
import { type PropertyDetails, propertyWithoutFacts, sampleProperty } from "#shared/addresses.ts";
import type { Database } from "../../db/database.ts";
import { propertyDetailsCache } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { addressKey } from "./address-query.ts";
import type { Gazetteer } from "./gazetteer.ts";
import type { PropertyDataProvider } from "./property-data-provider.ts";
import { resolvePlace } from "./resolve-place.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Property records change slowly; a miss is asked again sooner, in case the record appears. */
const FOUND_FRESH_MS = 30 * DAY_MS;
const MISSING_FRESH_MS = DAY_MS;

/** What the gazetteer knows (the place, no building facts); the sample when not even that. */
export function detailsFromGazetteer(gazetteer: Gazetteer, address: string): PropertyDetails {
  const place = resolvePlace(gazetteer, address);
  if (!place) return sampleProperty(address);
  return {
    ...propertyWithoutFacts(address, "gazetteer"),
    city: place.city,
    state: place.stateCode,
    zipCode: place.zip,
    county: place.county,
    approximateLocation: place.location,
  };
}

async function readCache(db: Database, key: string, now: number) {
  const [row] = await db
    .select()
    .from(propertyDetailsCache)
    .where(eq(propertyDetailsCache.addressKey, key));
  if (!row) return undefined;
  const age = now - row.fetchedAt.getTime();
  return age <= (row.details ? FOUND_FRESH_MS : MISSING_FRESH_MS) ? row.details : undefined;
}

async function writeCache(db: Database, key: string, details: PropertyDetails | null) {
  const fetchedAt = new Date();
  await db
    .insert(propertyDetailsCache)
    .values({ addressKey: key, details, fetchedAt })
    .onConflictDoUpdate({ target: propertyDetailsCache.addressKey, set: { details, fetchedAt } });
}

/**
 * Property details for an address: the provider's record (cached per normalised address, so an
 * address is paid for once a month), else what the gazetteer knows. A provider failure is logged
 * and answered from the gazetteer, and not cached.
 */
export async function getPropertyDetails(options: {
  db: Database;
  gazetteer: Gazetteer;
  provider: PropertyDataProvider | null;
  address: string;
  log: Logger;
  now?: number;
}): Promise<{ details: PropertyDetails; cached: boolean }> {
  const { db, gazetteer, provider, address, log } = options;
  if (provider) {
    const key = addressKey(address);
    const cached = await readCache(db, key, options.now ?? Date.now());
    if (cached) return { details: cached, cached: true };
    if (cached === undefined) {
      try {
        const found = await provider.lookup(address);
        await writeCache(db, key, found);
        if (found) return { details: found, cached: false };
      } catch (error) {
        log.warn({ err: error }, "property data provider failed; answering from the gazetteer");
      }
    }
  }
  return { details: detailsFromGazetteer(gazetteer, address), cached: false };
}
