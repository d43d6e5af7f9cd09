import { Link } from "react-router";
import { useSignOut } from "../hooks/use-sign-out.ts";

const ENTRY_CLASS =
  "block w-full rounded-md p-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-50";

/**
 * The signed-in user's entries inside the phone's menu, laid out like its other groups: the
 * desktop's account dropdown would be a menu inside a menu on a small screen.
 */
export function AccountMenuSection({ email }: { email: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <section aria-labelledby="phone-menu-account" className="pt-4">
      <h2
        id="phone-menu-account"
        className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Account
      </h2>
      <p className="truncate px-3 pt-1 text-sm text-slate-600">Signed in as {email}</p>
      <ul className="mt-1 grid gap-1">
        <li>
          <Link to="/account" className={ENTRY_CLASS}>
            Profile
          </Link>
        </li>
        <li>
          <Link to="/account" className={ENTRY_CLASS}>
            Settings
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={ENTRY_CLASS}
            disabled={pending}
            onClick={() => void signOut()}
          >
            Logout
          </button>
        </li>
      </ul>
    </section>
  );
}
