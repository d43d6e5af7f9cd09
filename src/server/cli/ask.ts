import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { parseEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { createLogger } from "../lib/logger.ts";
import { createMetrics } from "../lib/metrics.ts";
import { getGazetteer } from "../modules/addresses/gazetteer.ts";
import { runChatTurn } from "../modules/chat/chat-turn.service.ts";
import { getBalance } from "../modules/credits/ledger.service.ts";
import { getKnowledgeBase } from "../modules/permits/knowledge-base.ts";
import { createPermitEngine } from "../modules/permits/permit-engine.ts";
import { createModelProvider } from "../providers.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run ask -- --address "1234 Elm St, Austin, TX 78701" "Do I need a permit for a 10x12 shed?"`
// Prints the answer the project chat would give for that address, as it streams, with the same
// settings as the server (a configured model, else the built-in permit engine). With
// `--email a@b.com` it is that account's paid chat turn: charged, stored in its history, and
// refunded if no answer comes, exactly as through the chat.
const USAGE =
  'usage: npm run ask -- --address "<street, city, state>" [--email <account>] "<question>"';
const { values, positionals } = parseArgs({
  options: { address: { type: "string" }, email: { type: "string" } },
  allowPositionals: true,
});
const question = positionals.join(" ").trim();
if (!values.address?.trim() || !question) {
  console.error(USAGE);
  process.exit(2);
}

const env = parseEnv();
const log = createLogger("warn");
const kb = getKnowledgeBase();
const engine = createPermitEngine(kb, getGazetteer());
const answerer = createModelProvider(env, { log, kb });
const context = { address: values.address.trim() };

if (!values.email) {
  const grounding = engine.answer(question, context);
  for await (const piece of answerer.stream({ question, context, grounding }))
    process.stdout.write(piece);
  process.stdout.write("\n");
} else {
  const email = values.email.trim().toLowerCase();
  await withCliDatabase(async ({ db }) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) {
      console.error(`no account with the e-mail ${email}`);
      process.exitCode = 1;
      return;
    }
    const metrics = createMetrics({ readLedgerTotals: async () => [] });
    try {
      const turn = await runChatTurn(
        {
          db,
          userId: user.id,
          requestKey: randomUUID(),
          sessionId: "command-line",
          projectId: null,
          query: question,
          property: context,
          requestId: "command-line",
        },
        { permits: engine, answerer, metrics, log },
        new AbortController().signal,
      );
      if (turn.kind === "answer")
        for await (const piece of turn.pieces) process.stdout.write(piece.content);
      process.stdout.write("\n");
      console.error(`balance: ${await getBalance({ db, userId: user.id })} credits`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  });
}
