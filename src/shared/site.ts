import { PLACEHOLDER_BLOG_SLUGS } from "./blog-slugs.ts";
import { DOC_SLUGS, docPath } from "./docs/doc.ts";
import { EMBED_PAGE_PATH } from "./widget.ts";

export const BRAND_NAME = "PermitLM";

/** Every page title reads "<page> | PermitLM". */
export function pageTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`;
}

/** The pages a site that takes money must have, linked from every page's footer. */
export const POLICY_LINKS = [
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/refunds", label: "Refunds" },
  { to: "/contact", label: "Contact" },
] as const;

/**
 * Public pages rendered to HTML at build time (their content is there without JavaScript); the
 * blog's pages are added from its content (`blogPagePaths`).
 */
export const PRERENDERED_PATHS = [
  "/",
  "/coming-soon",
  "/blog",
  "/experts",
  "/checklists",
  "/about-us",
  "/auth",
  "/components",
  EMBED_PAGE_PATH,
  ...POLICY_LINKS.map((link) => link.to),
  ...PLACEHOLDER_BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  "/docs",
  ...DOC_SLUGS.map(docPath),
  "/examples",
];
