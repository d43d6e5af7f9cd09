import { AppError } from "../../lib/app-error.ts";
import type { Jurisdiction } from "./jurisdiction.ts";
import type { PermitEngine } from "./permit-engine.ts";

/**
 * The place a report or an answer for `address` is about, or the 4xx that says why there is none:
 * an address outside the US (400), or one whose state we cannot tell (404). Checked before any
 * credits move, so an address we cannot place costs nothing.
 */
export function requireReportablePlace(permits: PermitEngine, address: string): Jurisdiction {
  const jurisdiction = permits.jurisdiction({ address });
  if (jurisdiction.status === "outside-us")
    throw new AppError("bad_request", {
      message: `PermitLM covers US addresses only: "${address}" is in ${jurisdiction.country}.`,
    });
  if (!jurisdiction.state)
    throw new AppError("not_found", {
      message: `We could not tell which state "${address}" is in. Give a full US address with its city and state, for example "1234 Elm St, Austin, TX 78701".`,
    });
  return jurisdiction;
}
