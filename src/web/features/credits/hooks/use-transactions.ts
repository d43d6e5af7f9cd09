import type { CreditTransaction, TransactionOrder } from "#shared/credits.ts";
import { useRequest } from "#web/lib/use-request.ts";
import { fetchTransactions } from "../api/credits-api.ts";

/**
 * The ledger in one order, loaded again whenever `order` or `reloads` changes; an answer that
 * arrives late is dropped. A failure is only logged, no toast: loading ends and the list is empty.
 */
export function useTransactions(order: TransactionOrder, reloads: number) {
  const { loading, value } = useRequest(`${order}#${reloads}`, (): Promise<CreditTransaction[]> =>
    fetchTransactions(order).catch((error: unknown) => {
      console.error("Failed to load transaction history", error);
      return [];
    }),
  );
  return { loading, transactions: value ?? [] };
}
