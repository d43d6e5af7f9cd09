/** Whole numbers the way the product shows them everywhere: 1020 → "1,020". */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}
