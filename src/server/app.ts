import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { timing } from "hono/timing";
import type { ApiErrorBody } from "#shared/api-error.ts";
import { DOCUMENT_CHECK_MAX_BYTES } from "#shared/documents.ts";
import type { AppEnv } from "./app-env.ts";
import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import { AppError, CLIENT_CLOSED_REQUEST, codeForStatus } from "./lib/app-error.ts";
import { resolveClientIp } from "./lib/client-ip.ts";
import type { Logger } from "./lib/logger.ts";
import { storableInputOnly } from "./lib/storable-input.ts";
import { addressAutocompleteRoutes } from "./modules/addresses/addresses.routes.ts";
import { propertyDetailsRoutes } from "./modules/addresses/property-details.routes.ts";
import { chatHistoryRoutes } from "./modules/chat/chat-history.routes.ts";
import { chatPermitsRoutes } from "./modules/chat/chat-permits.routes.ts";
import { documentChecksRoutes } from "./modules/documents/document-checks.routes.ts";
import { permitsRoutes } from "./modules/permits/permits.routes.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { loadSession } from "./modules/auth/session.middleware.ts";
import { checkoutRoutes } from "./modules/checkout/checkout.routes.ts";
import { stripeWebhookRoutes } from "./modules/checkout/stripe-webhook.routes.ts";
import { configRoutes } from "./modules/config/config.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { creditsRoutes } from "./modules/credits/credits.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import {
  API_REFERENCE_SCRIPT,
  apiReferenceRoutes,
} from "./modules/public-api/api-reference.routes.ts";
import { publicApiRoutes } from "./modules/public-api/public-api.routes.ts";
import { creditUpdatesRoutes } from "./modules/credits/credit-updates.routes.ts";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes.ts";
import type { AppServices } from "./services.ts";
import { API_CONTENT_SECURITY_POLICY } from "./site/content-security-policy.ts";
import { routeGroup } from "./lib/metrics.ts";
import { sameOriginOnly } from "./lib/same-origin.ts";
import { metricsRoutes } from "./modules/health/metrics.routes.ts";
import { embeddingHeaders } from "./site/embedding-headers.ts";
import { feedRoutes } from "./site/feeds.ts";
import { createKnownPageCheck } from "./site/known-pages.ts";
import { mountSite, type Site } from "./site/serve-site.ts";

/** JSON bodies we accept are small; anything larger is refused before it is read in full. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The one route that takes files: a document check's upload (multipart, its own limit). */
const isDocumentUpload = (c: { req: { method: string; path: string } }) =>
  c.req.method === "POST" && c.req.path === "/api/document-checks";

const tooLarge = () => {
  throw new AppError("payload_too_large");
};
const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge });
const uploadBodyLimit = bodyLimit({
  // The files, and room for the form's boundaries and fields.
  maxSize: DOCUMENT_CHECK_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError("payload_too_large", {
      message: `One check's files may total at most ${DOCUMENT_CHECK_MAX_BYTES / (1024 * 1024)} MB.`,
    });
  },
});

/** Every API route, chained so the client can infer its types (`hc<AppType>`). */
const apiRoutes = new Hono<AppEnv>()
  .route("/waitlist", waitlistRoutes)
  .route("/contact", contactRoutes)
  .route("/config", configRoutes)
  .route("/credits", creditsRoutes)
  .route("/checkout", checkoutRoutes)
  .route("/realtime", creditUpdatesRoutes)
  .route("/webhooks", stripeWebhookRoutes)
  .route("/address-autocomplete", addressAutocompleteRoutes)
  .route("/property-details", propertyDetailsRoutes)
  .route("/permits", permitsRoutes)
  .route("/chat-permits", chatPermitsRoutes)
  .route("/chat", chatHistoryRoutes)
  .route("/projects", projectsRoutes)
  .route("/document-checks", documentChecksRoutes);

export type AppType = typeof apiRoutes;

