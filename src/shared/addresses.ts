import { z } from "zod";

/** An address suggestion, in Google Places' shape, which every provider answers in. */
export type AddressPrediction = {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
};

/** Suggestions start at 2 characters, after a 150 ms pause in typing. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_CHARS = 200;
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** One autocomplete session token serves the suggestions typed within 3 minutes. */
export const AUTOCOMPLETE_SESSION_TOKEN_MS = 3 * 60 * 1000;

/** A stored address is used for 30 minutes; property details are waited for 10 s. */
export const STORED_ADDRESS_FRESHNESS_MS = 30 * 60 * 1000;
export const PROPERTY_DETAILS_TIMEOUT_MS = 10_000;
export const ADDRESS_MAX_CHARS = 200;

/** The address "Try Example Address" selects: San Francisco City Hall. */
export const EXAMPLE_ADDRESS = "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102";

const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof latLngSchema>;

/**
 * Where property details came from: a property-data provider, only what the offline gazetteer
 * knows about the address's place (no building facts), or the sample data (`SAMPLE_PROPERTY`).
 */
export const PROPERTY_DETAILS_SOURCES = ["provider", "gazetteer", "sample"] as const;
export type PropertyDetailsSource = (typeof PROPERTY_DETAILS_SOURCES)[number];

const place = (max: number) => z.string().trim().max(max).nullable();
const figure = z.number().finite().nonnegative().nullable();
const link = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/)/, { error: "a link starts with http(s):// or /" });

/**
 * What is known about a property, and where it came from. Unknown facts are null. The shape is
 * checked wherever details arrive from outside the server (a saved project, the browser's
 * storage), so a malformed record is refused rather than kept to break the pages that read it.
 */
export const propertyDetailsSchema = z.object({
  address: z.string().trim().min(1).max(ADDRESS_MAX_CHARS),
  city: place(100),
  state: place(50),
  zipCode: place(10),
  county: place(100),
  propertyType: place(100),
  yearBuilt: z.number().int().min(0).max(9999).nullable(),
  bedrooms: figure,
  bathrooms: figure,
  sqft: figure,
  lotSqft: figure,
  lastSalePrice: figure,
  images: z.array(link).max(20),
  streetViewUrl: link.nullable(),
  /** The building's footprint. */
  buildingOutline: z.array(latLngSchema).max(2000),
  /** The building's own position, from a provider that knows it. */
  preciseLocation: latLngSchema.nullable(),
  /** The middle of the address's ZIP code or city, when nothing closer is known. */
  approximateLocation: latLngSchema.nullable(),
  source: z.enum(PROPERTY_DETAILS_SOURCES),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/** The details when they have the shape the pages read, else null (never a half-read record). */
export function parsePropertyDetails(value: unknown): PropertyDetails | null {
  const parsed = propertyDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The sample property shown when nothing is known, labelled as sample. */
export const SAMPLE_PROPERTY = {
  city: "San Francisco",
  state: "CA",
  zipCode: "94103",
  propertyType: "Single Family",
  yearBuilt: 1975,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 1800,
  lotSqft: 4000,
  lastSalePrice: 850_000,
} as const;

/** Property details of which nothing is known yet: every fact null, to be filled in. */
export function propertyWithoutFacts(
  address: string,
  source: PropertyDetailsSource,
): PropertyDetails {
  return {
    address,
    city: null,
    state: null,
    zipCode: null,
    county: null,
    propertyType: null,
    yearBuilt: null,
    bedrooms: null,
    bathrooms: null,
    sqft: null,
    lotSqft: null,
    lastSalePrice: null,
    images: [],
    streetViewUrl: null,
    buildingOutline: [],
    preciseLocation: null,
    approximateLocation: null,
    source,
  };
}

/**
 * The sample building figures for an address whose details are unknown, labelled sample.
 * The place stays the address's own (whatever of it is known, else unknown): the sample's San
 * Francisco never stands in for where the property is.
 */
export function sampleProperty(
  address: string,
  place: Partial<Pick<PropertyDetails, "city" | "state" | "zipCode">> = {},
): PropertyDetails {
  const { city: _city, state: _state, zipCode: _zip, ...building } = SAMPLE_PROPERTY;
  return { ...propertyWithoutFacts(address, "sample"), ...building, ...place };
}

/**
 * A usable address: trimmed, longer than 5 characters, with at least one digit and one
 * letter.
 */
export function isValidAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length > 5 && /\d/.test(trimmed) && /\p{L}/u.test(trimmed);
}
