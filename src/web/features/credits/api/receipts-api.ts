import type { Receipt } from "#shared/receipts.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

/** GET /api/credits/receipts/:id: the receipt of one of the user's purchases. */
export async function fetchReceipt(id: string): Promise<Receipt> {
  const response = await expectOk(await api.credits.receipts[":id"].$get({ param: { id } }));
  return (await response.json()).receipt;
}
