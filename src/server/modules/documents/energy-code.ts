import type { Jurisdiction } from "../permits/jurisdiction.ts";
import type { KnowledgeBase } from "../permits/knowledge-base.ts";
import type { ChecklistItem } from "./document-types.ts";

/**
 * An energy-compliance item names the energy code the state adopted (content/permits/states.yaml):
 * "2021 IECC as part of the 2022 Connecticut State Building Code", California's Title 24 Part 6.
 * Where the knowledge base has no statewide energy code, it says so and names none.
 */
export function withStateEnergyCode(
  item: ChecklistItem,
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
): ChecklistItem {
  const state = jurisdiction.state;
  const energy = state?.energy ?? null;
  const source = energy ? kb.sources.get(energy.source) : undefined;
  if (!state || !energy || !source) {
    const which = state
      ? `We have no statewide energy code on file for ${state.name}`
      : "We don't know which state's energy code applies";
    return {
      ...item,
      why: `${item.why} ${which}: the permit office will say which energy code it enforces.`,
    };
  }
  const name = energy.name ?? [energy.edition, energy.model].filter(Boolean).join(" ");
  const since = energy.effective ? `, in effect since ${energy.effective}` : "";
  return {
    ...item,
    label: `${item.label}: ${name}`,
    why: `Shows the work meets the energy code ${state.name} adopted: the ${name}${since}. Insulation, windows and air sealing are checked against it.`,
    source: { title: source.title, url: source.url, asOf: state.asOf },
  };
}
