import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";

/** Deeper than any body of ours (a project's property details nest 3 levels). */
export const JSON_MAX_DEPTH = 32;

/** A JSON string literal (the unrolled form, linear on long strings). */
const JSON_STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const storable = (text: string) => !text.includes("\u0000") && !UNPAIRED_SURROGATE.test(text);

/** Every string of a JSON text, keys included, found without parsing its nesting. */
function jsonStrings(text: string): string[] {
  return [...text.matchAll(JSON_STRING)].flatMap(([literal]) => {
    try {
      return [JSON.parse(literal) as string];
    } catch {
      return []; // Not JSON: the route's own parser refuses it.
    }
  });
}

/** How deep the arrays and objects of a JSON text nest. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of text.replace(JSON_STRING, '""')) {
    if (character === "[" || character === "{") deepest = Math.max(deepest, ++depth);
    else if (character === "]" || character === "}") depth -= 1;
  }
  return deepest;
}

const formStrings = (text: string) => [...new URLSearchParams(text)].flat();

const refuse = (message: string) => new AppError("bad_request", { message });

/**
 * Refuses a request carrying what the database cannot store, before any route reads it. Each
 * was a 500, found by the input fuzzer: PostgreSQL takes no NUL character in `text` or `jsonb`
 * (`{"email":"\u0000"}` at sign-in), PGlite fails on unpaired surrogates (`"\udfff\udfff"`), and
 * PostgreSQL's JSON parser runs out of stack some thousands of levels deep (a project's property
 * details). Bodies are at most API_BODY_LIMIT_BYTES, so reading a copy of one here is cheap.
 * Stripe's webhooks are left to their signature check: an event Stripe signed is taken as it is.
 */
export const storableInputOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.url.includes("%00")) throw refuse("The address may not contain NUL characters.");
  if (c.req.raw.body && !c.req.path.startsWith("/api/webhooks/")) {
    const text = await c.req.raw.clone().text();
    // Read as JSON whatever the content type says: parsers differ on which types mean JSON.
    const form = (c.req.header("content-type") ?? "").includes("x-www-form-urlencoded");
    const strings = [...jsonStrings(text), ...(form ? formStrings(text) : [])];
    if (!storable(text) || strings.some((value) => !storable(value)))
      throw refuse("Text may not contain NUL characters or unpaired UTF-16 surrogates.");
    if (jsonDepth(text) > JSON_MAX_DEPTH)
      throw refuse(`JSON may nest at most ${JSON_MAX_DEPTH} levels deep.`);
  }
  await next();
});
