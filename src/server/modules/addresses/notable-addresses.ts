import { contentPath } from "#content/content-dir.ts";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { normaliseStreet } from "./address-query.ts";

/** A public building whose exact address we know, so a typed street can get its own ZIP. */
export type NotableAddress = {
  name: string;
  street: string;
  city: string;
  stateCode: string;
  zip: string;
  /** Lower-cased normalised street, for matching what was typed. */
  key: string;
};

const rowSchema = z.object({
  name: z.string().min(1),
  street: z.string().regex(/^\d/, "a street address starts with its house number"),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}$/),
  source: z.string().min(1),
});

const NOTABLE_ADDRESSES_FILE = contentPath("addresses", "notable-addresses.csv");

/**
 * Reads content/addresses/notable-addresses.csv (capitols, federal buildings, landmarks; each row
 * with its source). A bad row stops the server at boot rather than suggesting a wrong ZIP.
 */
export function loadNotableAddresses(file: string = NOTABLE_ADDRESSES_FILE): NotableAddress[] {
  const rows: unknown[] = parse(readFileSync(file, "utf8"), { columns: true, trim: true });
  return rows.map((row, index) => {
    const parsed = rowSchema.safeParse(row);
    if (!parsed.success)
      throw new Error(`${file} row ${index + 2}: ${parsed.error.issues[0]?.message}`);
    const { name, street, city, state, zip } = parsed.data;
    const normalised = normaliseStreet(street);
    return { name, street: normalised, city, stateCode: state, zip, key: normalised.toLowerCase() };
  });
}
