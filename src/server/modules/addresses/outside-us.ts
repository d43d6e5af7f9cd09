/**
 * Whether an address is plainly outside the United States: a foreign country, a Canadian
 * province, a Canadian or British postcode, or a big foreign city typed without a US state.
 * Answers the country (or region) it names, or null.
 */
const COUNTRIES: Record<string, string> = {
  "united kingdom": "the United Kingdom",
  uk: "the United Kingdom",
  "u.k.": "the United Kingdom",
  "great britain": "the United Kingdom",
  england: "the United Kingdom",
  scotland: "the United Kingdom",
  wales: "the United Kingdom",
  "northern ireland": "the United Kingdom",
  ireland: "Ireland",
  canada: "Canada",
  mexico: "Mexico",
  méxico: "Mexico",
  australia: "Australia",
  "new zealand": "New Zealand",
  germany: "Germany",
  deutschland: "Germany",
  france: "France",
  spain: "Spain",
  españa: "Spain",
  italy: "Italy",
  italia: "Italy",
  portugal: "Portugal",
  netherlands: "the Netherlands",
  belgium: "Belgium",
  switzerland: "Switzerland",
  austria: "Austria",
  sweden: "Sweden",
  norway: "Norway",
  denmark: "Denmark",
  poland: "Poland",
  japan: "Japan",
  china: "China",
  india: "India",
  brazil: "Brazil",
  brasil: "Brazil",
  argentina: "Argentina",
  colombia: "Colombia",
  chile: "Chile",
  peru: "Peru",
  philippines: "the Philippines",
  "south africa": "South Africa",
  nigeria: "Nigeria",
  israel: "Israel",
  "united arab emirates": "the United Arab Emirates",
  uae: "the United Arab Emirates",
  singapore: "Singapore",
  "south korea": "South Korea",
  korea: "South Korea",
};

const CANADIAN_PROVINCES: Record<string, string> = {
  ontario: "ON",
  quebec: "QC",
  québec: "QC",
  "british columbia": "BC",
  alberta: "AB",
  manitoba: "MB",
  saskatchewan: "SK",
  "nova scotia": "NS",
  "new brunswick": "NB",
  newfoundland: "NL",
  "prince edward island": "PE",
  yukon: "YT",
  "northwest territories": "NT",
  nunavut: "NU",
};
const PROVINCE_CODES = new Set(Object.values(CANADIAN_PROVINCES));

/** Big foreign cities, taken as foreign only when no US state or ZIP is typed beside them. */
const FOREIGN_CITIES: Record<string, string> = {
  london: "the United Kingdom",
  manchester: "the United Kingdom",
  birmingham: "the United Kingdom",
  edinburgh: "the United Kingdom",
  dublin: "Ireland",
  toronto: "Canada",
  montreal: "Canada",
  montréal: "Canada",
  vancouver: "Canada",
  calgary: "Canada",
  ottawa: "Canada",
  winnipeg: "Canada",
  "mexico city": "Mexico",
  "ciudad de mexico": "Mexico",
  "ciudad de méxico": "Mexico",
  tijuana: "Mexico",
  guadalajara: "Mexico",
  monterrey: "Mexico",
  paris: "France",
  berlin: "Germany",
  madrid: "Spain",
  barcelona: "Spain",
  rome: "Italy",
  sydney: "Australia",
  melbourne: "Australia",
  tokyo: "Japan",
};

const CANADIAN_POSTCODE = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}\b/i;
const US_ZIP = /\b\d{5}(?:-\d{4})?\s*$/;

/** The comma-separated parts of an address, lower-cased, last first. */
function partsFromEnd(address: string): string[] {
  return address
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().replace(/\.$/, ""))
    .filter(Boolean)
    .reverse();
}

export function outsideUs(address: string, isUsState: (word: string) => boolean): string | null {
  const parts = partsFromEnd(address);
  const words = address.toLowerCase().replace(/[.,]/g, " ").split(/\s+/).filter(Boolean);
  const text = ` ${words.join(" ")} `;
  // A country named as the last part, or as the last words ("… London UK").
  for (const [name, country] of Object.entries(COUNTRIES))
    if (parts[0] === name || text.endsWith(` ${name} `)) return country;
  if (parts[0] === "usa" || parts[0] === "us" || parts[0] === "united states") return null;
  const usZip = US_ZIP.test(address.trim());
  const lastWord = words.at(-1) ?? "";
  // A state code is one of the last words ("…, Austin TX 78701"), never the first.
  const usState = words
    .slice(1)
    .slice(-3)
    .some((word) => word.length === 2 && isUsState(word));
  if (!usZip && CANADIAN_POSTCODE.test(address)) return "Canada";
  if (!usZip && !usState && UK_POSTCODE.test(address)) return "the United Kingdom";
  for (const [name] of Object.entries(CANADIAN_PROVINCES))
    if (text.includes(` ${name} `) && !usState) return "Canada";
  if (PROVINCE_CODES.has(lastWord.toUpperCase()) && !isUsState(lastWord)) return "Canada";
  if (parts.length > 1 && PROVINCE_CODES.has((parts[0] ?? "").split(" ")[0]?.toUpperCase() ?? ""))
    return "Canada";
  if (usZip || usState) return null;
  for (const [city, country] of Object.entries(FOREIGN_CITIES))
    if (parts.some((part) => part === city) || text.endsWith(` ${city} `)) return country;
  return null;
}
