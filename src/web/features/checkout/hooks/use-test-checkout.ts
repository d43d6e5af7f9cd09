import { useState } from "react";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useRequest } from "#web/lib/use-request.ts";
import { type TestCheckout, getTestCheckout } from "../api/checkout-api.ts";

type Loaded = { checkout?: TestCheckout; problem?: "not-found" | "failed" };

/** Loads one test checkout; `retry` loads it again after a failure. */
export function useTestCheckout(id: string) {
  const [attempt, setAttempt] = useState(0);
  const { loading, value } = useRequest(`${id}#${attempt}`, () =>
    getTestCheckout(id).then(
      (checkout): Loaded => ({ checkout }),
      (error: unknown): Loaded => {
        const notFound = error instanceof ApiRequestError && error.status === 404;
        return { problem: notFound ? "not-found" : "failed" };
      },
    ),
  );
  return {
    loading,
    checkout: value?.checkout,
    problem: value?.problem,
    retry: () => setAttempt((count) => count + 1),
  };
}
