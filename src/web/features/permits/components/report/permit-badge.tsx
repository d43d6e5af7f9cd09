import { cn } from "#web/lib/cn.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";

type Permit = PermitReport["projects"][number]["permit"];

/** How likely a project needs a permit, in words and colour (the words alone must say it). */
export const PERMIT_BADGES: Record<Permit, { label: string; className: string }> = {
  required: { label: "Permit required", className: "bg-red-50 text-red-800 ring-red-200" },
  usually: { label: "Usually required", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  depends: { label: "Depends on size", className: "bg-sky-50 text-sky-900 ring-sky-200" },
  rarely: {
    label: "Usually not required",
    className: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  },
};

export function PermitBadge({ permit }: { permit: Permit }) {
  const badge = PERMIT_BADGES[permit];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        badge.className,
      )}
    >
      {badge.label}
    </span>
  );
}
