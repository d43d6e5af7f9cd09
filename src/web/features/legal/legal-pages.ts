/** When the policies last changed; shown on each of them. */
export const LEGAL_UPDATED = "November 26, 2026";
