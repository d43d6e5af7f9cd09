import { formatNumber } from "#web/lib/format-number.ts";

export type Range = { low: number; high: number };

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** An ISO date ("2023-01-01") as "Jan 1, 2023", the same in every time zone. */
export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** Whole US dollars: 1234.5 → "$1,235". */
export function formatMoney(value: number): string {
  return `$${formatNumber(Math.round(value))}`;
}

/**
 * The likely figure of an estimated range: its middle, rounded to a figure a person would say
 * ($10 under $1,000, $50 above). The range itself stays one click away.
 */
export function likelyMoney({ low, high }: Range): string {
  const middle = (low + high) / 2;
  const step = middle < 1000 ? 10 : 50;
  return formatMoney(Math.round(middle / step) * step);
}

/** "$120–$340", or one figure when both ends agree. */
export function formatMoneyRange({ low, high }: Range): string {
  return low === high ? formatMoney(low) : `${formatMoney(low)}–${formatMoney(high)}`;
}

/** Plan review time: "Same day", "1 business day", "2–5 business days", "Same day to 3 business days". */
export function formatBusinessDays({ low, high }: Range): string {
  const days = (count: number) => `${formatNumber(count)} business ${count === 1 ? "day" : "days"}`;
  if (high <= 0) return "Same day";
  if (low <= 0) return `Same day to ${days(high)}`;
  if (low === high) return days(low);
  return `${formatNumber(low)}–${days(high)}`;
}

/** GeoNames names counties bare ("Travis"); Louisiana has parishes, Alaska boroughs, DC none. */
export function countyName(county: string | null, stateCode: string | null): string | null {
  if (!county || stateCode === "DC") return null;
  if (/\b(County|Parish|Borough|Census Area|Municipality|city)$/i.test(county)) return county;
  return `${county} ${stateCode === "LA" ? "Parish" : "County"}`;
}

/** The model code and edition: "IRC 2021", or "IRC" when the edition is not known. */
export function modelEdition(model: string, edition: number | null): string {
  return edition ? `${model} ${edition}` : model;
}

const LIMIT_UNITS: [suffix: string, unit: string][] = [
  ["SqFt", "sq ft"],
  ["Ft", "ft"],
  ["In", "in"],
  ["Gallons", "gallons"],
  ["Amps", "A"],
  ["Kw", "kW"],
];

/**
 * An exemption limit as words. A limit is a most-allowed value unless its key ends in
 * "LessThan": ("floorAreaSqFt", 200) → "Floor area: up to 200 sq ft",
 * ("depthInLessThan", 24) → "Depth: under 24 in", ("stories", 1) → "Stories: up to 1".
 */
export function formatLimit(key: string, value: number): string {
  if (key === "anySize") return "Any size";
  const below = key.endsWith("LessThan");
  const measure = below ? key.slice(0, -"LessThan".length) : key;
  const [suffix, unit] = LIMIT_UNITS.find(([end]) => measure.endsWith(end)) ?? ["", ""];
  const name = measure
    .slice(0, measure.length - suffix.length)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const label = name.charAt(0).toUpperCase() + name.slice(1);
  const amount = `${formatNumber(value)}${unit ? ` ${unit}` : ""}`;
  return `${label}: ${below ? "under" : "up to"} ${amount}`;
}

/** A link's address as read: "https://www.austintexas.gov/permits/" → "austintexas.gov/permits". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}
