import { useEffect, useState } from "react";
import { type DocumentCheck, isFinished } from "#shared/documents.ts";
import { fetchDocumentCheck } from "../api/documents-api.ts";

/** How often a running check's progress is asked for. */
const POLL_MS = 1_000;

/**
 * A check, asked for again every second while it runs (queued, reading, checking) and no more
 * once it is done or failed. A failed poll keeps the last state and tries again. (Mount it with
 * the check's id as its key: another check is another component.)
 */
export function useDocumentCheck(initial: DocumentCheck) {
  const [check, setCheck] = useState(initial);
  const [offline, setOffline] = useState(false);
  const finished = isFinished(check.status);

  useEffect(() => {
    if (finished) return;
    let current = true;
    const timer = setInterval(() => {
      fetchDocumentCheck(check.id).then(
        (next) => {
          if (!current) return;
          setOffline(false);
          setCheck(next);
        },
        () => {
          if (current) setOffline(true);
        },
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [check.id, finished]);

  return { check, offline };
}
