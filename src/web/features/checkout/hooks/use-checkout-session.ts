import { useEffect, useState } from "react";
import { type CheckoutSessionStatus, getCheckoutSessionStatus } from "../api/checkout-api.ts";

/** Stripe confirms a payment to the server a moment after sending the buyer back: ask again meanwhile. */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 10;

export type CheckoutOutcome =
  | { status: "checking" }
  | { status: "error" }
  | { status: "pending" }
  | (CheckoutSessionStatus & { status: "paid" | "canceled" | "failed" });

/** The outcome of the Stripe checkout the buyer came back from, polled while it is still open. */
export function useCheckoutSession(sessionId: string): CheckoutOutcome {
  const [outcome, setOutcome] = useState<{ sessionId: string; value: CheckoutOutcome }>({
    sessionId: "",
    value: { status: "checking" },
  });

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const settle = (value: CheckoutOutcome) => {
      if (current) setOutcome({ sessionId, value });
    };
    const check = () => {
      polls += 1;
      getCheckoutSessionStatus(sessionId).then(
        (result) => {
          if (result.status !== "open") return settle({ ...result, status: result.status });
          if (polls >= MAX_POLLS) return settle({ status: "pending" });
          if (current) timer = setTimeout(check, POLL_INTERVAL_MS);
        },
        () => settle({ status: "error" }),
      );
    };
    check();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return outcome.sessionId === sessionId ? outcome.value : { status: "checking" };
}
