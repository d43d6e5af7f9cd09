import type { Jurisdiction } from "../permits/jurisdiction.ts";
import type { KnowledgeBase } from "../permits/knowledge-base.ts";
import type { ProjectType } from "../permits/knowledge-schema.ts";
import { checklistId, kindOfToken } from "./checklist-ids.ts";
import { readDocumentLine } from "./document-lines.ts";
import type { ChecklistItem, ChecklistSource } from "./document-types.ts";
import { withStateEnergyCode } from "./energy-code.ts";
import { generalItems } from "./general-items.ts";
import { sheetItems } from "./sheet-items.ts";

export type { ChecklistItem, ChecklistSource } from "./document-types.ts";

/**
 * What a permit application for a project at a place should contain: the project type's documents
 * from the knowledge base (with the state's energy code named where energy compliance is asked
 * for), the items most applications meet (owner authorization, contractor license, HOA and
 * historic approvals), and the mechanical checks of the drawing sheets. Pure: the same input gives
 * the same list in the same order.
 */
export function documentChecklist(input: {
  kb: KnowledgeBase;
  projectTypeId: string;
  jurisdiction: Jurisdiction;
}): ChecklistItem[] {
  const { kb, projectTypeId, jurisdiction } = input;
  const type = kb.projectTypes.find((candidate) => candidate.id === projectTypeId);
  if (!type)
    throw new Error(
      `Unknown project type "${projectTypeId}": the knowledge base has ${kb.projectTypes.map((known) => known.id).join(", ")}.`,
    );
  const documents = projectDocuments(kb, type).map((item) =>
    item.id.split(":")[1]?.split(/[|+]/).includes("energy-compliance")
      ? withStateEnergyCode(item, kb, jurisdiction)
      : item,
  );
  const taken = new Set(documents.map((item) => item.id.replace(/^doc(?:-\d+)?:/, "")));
  const general = generalItems(jurisdiction, type.id).filter(
    (item) => !taken.has(item.id.replace(/^general:/, "")),
  );
  return [...documents, ...general, ...sheetItems(jurisdiction, type.id)];
}

/** The source a project type's document list rests on: its construction-documents section, else its first. */
function projectTypeSource(kb: KnowledgeBase, type: ProjectType): ChecklistSource | null {
  const id = type.sources.find((ref) => /-r106$/.test(ref)) ?? type.sources[0];
  const source = id ? kb.sources.get(id) : undefined;
  return source ? { title: source.title, url: source.url, asOf: type.asOf } : null;
}

/** "Home addition" → "home addition"; "HVAC replacement" stays. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

function projectDocuments(kb: KnowledgeBase, type: ProjectType): ChecklistItem[] {
  const source = projectTypeSource(kb, type);
  const used = new Set<string>();
  const parts = type.documents.flatMap(readDocumentLine);
  return parts.map((part, index) => {
    const what =
      part.alternatives.length > 0
        ? checklistId("doc", part.alternatives).slice("doc:".length)
        : `unclassified-${index + 1}`;
    let id = `doc:${what}`;
    for (let copy = 2; used.has(id); copy++) id = `doc-${copy}:${what}`;
    used.add(id);
    const first = part.alternatives[0]?.[0];
    const purpose = first ? kindOfToken(first)?.purpose : undefined;
    return {
      id,
      label: part.label,
      why: [
        `Permit offices usually ask for this with a ${inSentence(type.name)} application; the office's own checklist governs.`,
        purpose,
      ]
        .filter(Boolean)
        .join(" "),
      kind: "document",
      appliesWhen: part.appliesWhen,
      source,
      detectable: part.alternatives.length > 0,
    };
  });
}
