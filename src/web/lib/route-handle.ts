import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * A route whose page is static HTML plus one small "island" script (docs/decisions/004):
 * in production it loads that script instead of the React Router runtime.
 */
export type RouteHandle = { island?: string };

/** The island of the matched page, if it has one. */
export function useIslandRoute(): string | undefined {
  for (const match of useMatches()) {
    const island = (match.handle as RouteHandle | undefined)?.island;
    if (island) return island;
  }
  return undefined;
}

/**
 * The script the document loads instead of the router, or undefined. The SPA fallback document
 * (rendered for "/" at build time, served for every other path) always needs the router.
 */
export function useIslandScript(): string | undefined {
  const island = useIslandRoute();
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  if (!island || spaFallback || !import.meta.env.PROD) return undefined;
  return `/islands/${island}.js`;
}
