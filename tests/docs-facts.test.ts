import { describe, expect, it } from "vitest";
import { findDoc } from "#content/docs.server.ts";
import {
  CREDIT_PACKS,
  DOCUMENT_CHECK_COST_CREDITS,
  MAX_BALANCE,
  MESSAGE_COST_CREDITS,
  formatPrice,
} from "#shared/credits.ts";
import {
  DOCUMENT_CHECK_MAX_FILES,
  DOCUMENT_CHECK_MAX_PAGES,
  DOCUMENT_MAX_FILE_BYTES,
} from "#shared/documents.ts";
import { parseEnv } from "#server/env.ts";

/** The page's text without tags, so a fact is found however the Markdown marks it up. */
const textOf = (slug: string) =>
  findDoc(slug)!
    .doc.html.replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

// The user guide states the credit rules in prose; these keep its figures those of the code.
describe("the user guide's credit figures", () => {
  it("are the packs' credits and prices, the message cost and the balance limit", () => {
    const text = textOf("credits");
    for (const pack of Object.values(CREDIT_PACKS)) {
      // The table's row: name, credits, price, messages.
      const credits = pack.credits.toLocaleString("en-US");
      const messages = pack.approxChats.toLocaleString("en-US");
      expect(text).toContain(
        `${pack.name} ${credits} ${formatPrice(pack.priceCents)} ${messages} messages`,
      );
    }
    expect(text).toContain(`Each chat message costs ${MESSAGE_COST_CREDITS} credits`);
    expect(text).toContain(MAX_BALANCE.toLocaleString("en-US"));
  });

  it("give the sign-up bonus the server grants by default", () => {
    const bonus = parseEnv({}).SIGNUP_BONUS_CREDITS;
    expect(textOf("credits")).toContain(`welcome bonus of ${bonus} credits`);
    expect(textOf("api")).toContain(`${MESSAGE_COST_CREDITS} credits`);
  });

  it("give a document check's price and limits as the code sets them", () => {
    const text = textOf("document-checks");
    expect(text).toContain(`A check costs ${DOCUMENT_CHECK_COST_CREDITS} credits`);
    expect(text).toContain(
      `up to ${DOCUMENT_CHECK_MAX_FILES} files of ${DOCUMENT_MAX_FILE_BYTES / (1024 * 1024)} MB each, ${DOCUMENT_CHECK_MAX_PAGES} pages in all`,
    );
  });

  it("give each API key's rate limit as the server sets it by default", () => {
    const limit = parseEnv({}).API_KEY_RATE_LIMIT;
    expect(textOf("api")).toContain(`Each key may make ${limit} calls a minute`);
  });
});
