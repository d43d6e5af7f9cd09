import type { Language } from "./question-language.ts";

/**
 * The fixed words of an answer in each language the engine writes. Facts quoted from the
 * knowledge base stay in the words of their source (English), cited.
 */
export const PHRASES = {
  en: {
    yes: "Yes",
    no: "No",
    depends: "It depends",
    whoIssues: "Who issues permits here",
    unsure: "We can't tell for sure",
    candidates: "It is one of",
    outsideLimits: (other: string) => `Outside its limits, ${other} issues them.`,
    codes: (state: string) => `Codes that apply in ${state}`,
    doYouNeed: "Do you need a permit?",
    zoning: "Zoning and setbacks",
    documents: "Documents usually asked for",
    inspections: "Inspections, in order",
    timeline: "Timeline",
    fee: "Permit cost estimate",
    nextStep: "Next step",
    stateNotes: (state: string) => `${state} notes`,
    project: "Project",
  },
  es: {
    yes: "Sí",
    no: "No",
    depends: "Depende",
    whoIssues: "Quién emite los permisos aquí",
    unsure: "No lo podemos saber con certeza",
    candidates: "Es una de estas autoridades",
    outsideLimits: (other: string) => `Fuera de sus límites, los emite ${other}.`,
    codes: (state: string) => `Códigos vigentes en ${state}`,
    doYouNeed: "¿Necesita permiso?",
    zoning: "Zonificación y retiros",
    documents: "Documentos que suelen pedir",
    inspections: "Inspecciones, en orden",
    timeline: "Plazos",
    fee: "Costo estimado del permiso",
    nextStep: "Siguiente paso",
    stateNotes: (state: string) => `Notas de ${state}`,
    project: "Proyecto",
  },
} as const satisfies Record<Language, unknown>;

export type Phrases = (typeof PHRASES)[Language];
