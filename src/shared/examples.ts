// The /examples gallery's data: built from the permit engine when the site is built
// (scripts/permit-examples.ts), read by the page's loader (examples.server.ts).

/**
 * Where the build writes the gallery for the prerenderer to read: outside build/, which React
 * Router empties when it starts, in the tools' usual cache folder (ignored by git and Docker).
 */
export const PERMIT_EXAMPLES_FILE = "node_modules/.cache/permitlm/permit-examples.json";

export type ExampleSource = { title: string; publisher: string; url: string; asOf: string };

/** A rule the report holds for the place, whose layer it is, and where it is written. */
export type ExampleRequirement = {
  layer: "local" | "state" | "model";
  text: string;
  source: ExampleSource | null;
};

export type PermitExample = {
  address: string;
  /** "Okemos, Ingham County, Michigan". */
  place: string;
  /** Who issues building permits there; kind "none" where no one does, null when it is unclear. */
  authority: { name: string; kind: string } | null;
  /** One sentence: how the authority was decided. */
  basis: string;
  requirements: ExampleRequirement[];
  question: string;
  /** The answer's opening paragraph (Markdown, citation marks removed) and what it cites. */
  answer: { headline: string; text: string; sources: ExampleSource[] };
  /** The live report for the address. */
  reportUrl: string;
};

/** The live permit report of an address. */
export const permitReportUrl = (address: string) =>
  `/permits/search?address=${encodeURIComponent(address)}`;
