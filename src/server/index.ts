import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { exitIfDataDirInUse } from "./db/data-dir-lock.ts";
import { openDatabase } from "./db/database.ts";
import { describeFallbacks, parseEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { sweepAbandonedTurns } from "./modules/chat/chat-turn.service.ts";
import { closeDocumentReader } from "./modules/documents/document-reader.ts";
import { purgeExpiredRateLimits } from "./modules/rate-limit/rate-limit.service.ts";
import { createAppServices } from "./services.ts";
import { loadSite } from "./site/serve-site.ts";

const RATE_LIMIT_PURGE_INTERVAL_MS = 10 * 60 * 1000;
const ABANDONED_TURN_SWEEP_INTERVAL_MS = 60 * 1000;
const MAIL_RETRY_INTERVAL_MS = 30 * 1000;

const env = parseEnv();
const log = createLogger(env.LOG_LEVEL);
for (const note of describeFallbacks(env)) console.info(`[permitlm] ${note}`);

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
}).catch(exitIfDataDirInUse);
if (env.NODE_ENV === "production" && !existsSync(env.BUILD_DIR)) {
  throw new Error(`No build in ${env.BUILD_DIR}: run \`npm run build\` or \`npm start\`.`);
}
// In development Vite serves the pages and proxies the API here.
const site = env.NODE_ENV === "production" ? loadSite(env.BUILD_DIR, env.PUBLIC_URL) : undefined;

const services = await createAppServices({ database, env, log });
let draining = false;
const app = createApp({
  db: database.db,
  env,
  log,
  services,
  site,
  lifecycle: { isDraining: () => draining },
});
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info(
    { port: info.port, database: database.kind },
    `PermitLM is listening on port ${info.port}`,
  );
});

const purgeTimer = setInterval(() => {
  purgeExpiredRateLimits({ db: database.db }).catch((error: unknown) =>
    log.warn({ err: error }, "could not purge expired rate limits"),
  );
}, RATE_LIMIT_PURGE_INTERVAL_MS);
purgeTimer.unref();

/** Answers left pending by a process that died are refunded (at boot, then every minute). */
function sweepAbandonedChats() {
  sweepAbandonedTurns({ db: database.db, olderThanSeconds: env.CHAT_ABANDONED_AFTER_SECONDS }).then(
    (refunded) => {
      if (refunded > 0)
        log.warn({ refunded }, "refunded chat answers left pending by a stopped process");
    },
    (error: unknown) => log.warn({ err: error }, "could not sweep abandoned chat answers"),
  );
}
sweepAbandonedChats();
const sweepTimer = setInterval(sweepAbandonedChats, ABANDONED_TURN_SWEEP_INTERVAL_MS);
sweepTimer.unref();

/** E-mails the mail server did not take are retried, with backoff, until sent or given up. */
const mailTimer = setInterval(() => {
  services.mailer
    .deliverDue({ db: database.db })
    .catch((error: unknown) => log.warn({ err: error }, "could not retry queued e-mails"));
}, MAIL_RETRY_INTERVAL_MS);
mailTimer.unref();

/** Document checks queued here or left by a stopped process are taken up (at boot, then polled). */
services.documents.jobs.start();

/** Stop accepting, let open requests finish (up to a deadline), then close the database. */
function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  log.info({ signal }, "shutting down");
  clearInterval(purgeTimer);
  clearInterval(sweepTimer);
  clearInterval(mailTimer);
  // The process ends only by the exit below: the steps before it wait on sockets that need not
  // hold the event loop open themselves, and a loop left empty would end the process early,
  // with code 0, before the database is closed (seen once under heavy load).
  setInterval(() => {}, 1_000);
  setTimeout(() => {
    log.warn("open requests did not finish in time; closing them");
    if ("closeAllConnections" in server) server.closeAllConnections();
    setTimeout(() => {
      log.error("the server did not stop in time; exiting");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
  }, env.SHUTDOWN_TIMEOUT_MS);
  // Live balance streams never end by themselves: end them so the server can close. Their
  // UNLISTEN must reach the database before it closes, or it fails on a closed connection.
  const streamsClosed = services.creditUpdates
    .close()
    .catch((error: unknown) => log.warn({ err: error }, "could not stop listening"));
  // A check being read goes back to the queue for the next process; the reader's threads end.
  const jobsStopped = services.documents.jobs
    .stop()
    .then(closeDocumentReader)
    .catch((error: unknown) => log.warn({ err: error }, "could not stop the document checks"));
  const exitWhenClosed = async () => {
    try {
      await streamsClosed;
      await jobsStopped;
      await database.close();
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "could not close the database");
      process.exit(1);
    }
  };
  // Not awaited by the server: it catches its own failure and ends the process either way.
  server.close(() => void exitWhenClosed());
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
