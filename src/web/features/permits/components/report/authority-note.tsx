import { the } from "#shared/authority-names.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";

/**
 * Who issues building permits at the address, and how that was decided: "Permits here are issued
 * by Prince George's County. Largo is unincorporated…". When it cannot be told, the candidates.
 */
export function AuthorityNote({ jurisdiction }: { jurisdiction: PermitReport["jurisdiction"] }) {
  const { authority, alternatives, basis, status, office } = jurisdiction;
  if (status === "state") return null;
  const lead =
    status === "ambiguous" || !authority
      ? "We can't tell for sure who issues permits here."
      : authority.kind === "none"
        ? "No one issues building permits for houses here."
        : `Permits here are issued by ${the(authority.name)}.`;
  const others = alternatives.map((other) => the(other.name)).join(" or ");
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p>
        <span className="font-semibold">{lead}</span> {basis}
        {others && status === "ambiguous" ? ` Candidates: ${others}.` : ""}
      </p>
      {office && (
        <p className="mt-1 text-slate-700">
          {office.name}
          {office.address ? ` · ${office.address}` : ""}
          {office.phone ? ` · ${office.phone}` : ""}
          {(
            [
              ["Website", office.website],
              ["Permit portal", office.portal],
            ] as const
          ).map(([label, href]) =>
            href ? (
              <span key={label}>
                {" · "}
                <a
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                  href={href}
                  rel="noreferrer"
                  target="_blank"
                >
                  {label}
                </a>
              </span>
            ) : null,
          )}
        </p>
      )}
    </div>
  );
}
