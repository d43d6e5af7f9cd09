import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";

/** What every request handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    db: Database;
    env: Env;
    log: Logger;
    requestId: string;
    clientIp: string;
  };
};
