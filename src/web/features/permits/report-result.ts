import { ApiRequestError } from "#web/lib/api-client.ts";

/** Why a permit report (or the list of states) could not be shown. */
export type ReportProblem = {
  /** The HTTP status the API answered with; null when the request itself failed. */
  status: number | null;
  /** What to tell the user: the API's own message when it gave one. */
  message: string;
};

export type Settled<T> =
  { value: T; problem?: undefined } | { value?: undefined; problem: ReportProblem };

export const NETWORK_PROBLEM = "We could not reach PermitLM. Check your connection and try again.";
export const SERVER_PROBLEM = "Something went wrong on our side. Please try again.";

/** The problem to show for a failed request: the API's message, else a plain one. */
export function toReportProblem(error: unknown): ReportProblem {
  if (!(error instanceof ApiRequestError)) return { status: null, message: NETWORK_PROBLEM };
  // Without an error code the message is only "HTTP 502": the body was not the API's.
  const message = error.code ? error.message : SERVER_PROBLEM;
  return { status: error.status, message };
}

/** Awaits a request and never rejects: the value, or the problem to show instead. */
export function settle<T>(request: Promise<T>): Promise<Settled<T>> {
  return request.then(
    (value) => ({ value }),
    (error: unknown) => ({ problem: toReportProblem(error) }),
  );
}

/** A failure worth trying again: the network or the server, not a bad address or unknown place. */
export function isRetryable(problem: ReportProblem): boolean {
  return problem.status === null || problem.status >= 500 || problem.status === 429;
}
