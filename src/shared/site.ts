import { PLACEHOLDER_BLOG_SLUGS } from "./blog-slugs.ts";

export const BRAND_NAME = "PermitLM";

/** Every page title reads "<page> | PermitLM". */
export function pageTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`;
}

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
  ...PLACEHOLDER_BLOG_SLUGS.map((slug) => `/blog/${slug}`),
];
