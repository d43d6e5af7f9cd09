import type { LocalFact } from "#server/modules/permits/knowledge-schema.ts";

/** A verified local fact with the given words, for tests of how answers read facts. */
export const localFact = (id: string, text: string): LocalFact => ({
  id,
  topic: "other",
  projectTypes: [],
  text,
  limits: {},
  widerLimits: null,
  permitName: "building permit",
  section: "§1",
  url: "https://example.gov/",
  quote: "a quote",
  asOf: "2026-01-01",
  reviewDue: null,
  verified: true,
});
