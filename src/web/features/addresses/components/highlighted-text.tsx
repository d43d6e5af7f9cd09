import { matchParts } from "./match-parts.ts";

/** `text` with the words of `typed` in bold. */
export function HighlightedText({ text, typed }: { text: string; typed: string }) {
  return matchParts(text, typed).map((part, index) =>
    part.match ? (
      <mark key={index} className="bg-transparent font-bold text-current">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
