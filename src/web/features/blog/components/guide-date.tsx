import { formatGuideDate } from "#shared/blog/guide.ts";

/** A guide's calendar day, long in its header and short in lists. */
export function GuideDate({ day, style }: { day: string; style: "short" | "long" }) {
  return <time dateTime={day}>{formatGuideDate(day, style)}</time>;
}
