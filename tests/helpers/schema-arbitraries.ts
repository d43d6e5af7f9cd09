import fc from "fast-check";
import { type ZodType, z } from "zod";

/**
 * Request bodies made from a zod schema, through the JSON Schema that `z.toJSONSchema` writes:
 * bodies the schema allows, and bodies that break exactly one of its rules (a wrong type, a
 * string too long or too short, a value outside an enum or a pattern, a number out of range, a
 * required field missing, a value wrapped in one level too many). What the JSON Schema cannot say
 * (`.trim()`, refinements) the generators get wrong now and then, so a test asks the zod schema
 * itself (`safeParse`) which bodies a server must accept.
 */
export function schemaArbitraries(schema: ZodType) {
  // The output side keeps a pipe's rules (`z.string().transform(…).pipe(z.email())`); a field
  // with a default is then "required", which `requiredWithoutDefault` sets right.
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const root = json.allOf ? mergedAllOf(json) : json;
  return {
    valid: validOf(json),
    /** Undefined when the schema accepts anything. */
    invalid: invalidOf(json),
    /** The body's top-level fields. */
    fields: Object.keys(root.properties ?? {}),
  };
}

/** The part of JSON Schema (draft 2020-12) that zod writes for request bodies. */
type JsonSchema = {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";

/** Characters that break careless code: NUL, lone surrogates, separators, quotes, emoji. */
const AWKWARD_CHARACTERS = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\u2028",
  "\ufeff",
  "\u202e",
  "é",
  "😀",
  "'",
  '"',
  "\\",
  "%",
  "<",
  "\n",
  "\t",
  " ",
];

/** One character of a fuzzed string: mostly printable ASCII, often awkward, sometimes anything. */
export const fuzzCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_CHARACTERS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

/** Strings whose length (in UTF-16 units, as zod counts) lies in [min, max]. */
function fuzzString(min = 0, max = min + 40): fc.Arbitrary<string> {
  const short = fc
    .string({ unit: fuzzCharacter, minLength: min, maxLength: Math.min(max, min + 40) })
    .filter((text) => text.length >= min && text.length <= max);
  if (max - min <= 40) return short;
  // Now and then one near the limit, where off-by-one mistakes live.
  const long = fc
    .tuple(fc.integer({ min: Math.max(min, max - 3), max }), fuzzCharacter)
    .map(([length, character]) => character.repeat(length).slice(0, length))
    .filter((text) => text.length >= min);
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: long });
}

/** Typical JSON values of every type, to stand where a value of another type belongs. */
const VALUES_BY_TYPE: Record<JsonType, unknown[]> = {
  string: ["", "text", "0", "true", "null"],
  number: [-1.5, 1e308, 0.1],
  integer: [0, -1, 42, 2 ** 53],
  boolean: [true, false],
  null: [null],
  array: [[], ["text"], [null]],
  object: [{}, { key: "value" }],
};

function typesOf(schema: JsonSchema): JsonType[] | undefined {
  if (schema.const !== undefined) return [jsonTypeOf(schema.const)];
  if (schema.enum) return [...new Set(schema.enum.map(jsonTypeOf))];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const types = branches.map(typesOf);
    return types.some((branch) => branch === undefined)
      ? undefined
      : [...new Set(types.flatMap((branch) => branch!))];
  }
  if (schema.allOf) return typesOf(schema.allOf[0] ?? {});
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ["object"];
  return undefined;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value as JsonType;
}

/** The schema of several `allOf` objects as one (zod writes this for `a.and(b)`). */
function mergedAllOf(schema: JsonSchema): JsonSchema {
  const branches = schema.allOf ?? [];
  return {
    type: "object",
    properties: Object.assign({}, ...branches.map((branch) => branch.properties ?? {})),
    required: branches.flatMap((branch) => branch.required ?? []),
  };
}

/** The required keys a body must send: zod fills in those with a default. */
function requiredWithoutDefault(schema: JsonSchema): string[] {
  return (schema.required ?? []).filter((key) => schema.properties?.[key]?.default === undefined);
}

// ---- Bodies the schema allows ----

function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(validOf));
  if (schema.allOf) return validOf(mergedAllOf(schema));
  const types = typesOf(schema);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(schema, type)));
}

function validOfType(schema: JsonSchema, type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
      return fc.integer({
        min: Math.max(Math.ceil(lowerBound(schema)), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(upperBound(schema)), Number.MAX_SAFE_INTEGER),
      });
    case "number":
      return fc.double({
        min: lowerBound(schema),
        max: upperBound(schema),
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case "object":
      return validObject(schema);
  }
}

const lowerBound = (schema: JsonSchema) =>
  schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE;
const upperBound = (schema: JsonSchema) =>
  schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE;

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min + 40, 200);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter(fits);
    case "uri":
    case "url":
      return fc.webUrl().filter(fits);
    case "uuid":
      return fc.uuid();
    case "date-time":
      return validDate.map((date) => date.toISOString());
    default:
      return fuzzString(min, max);
  }
}

