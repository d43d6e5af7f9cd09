import { type PropertyDetails, sampleProperty } from "#shared/addresses.ts";

const PLACE_AT_END = /,\s*([^,]+?),\s*([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?\s*$/;
const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * The sample property (`SAMPLE_PROPERTY`) for when property details cannot be had, keeping the
 * city, state and ZIP the address itself gives ("…, Portland, OR 97201"). Marked `sample`, so it
 * is never shown as facts about the property.
 */
export function samplePropertyFor(address: string): PropertyDetails {
  const place = PLACE_AT_END.exec(address);
  const zip = place?.[3] ?? ZIP_AT_END.exec(address)?.[1];
  return sampleProperty(address, {
    ...(place?.[1] && place[2] ? { city: place[1].trim(), state: place[2].toUpperCase() } : {}),
    ...(zip ? { zipCode: zip } : {}),
  });
}
