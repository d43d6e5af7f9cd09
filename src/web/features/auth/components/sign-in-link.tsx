import { Link, useLocation } from "react-router";
import { buttonClass } from "#web/components/ui/button.ts";

/** The top bar's way in for a visitor; it brings them back to the page they were on. */
export function SignInLink() {
  const { pathname, search } = useLocation();
  const to = pathname.startsWith("/auth")
    ? "/auth"
    : `/auth?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <Link to={to} className={buttonClass("secondary", "sm")}>
      Sign in
    </Link>
  );
}
