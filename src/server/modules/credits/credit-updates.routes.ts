import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { CREDIT_UPDATES_EVENT } from "#shared/credits.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { getOrOpenWallet } from "./wallet.service.ts";

const HEARTBEAT_MS = 15_000;
const RECONNECT_HINT_MS = 2_000;

/**
 * Server-sent events for the signed-in user: the balance now, then each new balance as ledger
 * changes commit (from any server process), with heartbeats to keep proxies from closing it.
 */
export const creditUpdatesRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) => {
  const { user } = sessionOf(c);
  const { creditUpdates } = c.var.services;
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const send = (credits: number) =>
      stream.writeSSE({
        event: CREDIT_UPDATES_EVENT,
        data: JSON.stringify({ credits }),
        retry: RECONNECT_HINT_MS,
      });
    // Subscribe before reading, so no change is missed; a change that arrives during the read
    // is newer than what the read may return, so the read is then not sent.
    let changed = false;
    const unsubscribe = creditUpdates.subscribe(user.id, (credits) => {
      changed = true;
      void send(credits);
    });
    const stopOnClose = creditUpdates.onClose(wake);
    stream.onAbort(wake);
    const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
    try {
      const credits = await getOrOpenWallet({
        db: c.var.db,
        userId: user.id,
        signupBonus: c.var.env.SIGNUP_BONUS_CREDITS,
      });
      if (!changed) await send(credits);
      await closed;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      stopOnClose();
    }
  });
});
