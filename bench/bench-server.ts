import { openDatabase } from "../src/server/db/database.ts";
import { type ModelBehaviour, startOpenAiStandIn } from "../tests/helpers/openai-stand-in.ts";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { signUpWithCredits } from "./bench-user.ts";

/** The model the bench server asks for; `model.behaviours.set(BENCH_MODEL, …)` says how it answers. */
export const BENCH_MODEL = "bench-stream";

/** The load benches' answer: 41 pieces, 5 ms apart, as a model streams. */
const STREAMED_ANSWER: ModelBehaviour = {
  kind: "answer",
  text: Array.from({ length: 40 }, (_, index) => `word${index} `).join("") + "[1].",
  delayMs: 5,
};

/**
 * A server process (API only, as `npm start` runs it but without the pages) on a fresh
 * PostgreSQL database, answering chats through the OpenAI stand-in in this process (or, with
 * `answerer: "engine"`, the built-in engine), with `users` signed-in users holding `credits`.
 * Rate limits are raised out of the way (their checks still run): the load comes from one
 * address.
 */
export async function startBenchServer(options: {
  users: number;
  credits: number;
  answerer?: "model" | "engine";
  /** Extra Node.js flags for the server, such as `--cpu-prof`. */
  nodeArgs?: string[];
}) {
  const benchDatabase = await createBenchDatabase("permitlm_bench");
  const model = await startOpenAiStandIn("sk-load");
  model.behaviours.set(BENCH_MODEL, STREAMED_ANSWER);
  const server = await startServerProcess(
    {
      DATABASE_URL: benchDatabase.url,
      LOG_LEVEL: "warn",
      WAITLIST_RATE_LIMIT: "100000000",
      SIGN_IN_RATE_LIMIT: "100000",
      ...(options.answerer === "engine"
        ? {}
        : { OPENAI_API_KEY: "sk-load", OPENAI_BASE_URL: model.baseUrl, CHAT_MODEL: BENCH_MODEL }),
    },
    options.nodeArgs,
  );
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
    /** The OpenAI stand-in: its behaviours and per-request timings. */
    model,
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
