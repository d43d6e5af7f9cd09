import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import type { AuthSession } from "./modules/auth/auth.ts";
import type { ApiKeyCaller } from "./modules/public-api/api-key.middleware.ts";
import type { AppServices } from "./services.ts";

/** What every request handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    db: Database;
    env: Env;
    log: Logger;
    services: AppServices;
    requestId: string;
    clientIp: string;
    /** The signed-in user, or null; `requireUser` guarantees it. */
    session: AuthSession | null;
    /** On the public API (`/api/v1`): the API key that called, after `requireApiKey`. */
    apiKey?: ApiKeyCaller;
  };
};
