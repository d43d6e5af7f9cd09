import { Icon } from "#web/components/ui/icons.tsx";

/** Says, before anything else on the page, that this checkout takes no money. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-amber-700">
        <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </Icon>
      <div>
        <p className="font-bold">Test mode — no card is charged</p>
        <p className="mt-1 text-sm">
          PermitLM runs without a payment provider here. Paying adds the credits to your balance
          without taking any money.
        </p>
      </div>
    </div>
  );
}
