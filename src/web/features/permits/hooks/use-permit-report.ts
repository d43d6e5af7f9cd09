import { useState } from "react";
import { useRequest } from "#web/lib/use-request.ts";
import { fetchPermitReport, fetchPermitStates } from "../api/permits-api.ts";
import { settle } from "../report-result.ts";

/** The permit report for an address, loaded again when the address changes or on `retry`. */
export function usePermitReport(address: string) {
  const [attempt, setAttempt] = useState(0);
  const { loading, value } = useRequest(`${address}#${attempt}`, () =>
    settle(fetchPermitReport(address)),
  );
  return {
    loading,
    report: loading ? undefined : value?.value,
    problem: loading ? undefined : value?.problem,
    retry: () => setAttempt((count) => count + 1),
  };
}

/** The states the knowledge base covers, for the checklist index. */
export function usePermitStates() {
  const [attempt, setAttempt] = useState(0);
  const { loading, value } = useRequest(`states#${attempt}`, () => settle(fetchPermitStates()));
  return {
    loading,
    states: value?.value ?? [],
    problem: loading ? undefined : value?.problem,
    retry: () => setAttempt((count) => count + 1),
  };
}
