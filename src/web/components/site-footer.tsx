import { Link } from "react-router";
import { BRAND_NAME, POLICY_LINKS } from "#shared/site.ts";
import { cn } from "#web/lib/cn.ts";

const TONES = {
  light: {
    footer: "border-t border-slate-200 bg-white text-slate-600",
    link: "hover:text-slate-900",
  },
  /** On the landing page's dark band. */
  dark: { footer: "text-blue-200", link: "hover:text-white" },
};

/** Every page's footer: the policies, contact, and the guides. */
export function SiteFooter({ tone = "light" }: { tone?: keyof typeof TONES }) {
  const colors = TONES[tone];
  const links = [{ to: "/blog", label: "Permit guides" }, ...POLICY_LINKS];
  return (
    <footer className={cn("w-full text-sm", colors.footer)}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Site">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn("underline-offset-4 hover:underline", colors.link)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {BRAND_NAME}. Answers are general information, not
          professional advice.
        </p>
      </div>
    </footer>
  );
}
