/** A number from the environment, or `fallback` when the variable is unset. */
export const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The value below which `p` percent of the sorted values fall. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** "p50 …, p90 …, p99 …, max …" of the values, in their own unit with two decimals. */
export function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(2);
  return `p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${(sorted.at(-1) ?? 0).toFixed(2)}`;
}
