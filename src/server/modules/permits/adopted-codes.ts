import type { StateCodes } from "./knowledge-schema.ts";

export type AdoptedCode = NonNullable<StateCodes["residential"]>;

/** A state's adopted codes that are known, labelled, in the order answers and reports list them. */
export function adoptedCodes(state: StateCodes): { label: string; code: AdoptedCode }[] {
  const all = [
    { label: "Residential", code: state.residential },
    { label: "Building", code: state.building },
    { label: "Energy", code: state.energy },
    { label: "Electrical", code: state.electrical },
  ];
  return all.flatMap(({ label, code }) => (code ? [{ label, code }] : []));
}
