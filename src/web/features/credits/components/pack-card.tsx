import { type CreditPack, formatPrice, formatPricePerMessage } from "#shared/credits.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatNumber } from "#web/lib/format-number.ts";

type PackCardProps = {
  pack: CreditPack;
  inProgress: boolean;
  disabled: boolean;
  onSelect: () => void;
};

/**
 * One credit pack as one large button: name, credits, price, roughly how many chats it buys and
 * what one message costs in it.
 */
export function PackCard({ pack, inProgress, disabled, onSelect }: PackCardProps) {
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-busy={inProgress}
      className={cn(
        "group relative flex h-full w-full flex-col items-start rounded-xl border-2 bg-white p-4 text-left transition-colors enabled:hover:border-brand-600 enabled:hover:bg-brand-50 disabled:cursor-not-allowed",
        pack.popular ? "border-brand-600" : "border-slate-200",
        disabled && !inProgress && "opacity-60",
      )}
    >
      {pack.popular && (
        <span className="absolute -top-3 right-3 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          Popular
        </span>
      )}
      <span className="text-base font-semibold text-slate-900">{pack.name}</span>
      <span className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
        {formatNumber(pack.credits)}{" "}
        <span className="text-sm font-medium text-slate-600">credits</span>
      </span>
      <span className="mt-1 text-lg font-semibold text-slate-900">
        {formatPrice(pack.priceCents)}
      </span>
      <span className="mt-1 text-sm text-slate-600">~{formatNumber(pack.approxChats)} chats</span>
      <span className="text-sm text-slate-600">{formatPricePerMessage(pack)}</span>
      <span className="mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-brand-600 text-sm font-semibold text-white group-enabled:group-hover:bg-brand-700">
        {inProgress ? (
          <>
            <Spinner />
            Opening checkout...
          </>
        ) : (
          "Buy"
        )}
      </span>
    </button>
  );
}
