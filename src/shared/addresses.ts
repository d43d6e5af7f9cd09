/** Spec §3 "Address prediction" (the Google Places shape every provider answers in). */
export type AddressPrediction = {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
};

/** Spec §5 and §9: suggestions start at 2 characters, after a 150 ms pause in typing. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_CHARS = 200;
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** Spec §9: one autocomplete session token serves the suggestions typed within 3 minutes. */
export const AUTOCOMPLETE_SESSION_TOKEN_MS = 3 * 60 * 1000;

/** Spec §9: a stored address is used for 30 minutes; property details are waited for 10 s. */
export const STORED_ADDRESS_FRESHNESS_MS = 30 * 60 * 1000;
export const PROPERTY_DETAILS_TIMEOUT_MS = 10_000;
export const ADDRESS_MAX_CHARS = 200;

/** The address "Try Example Address" selects: San Francisco City Hall. */
export const EXAMPLE_ADDRESS = "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102";

export type LatLng = { lat: number; lng: number };

/**
 * Where property details came from: a property-data provider, only what the offline gazetteer
 * knows about the address's place (no building facts), or the spec's sample data.
 */
export type PropertyDetailsSource = "provider" | "gazetteer" | "sample";

/** Spec §3 "Property details", plus where they came from. Unknown facts are null. */
export type PropertyDetails = {
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  county: string | null;
  propertyType: string | null;
  yearBuilt: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  lotSqft: number | null;
  lastSalePrice: number | null;
  images: string[];
  streetViewUrl: string | null;
  buildingOutline: LatLng[];
  /** The building's own position, from a provider that knows it. */
  preciseLocation: LatLng | null;
  /** The middle of the address's ZIP code or city, when nothing closer is known. */
  approximateLocation: LatLng | null;
  source: PropertyDetailsSource;
};

/** Spec §9 "Mock property defaults": the sample shown when nothing is known, labelled as sample. */
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
 * The spec's sample building figures for an address whose details are unknown, labelled sample.
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
 * Spec §5 "Address validity": trimmed, longer than 5 characters, with at least one digit and one
 * letter.
 */
export function isValidAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length > 5 && /\d/.test(trimmed) && /\p{L}/u.test(trimmed);
}
