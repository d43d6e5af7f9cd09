export type MatchPart = { text: string; match: boolean };

/**
 * Splits `text` into the parts that match a typed word and the rest, ignoring case. A word matches
 * only at the start of a word of `text`, so a typed "a" marks "Ave", not every "a" in the address.
 */
export function matchParts(text: string, typed: string): MatchPart[] {
  const words = typed
    .split(/[\s,]+/)
    .filter(Boolean)
    // Longest first, so "penn" wins over "p" where both would match.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})`, "giu");
  const parts: MatchPart[] = [];
  let end = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > end) parts.push({ text: text.slice(end, found.index), match: false });
    parts.push({ text: found[0], match: true });
    end = found.index + found[0].length;
  }
  if (end < text.length) parts.push({ text: text.slice(end), match: false });
  return parts;
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
