import { isRouteErrorResponse } from "react-router";
import { PageShell } from "./page-shell.tsx";

type LoaderErrorPageProps = {
  /** The error the route's error boundary received. */
  error: unknown;
  /** What the page says when the route's data answered 404. */
  missing: { title: string; intro: string };
  /** What it says on any other failure. */
  failed: string;
  onward: { to: string; label: string };
};

/** A prerendered route's error boundary: "not found" for a 404 from its data, else a failure. */
export function LoaderErrorPage({ error, missing, failed, onward }: LoaderErrorPageProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageShell
      title={notFound ? missing.title : "Something went wrong"}
      intro={notFound ? missing.intro : failed}
      onward={onward}
    />
  );
}
