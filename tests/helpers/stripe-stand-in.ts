import { randomBytes } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** The keys a test app configured with Stripe shares with the stand-in and the webhook signer. */
export const STAND_IN_SECRET_KEY = "sk_test_permitlm_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_permitlm_test_secret";

/** The Stripe settings of a test app whose Stripe is the stand-in at `url`. */
export const standInStripeEnv = (url: string) => ({
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_URL: url,
});

export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
};

/**
 * A local stand-in for the two Stripe API calls we make, speaking Stripe's wire protocol:
 * form-encoded POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id, with bearer keys.
 */
export async function startStripeStandIn(secretKey = STAND_IN_SECRET_KEY) {
  const sessions = new Map<string, StandInSession>();
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${randomBytes(6).toString("hex")}`,
        });
        response.end(JSON.stringify(payload));
      };
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      const path = new URL(request.url ?? "/", "http://stand-in").pathname;
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: StandInSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total:
            Number(form.get("line_items[0][price_data][unit_amount]")) *
            Number(form.get("line_items[0][quantity]") ?? 1),
          currency: form.get("line_items[0][price_data][currency]") ?? "usd",
          client_reference_id: form.get("client_reference_id"),
          customer_email: form.get("customer_email"),
          metadata,
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === "GET" && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        if (!session) {
          return send(404, {
            error: {
              type: "invalid_request_error",
              message: `No such checkout.session: '${retrieve[1]}'`,
              code: "resource_missing",
            },
          });
        }
        return send(200, session);
      }
      return send(404, {
        error: { type: "invalid_request_error", message: "Unrecognized request URL" },
      });
    });
  });
  function move(id: string, changes: Partial<Pick<StandInSession, "status" | "payment_status">>) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return Object.assign(session, changes);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** The customer pays (as on Stripe's hosted page). */
    pay: (id: string) => move(id, { status: "complete", payment_status: "paid" }),
    /** Stripe moves the session on otherwise: it expires, or a slow payment clears or fails. */
    move,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event about a Checkout Session, as Stripe posts it: the session as it was then. */
export function checkoutEvent(
  type: string,
  session: StandInSession,
  id = `evt_${session.id}_${type}`,
): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
}

const signer = new Stripe(STAND_IN_SECRET_KEY);

/**
 * Posts a webhook payload to the app as Stripe does, signed with the webhook secret; a test of the
 * signature check may sign with another secret or timestamp, or send another body.
 */
export function deliverWebhook(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  payload: string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
) {
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: options.body ?? payload,
  });
}
