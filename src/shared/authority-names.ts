/**
 * An authority's name in a sentence: "the City of Moore", "the Municipality of Anchorage", but
 * "Prince George's County" and "New York City" as they are. The server's answers and the web
 * report both name authorities this way.
 */
export function the(name: string): string {
  return /^(City|Town|Village|Borough|Municipality|Metropolitan|Unified|Consolidated) /.test(name)
    ? `the ${name}`
    : name;
}
