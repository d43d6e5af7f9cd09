import { useEffect, useEffectEvent, useState } from "react";

/**
 * Runs `load` on mounting and again whenever `key` changes (put in the key everything the request
 * depends on). `loading` is derived, true until the answer for the current key has come; an answer
 * that arrives after the key moved on is dropped. `value` is the last answer kept, so a reload
 * shows the previous one until it is replaced. `load` must not reject: map failures to a value.
 */
export function useRequest<T>(key: string, load: () => Promise<T>) {
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    void run().then((value) => {
      if (current) setAnswer({ key, value });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return { loading: answer?.key !== key, value: answer?.value };
}
