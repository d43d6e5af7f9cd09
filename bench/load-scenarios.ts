import { randomUUID } from "node:crypto";
import type autocannon from "autocannon";
import { TYPED_ADDRESSES } from "./typed-addresses.ts";

/** One kind of request the load benches send, as autocannon options for a server. */
export type Scenario = {
  name: string;
  /** What a 2xx means here, for the report. */
  what: string;
  options: (target: { origin: string; cookies: string[] }) => autocannon.Options;
};

const json = { "content-type": "application/json" };

/** Spreads requests over the signed-in users, one user after another. */
function nextCookie(cookies: string[]) {
  let index = 0;
  return () => cookies[index++ % cookies.length] ?? "";
}

export const SCENARIOS: Scenario[] = [
  {
    name: "health (floor)",
    what: "GET /healthz: the server with no database work, the ceiling for everything else",
    options: ({ origin }) => ({ url: `${origin}/healthz` }),
  },
  {
    name: "waitlist",
    what: "POST /api/waitlist with a new e-mail each time (rate-limit check, insert)",
    options: ({ origin }) => ({
      url: origin,
      requests: [
        {
          method: "POST",
          path: "/api/waitlist",
          setupRequest: (request) => ({
            ...request,
            headers: json,
            body: JSON.stringify({ email: `load-${randomUUID()}@example.com` }),
          }),
        },
      ],
    }),
  },
  {
    name: "balance read",
    what: "GET /api/credits signed in (session, balance)",
    options: ({ origin, cookies }) => {
      const cookie = nextCookie(cookies);
      return {
        url: origin,
        requests: [
          {
            method: "GET",
            path: "/api/credits",
            setupRequest: (request) => ({ ...request, headers: { cookie: cookie() } }),
          },
        ],
      };
    },
  },
  {
    name: "suggestions",
    what: "POST /api/address-autocomplete over typical partial addresses (offline gazetteer)",
    options: ({ origin }) => {
      let index = 0;
      return {
        url: origin,
        requests: [
          {
            method: "POST",
            path: "/api/address-autocomplete",
            setupRequest: (request) => ({
              ...request,
              headers: json,
              body: JSON.stringify({
                input: TYPED_ADDRESSES[index++ % TYPED_ADDRESSES.length],
                sessionToken: "load",
              }),
            }),
          },
        ],
      };
    },
  },
  {
    name: "chat start and stream",
    what: "POST /api/chat-permits: charge 2 credits, stream the stand-in model's 41 pieces (5 ms apart) to the end",
    options: ({ origin, cookies }) => {
      const cookie = nextCookie(cookies);
      return {
        url: origin,
        // Each chat holds its connection for the whole answer (about 0.2 s), so more of them.
        connections: 128,
        requests: [
          {
            method: "POST",
            path: "/api/chat-permits",
            setupRequest: (request) => ({
              ...request,
              headers: { ...json, cookie: cookie(), "idempotency-key": randomUUID() },
              body: JSON.stringify({ query: "Do I need a permit for a 12x16 deck?" }),
            }),
          },
        ],
      };
    },
  },
];

/** Every request that did not get a 2xx: connection errors, time-outs and other statuses. */
export const failuresOf = (result: autocannon.Result) =>
  result.errors + result.timeouts + result.non2xx;
