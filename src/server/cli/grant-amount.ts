/** Far beyond any pack (10,000 credits): a typo, not a grant. */
export const MAX_GRANT = 1_000_000;

/**
 * A support grant's amount, read strictly: digits with an optional sign, not zero, within
 * MAX_GRANT. "0x10", "1e20", "1.5" and " 7" are refused (Number() would take them), with why.
 */
export function parseGrantAmount(text: string): { amount: number } | { problem: string } {
  const amount = /^[+-]?\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_GRANT)
    return { amount };
  const limit = MAX_GRANT.toLocaleString("en-US");
  return {
    problem: `--amount must be a whole number of credits from -${limit} to ${limit}, not 0 (got "${text}")`,
  };
}
