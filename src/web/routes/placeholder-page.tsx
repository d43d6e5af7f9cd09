import { useLocation } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import type { Route } from "./+types/placeholder-page";

/** Pages that are a heading and one sentence for now. */
const PLACEHOLDER_PAGES: Record<string, { title: string; intro: string }> = {
  "/experts": {
    title: "Our Experts",
    intro: "Connect with our team of permit and building code experts.",
  },
  "/about-us": {
    title: "About",
    intro:
      "PermitLM is an AI-powered assistant for navigating building permits and construction projects.",
  },
};

function placeholderFor(pathname: string) {
  const page = PLACEHOLDER_PAGES[pathname.replace(/\/+$/, "")];
  if (!page) throw new Error(`No placeholder page for ${pathname}`);
  return page;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const page = placeholderFor(location.pathname);
  return [{ title: pageTitle(page.title) }, { name: "description", content: page.intro }];
};

export default function PlaceholderPage() {
  const page = placeholderFor(useLocation().pathname);
  return <PageShell title={page.title} intro={page.intro} />;
}
