import { cn } from "#web/lib/cn.ts";

/** "4.8"; a whole rating reads "5.0" like the others. */
const formatRating = (rating: number) => rating.toFixed(1);

function Star({ fill }: { fill: number }) {
  // A star filled to `fill` (0 to 1) of its width: a grey star with a clipped gold one on top.
  return (
    <span className="relative inline-block size-4">
      <svg viewBox="0 0 20 20" className="absolute inset-0 size-4 fill-slate-300">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <svg viewBox="0 0 20 20" className="size-4 fill-amber-400">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      </span>
    </span>
  );
}

/**
 * A 1–5 star rating with its review count. The stars are one image whose name is the rating in
 * words ("Rated 4.8 out of 5"), so a screen reader hears a sentence, not five shapes.
 */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <div className={cn("flex flex-wrap items-center gap-1.5 text-sm", className)}>
      <span role="img" aria-label={`Rated ${formatRating(clamped)} out of 5`} className="flex">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} fill={Math.min(1, Math.max(0, clamped - index))} />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {formatRating(clamped)}
      </span>
      <span className="text-slate-600">
        ({reviewCount.toLocaleString("en-US")} {reviewCount === 1 ? "review" : "reviews"})
      </span>
    </div>
  );
}