const validDate = fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true });

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = Object.keys(properties);
  const extra = schema.additionalProperties;
  if (known.length === 0 && extra !== undefined && extra !== false) {
    // A record: any keys, each value of the given schema.
    return fc.dictionary(fuzzString(0, 20), validOf(extra === true ? {} : extra), { maxKeys: 4 });
  }
  return fc.record(Object.fromEntries(known.map((key) => [key, validOf(properties[key]!)])), {
    requiredKeys: requiredWithoutDefault(schema),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

// ---- Bodies that break exactly one rule ----

/** Values breaking exactly one rule of the schema, or undefined when it allows anything. */
function invalidOf(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.allOf) return invalidOf(mergedAllOf(schema));
  const choices = [
    wrongType(schema),
    ...ruleBreakers(schema),
    ...(typesOf(schema)?.includes("object") ? objectBreakers(schema) : []),
  ].filter((choice): choice is fc.Arbitrary<unknown> => choice !== undefined);
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/** A value of a type the schema does not allow, or the right value one level too deep. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const allowed = typesOf(schema);
  if (!allowed) return undefined;
  const isAllowed = (type: JsonType) =>
    allowed.includes(type) || (type === "integer" && allowed.includes("number"));
  const others = (Object.keys(VALUES_BY_TYPE) as JsonType[])
    .filter((type) => !isAllowed(type))
    .flatMap((type) => VALUES_BY_TYPE[type]);
  const nested = validOf(schema).chain((value) =>
    fc.constantFrom<unknown[]>(
      ...(isAllowed("array") ? [] : [[value]]),
      ...(isAllowed("object") ? [] : [{ value }]),
    ),
  );
  if (others.length === 0) return undefined;
  return allowed.includes("array") && allowed.includes("object")
    ? fc.constantFrom(...others)
    : fc.oneof(fc.constantFrom(...others), nested);
}

/** Values of an allowed type that break one of the type's rules. */
function ruleBreakers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(ruleBreakers);
  const breakers: fc.Arbitrary<unknown>[] = [];
  const { minLength, maxLength, pattern, minimum, maximum } = schema;
  if (schema.enum) {
    const allowed = new Set(schema.enum);
    const nearMisses = schema.enum
      .filter((value) => typeof value === "string")
      .flatMap((value) => [value.toLowerCase(), value.toUpperCase(), ` ${value}`, `${value}x`]);
    breakers.push(
      fc
        .oneof(fc.constantFrom("", "other", ...nearMisses), fuzzString(1, 12))
        .filter((value) => !allowed.has(value)),
    );
    return breakers;
  }
  if (schema.const !== undefined) breakers.push(fc.constant(`${String(schema.const)}x`));
  if (maxLength !== undefined)
    breakers.push(
      fc
        .tuple(fc.integer({ min: maxLength + 1, max: maxLength + 50 }), fuzzCharacter)
        .map(([length, character]) => character.repeat(length).slice(0, length)),
    );
  if (minLength !== undefined && minLength > 0) breakers.push(fuzzString(0, minLength - 1));
  if (pattern || schema.format) {
    const matches = (text: string) => (pattern ? new RegExp(pattern).test(text) : false);
    breakers.push(
      fc
        .constantFrom(
          "",
          "not valid",
          "a@",
          "@example.com",
          "a@b",
          "http//",
          "12-34",
          "a".repeat(8),
        )
        .filter((text) => !matches(text)),
    );
  }
  if (minimum !== undefined) breakers.push(fc.constant(minimum - 1));
  if (schema.exclusiveMinimum !== undefined) breakers.push(fc.constant(schema.exclusiveMinimum));
  if (maximum !== undefined) breakers.push(fc.constant(maximum + 1));
  if (schema.exclusiveMaximum !== undefined) breakers.push(fc.constant(schema.exclusiveMaximum));
  if (schema.type === "integer") breakers.push(fc.constantFrom(0.5, -1.25));
  if (schema.minItems !== undefined && schema.minItems > 0)
    breakers.push(fc.array(validOf(schema.items ?? {}), { maxLength: schema.minItems - 1 }));
  if (schema.maxItems !== undefined)
    breakers.push(
      fc.array(validOf(schema.items ?? {}), {
        minLength: schema.maxItems + 1,
        maxLength: schema.maxItems + 3,
      }),
    );
  if (schema.items) {
    const badItem = invalidOf(schema.items);
    if (badItem)
      breakers.push(
        fc.tuple(validOf(schema), badItem).map(([items, item]) => [...(items as unknown[]), item]),
      );
  }
  return breakers;
}

/** A valid object with one required field left out, or one field breaking one of its rules. */
function objectBreakers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const objectSchema = (schema.anyOf ?? schema.oneOf)?.find((branch) => branch.properties);
  const target = objectSchema ?? schema;
  const properties = target.properties ?? {};
  const body = validObject(target);
  const breakers: fc.Arbitrary<unknown>[] = requiredWithoutDefault(target).map((key) =>
    body.map((value) => withoutKey(value, key)),
  );
  for (const [key, property] of Object.entries(properties)) {
    const bad = invalidOf(property);
    if (bad)
      breakers.push(fc.tuple(body, bad).map(([value, field]) => ({ ...value, [key]: field })));
  }
  return breakers;
}

function withoutKey(value: Record<string, unknown>, key: string) {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
