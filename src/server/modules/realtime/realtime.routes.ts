import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { CREDIT_UPDATES_EVENT } from "#shared/credits.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { getBalance } from "../credits/ledger.service.ts";

const HEARTBEAT_MS = 15_000;
const RECONNECT_HINT_MS = 2_000;

/**
 * Server-sent events for the signed-in user: the balance now, then each new balance as ledger
 * changes commit (from any server process), with heartbeats to keep proxies from closing it.
 */
export const realtimeRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) => {
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
    const unsubscribe = creditUpdates.subscribe(user.id, (credits) => void send(credits));
    creditUpdates.onClose(wake);
    stream.onAbort(wake);
    const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
    try {
      await send((await getBalance({ db: c.var.db, userId: user.id })) ?? 0);
      await closed;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
});