export type AppDependencies = {
  db: Database;
  env: Env;
  log: Logger;
  services: AppServices;
  /** The production build to serve; absent in development, where Vite serves the pages. */
  site?: Site | undefined;
  lifecycle?: { isDraining: () => boolean };
};

export function createApp(deps: AppDependencies) {
  const app = new Hono<AppEnv>();
  const lifecycle = deps.lifecycle ?? { isDraining: () => false };

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("db", deps.db);
    c.set("env", deps.env);
    c.set("log", deps.log);
    c.set("services", deps.services);
    c.set("session", null);
    c.set("clientIp", resolveClientIp(c, deps.env.TRUST_PROXY));
    const started = performance.now();
    await next();
    const route = routeGroup(c.req.path);
    deps.services.metrics.httpRequests.inc({ method: c.req.method, route, status: c.res.status });
    deps.services.metrics.httpDuration.observe(
      { method: c.req.method, route },
      (performance.now() - started) / 1000,
    );
    deps.log.info({
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(embeddingHeaders);
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // Nothing of ours is framed (but the embed page, site/embedding-headers.ts): what the CSP's
      // `frame-ancestors 'none'` says to browsers that read it, said to those that do not.
      xFrameOptions: "DENY",
      // A year: the least that HSTS checkers and preload lists accept (Hono's default is 180 days).
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      // The site uses none of these; a script that got in could not either.
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    }
    // API answers are one user's (a balance, a history, a session) or cheap to ask again: no
    // browser or proxy keeps them (the API reference's script, the same for all, says so
    // itself). Elsewhere a response that chose no caching gets the same.
    if (
      (c.req.path.startsWith("/api/") && c.req.path !== API_REFERENCE_SCRIPT) ||
      !c.res.headers.has("Cache-Control")
    ) {
      c.res.headers.set("Cache-Control", "no-store");
    }
  });

  app.route("/", healthRoutes(lifecycle));
  app.route("/", feedRoutes);
  app.route("/", metricsRoutes);
  // Server-Timing on every API answer: the server's own share of a request's time, for benches
  // and browser dev tools alike.
  app.use("/api/*", timing({ totalDescription: "API" }));
  app.use("/api/*", (c, next) => (isDocumentUpload(c) ? uploadBodyLimit : apiBodyLimit)(c, next));
  // An upload's files are bytes, not text to store; its fields are checked by its route.
  app.use("/api/*", (c, next) => (isDocumentUpload(c) ? next() : storableInputOnly(c, next)));
  app.route("/api/auth", authRoutes);
  // The public API answers API keys, not cookies: any origin may call it (a key is no ambient
  // credential a page could borrow), so it comes before the same-origin check and the session.
  app.route("/api/v1", publicApiRoutes);
  app.route("/api", apiReferenceRoutes);
  // Stripe posts its webhooks from its own servers; their signature is their proof.
  app.use("/api/*", async (c, next) =>
    c.req.path.startsWith("/api/webhooks/") ? next() : sameOriginOnly(c, next),
  );
  app.use("/api/*", loadSession);
  app.route("/api", apiRoutes);
  app.all("/api/*", () => {
    throw new AppError("not_found", { message: "No such API route." });
  });
  if (deps.site) mountSite(app, deps.site, createKnownPageCheck(deps.services.knowledge));

  app.notFound((c) => c.json(errorBody(new AppError("not_found")), 404));
  app.onError((error, c) => {
    // The client closed the connection (mid-body, say): whatever failed, nobody is there.
    if (c.req.raw.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    const appError = toAppError(error);
    if (appError.status >= 500) {
      deps.log.error({ err: error, requestId: c.var.requestId }, "request failed");
    }
    return c.json(errorBody(appError), appError.status, appError.headers);
  });
  return app;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new AppError(codeForStatus(error.status), { message: error.message });
  }
  // Anything else is our fault: the client gets a generic message, the log gets the details.
  return new AppError("internal_error", { cause: error });
}

function errorBody(error: AppError): ApiErrorBody {
  return { error: { code: error.code, message: error.message } };
}
