import { openDatabase } from "../src/server/db/database.ts";
import { startOpenAiStandIn } from "../tests/helpers/openai-stand-in.ts";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { signUpWithCredits } from "./bench-user.ts";

/** The model the load benches ask for: a short answer streamed in a few pieces, as a model does. */
const LOAD_MODEL = "load-stream";

/**
 * A server process (API only, as `npm start` runs it but without the pages) on a fresh PostgreSQL database, answering chats through the
 * OpenAI stand-in in this process, with `users` signed-in users holding plenty of credits. Rate
 * limits are raised out of the way (their checks still run on every request): the load comes
 * from one address.
 */
export async function startLoadServer(options: { users: number; credits: number }) {
  const benchDatabase = await createBenchDatabase("permitlm_load");
  const model = await startOpenAiStandIn("sk-load");
  model.behaviours.set(LOAD_MODEL, {
    kind: "answer",
    text: Array.from({ length: 40 }, (_, index) => `word${index} `).join("") + "[1].",
    delayMs: 5,
  });
  const server = await startServerProcess({
    DATABASE_URL: benchDatabase.url,
    LOG_LEVEL: "warn",
    WAITLIST_RATE_LIMIT: "100000000",
    SIGN_IN_RATE_LIMIT: "100000",
    OPENAI_API_KEY: "sk-load",
    OPENAI_BASE_URL: model.baseUrl,
    CHAT_MODEL: LOAD_MODEL,
  });
  const database = await openDatabase({ databaseUrl: benchDatabase.url, dataDir: "unused" });
  const cookies: string[] = [];
  for (let index = 0; index < options.users; index += 1)
    cookies.push(
      await signUpWithCredits({
        origin: server.origin,
        db: database.db,
        email: `load-${index}@example.com`,
        credits: options.credits,
      }),
    );
  return {
    origin: server.origin,
    pid: server.child.pid ?? 0,
    cookies,
    db: database.db,
    /** Whether the server process is still running. */
    alive: () => server.child.exitCode === null,
    stop: async () => {
      await database.close();
      await server.stop();
      await model.close();
      await benchDatabase.drop();
    },
  };
}
