import { useEffect, useState } from "react";
import type { CreditTransaction, TransactionOrder } from "#shared/credits.ts";
import { fetchTransactions } from "../api/credits-api.ts";

type Loaded = { request: string; transactions: CreditTransaction[] };

/**
 * The ledger in one order, loaded again whenever `order` or `reloads` changes. Loading is derived
 * (the last answer is for another request), and an answer that arrives late is dropped. A failure
 * is only logged (spec §8): loading ends and the list is empty.
 */
export function useTransactions(order: TransactionOrder, reloads: number) {
  const request = `${order}#${reloads}`;
  const [loaded, setLoaded] = useState<Loaded>({ request: "", transactions: [] });

  useEffect(() => {
    let current = true;
    fetchTransactions(order).then(
      (transactions) => {
        if (current) setLoaded({ request, transactions });
      },
      (error: unknown) => {
        console.error("Failed to load transaction history", error);
        if (current) setLoaded({ request, transactions: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [order, request]);

  return { loading: loaded.request !== request, transactions: loaded.transactions };
}
