import { BRAND_NAME } from "#shared/site.ts";

/** The logo and the product's name: the top bar's brand link, the landing page, receipts. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <>
      <img src="/favicon.svg" alt="" width={size} height={size} />
      <span className="text-lg font-bold tracking-tight">{BRAND_NAME}</span>
    </>
  );
}
