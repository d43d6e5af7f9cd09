import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/helpers/test-app.ts";
import { chatMessages, users } from "../../db/schema.ts";
import { findLedgerMismatches, getBalance } from "../credits/ledger.service.ts";
import { openWallet } from "../credits/wallet.service.ts";
import { beginChatTurn, failChatTurn, finishChatTurn } from "./chat-turn.service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

async function startedTurn(userId: string) {
  const { db } = database;
  await db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.com` });
  await openWallet({ db, userId, signupBonus: 20 });
  const turn = await beginChatTurn({
    db,
    userId,
    requestKey: `key-${userId}`,
    sessionId: "s-1",
    projectId: null,
    query: "Do I need a permit for a deck?",
  });
  if (turn.kind !== "started") throw new Error(`turn ${turn.kind}`);
  return turn.assistantId;
}

const statusOf = async (id: string) =>
  (await database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]?.status;

describe("an answer finishing as the abandoned-answer sweeper refunds it", () => {
  it("completed first: the sweeper refunds nothing", async () => {
    const { db } = database;
    const assistantId = await startedTurn("finished-first");
    await finishChatTurn({ db, assistantId, content: "Yes, a permit is needed." });
    await failChatTurn({ db, userId: "finished-first", assistantId });
    expect(await statusOf(assistantId)).toBe("complete");
    expect(await getBalance({ db, userId: "finished-first" })).toBe(18);
  });

  it("refunded first: the answer stays refunded, not completed", async () => {
    const { db } = database;
    const assistantId = await startedTurn("refunded-first");
    await failChatTurn({ db, userId: "refunded-first", assistantId });
    await finishChatTurn({ db, assistantId, content: "Yes, a permit is needed." });
    expect(await statusOf(assistantId)).toBe("failed");
    expect(await getBalance({ db, userId: "refunded-first" })).toBe(20);
  });

  it("at once: one of the two wins, and the ledger holds", async () => {
    const { db } = database;
    const assistantId = await startedTurn("both-at-once");
    await Promise.all([
      finishChatTurn({ db, assistantId, content: "Yes." }),
      failChatTurn({ db, userId: "both-at-once", assistantId }),
    ]);
    const status = await statusOf(assistantId);
    expect(await getBalance({ db, userId: "both-at-once" })).toBe(status === "complete" ? 18 : 20);
    expect(await findLedgerMismatches({ db })).toEqual([]);
  });
});
