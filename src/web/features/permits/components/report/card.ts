/** The classes of a report card. */
export const CARD = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm";
