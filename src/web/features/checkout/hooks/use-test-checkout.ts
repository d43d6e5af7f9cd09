import { useEffect, useState } from "react";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { type TestCheckout, getTestCheckout } from "../api/checkout-api.ts";

type Loaded = {
  request: string;
  checkout?: TestCheckout;
  problem?: "not-found" | "failed";
};

/** Loads one test checkout; `retry` loads it again after a failure. */
export function useTestCheckout(id: string) {
  const [attempt, setAttempt] = useState(0);
  const request = `${id}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded>({ request: "" });

  useEffect(() => {
    let current = true;
    getTestCheckout(id).then(
      (checkout) => {
        if (current) setLoaded({ request, checkout });
      },
      (error: unknown) => {
        const notFound = error instanceof ApiRequestError && error.status === 404;
        if (current) setLoaded({ request, problem: notFound ? "not-found" : "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [id, request]);

  return {
    loading: loaded.request !== request,
    checkout: loaded.checkout,
    problem: loaded.problem,
    retry: () => setAttempt((count) => count + 1),
  };
}
