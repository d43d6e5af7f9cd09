import { useId, useState } from "react";
import type { Expert } from "#shared/chat.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { StarRating } from "./star-rating.tsx";

/** "Maya Ortiz (demo)" → "MO": the first letters of the first two words, notes in brackets left out. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** A phone number as a tel: address: digits and a leading +, nothing the dialler could misread. */
function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.trim().replace(/(?!^\+)[^\d]/g, "")}`;
}

function Avatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  // A picture that fails to load falls back to the initials rather than a broken image.
  const [failed, setFailed] = useState(false);
  if (avatarUrl && !failed)
    return (
      <img
        src={avatarUrl}
        alt=""
        onError={() => setFailed(true)}
        className="size-12 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      data-testid="expert-initials"
      className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-base font-semibold text-brand-800"
    >
      {initialsOf(name)}
    </span>
  );
}

export type ExpertCardProps = {
  expert: Expert;
  /** Handles "Contact Expert"; without it the button dials the expert's phone number. */
  onContact?: ((expert: Expert) => void) | undefined;
};

/**
 * An expert suggested by an answer (ADR 015): the address's official
 * permit office, or a professional an operator added. Stars show only where real reviews exist.
 */
export function ExpertCard({ expert, onContact }: ExpertCardProps) {
  const nameId = useId();
  const noteId = useId();
  const details = [
    { term: "Specialty", value: expert.specialty },
    { term: "Experience", value: expert.experience },
    { term: "Location", value: expert.location },
    { term: "Availability", value: expert.availability },
    ...(expert.phoneNumber ? [{ term: "Phone", value: expert.phoneNumber }] : []),
  ];
  const contactClass = buttonClass("primary", "sm", "mt-4 w-full sm:w-auto");

  return (
    <article
      aria-labelledby={nameId}
      className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={expert.name} avatarUrl={expert.avatarUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-base font-semibold">
              {expert.name}
            </h3>
            {expert.kind === "permit-office" && (
              <span
                title="The government office that issues building permits for this address"
                className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
              >
                Official
              </span>
            )}
            {expert.isDemo && (
              <span
                title="An example expert, not a real professional"
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              >
                Demo
              </span>
            )}
          </div>
          <p className="text-sm text-slate-700">{expert.role}</p>
          {expert.rating !== null && expert.reviewCount !== null && (
            <StarRating rating={expert.rating} reviewCount={expert.reviewCount} className="mt-1" />
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {details.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onContact ? (
        <button
          type="button"
          aria-describedby={nameId}
          className={contactClass}
          onClick={() => onContact(expert)}
        >
          Contact Expert
        </button>
      ) : expert.phoneNumber ? (
        <a href={telHref(expert.phoneNumber)} aria-describedby={nameId} className={contactClass}>
          Contact Expert
        </a>
      ) : expert.website ? (
        <a
          href={expert.website}
          target="_blank"
          rel="noreferrer"
          aria-describedby={nameId}
          className={contactClass}
        >
          Contact Expert
        </a>
      ) : (
        <>
          <button
            type="button"
            disabled
            aria-describedby={`${nameId} ${noteId}`}
            className={contactClass}
          >
            Contact Expert
          </button>
          <p id={noteId} className="mt-2 text-xs text-slate-600">
            No contact details are available for this expert.
          </p>
        </>
      )}
    </article>
  );
}
