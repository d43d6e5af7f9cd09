/**
 * An authority's name in a sentence: "the City of Moore", "the Municipality of Anchorage", but
 * "the Vermont Division of Fire Safety", but "Prince George's County" and "New York City" as they are. The server's answers and the web
 * report both name authorities this way.
 */
export function the(name: string): string {
  return /^(City|Town|Village|Borough|Municipality|Metropolitan|Unified|Consolidated) /.test(
    name,
  ) ||
    // An office: "the Vermont Division of Fire Safety", "the New Mexico Construction Industries Division".
    (/\b(Division|Department|Office|Commission|Bureau|Agency)\b/.test(name) && !/^the /i.test(name))
    ? `the ${name}`
    : name;
}
