import type { ContactMessage } from "#shared/contact.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

/** POST /api/contact: the message goes to PermitLM's support. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await expectOk(await api.contact.$post({ json: message }));
}
