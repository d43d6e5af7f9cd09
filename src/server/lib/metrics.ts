import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (`GET /metrics`): requests and their latency, chat starts
 * and answers, provider errors, Node's own figures, and the ledger's totals by type, which are
 * read from the database when scraped so every process reports the same, whole figures.
 */
export function createMetrics(options: {
  /** Sums the ledger's amounts by transaction type (credits sold, spent, refunded). */
  readLedgerTotals: () => Promise<{ type: string; credits: number }[]>;
}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "permitlm_" });
  new Gauge({
    name: "permitlm_ledger_credits",
    help: "Credits moved by all ledger rows of each type (purchase: sold; query_usage: spent, negative).",
    labelNames: ["type"],
    registers,
    async collect() {
      this.reset();
      for (const { type, credits } of await options.readLedgerTotals()) this.set({ type }, credits);
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: "permitlm_http_requests_total",
      help: "HTTP requests answered, by method, route group and status.",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "permitlm_http_request_duration_seconds",
      help: "Time to the response headers (for streams: to the first words), by route group.",
      labelNames: ["method", "route"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    chatStarts: new Counter({
      name: "permitlm_chat_starts_total",
      help: "Paid chat questions begun (2 credits debited).",
      registers,
    }),
    chatAnswers: new Counter({
      name: "permitlm_chat_answers_total",
      help: "Chat answers by outcome: complete, interrupted (the client left) or refunded.",
      labelNames: ["outcome"],
      registers,
    }),
    providerErrors: new Counter({
      name: "permitlm_provider_errors_total",
      help: "Failed calls to outside providers: model, address, property, stripe, mail (SMTP) or storage (S3).",
      labelNames: ["provider"],
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A bounded label for a request path: the API route group, or "page" for the site. */
export function routeGroup(path: string): string {
  if (!path.startsWith("/api/")) return path === "/metrics" ? "metrics" : "page";
  return path.split("/").slice(0, 3).join("/");
}
