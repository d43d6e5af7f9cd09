import { Hono } from "hono";
import { transactionsQuerySchema } from "#shared/credits-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { queryParams } from "../../lib/validate.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { listTransactions } from "./ledger.service.ts";
import { findReceipt } from "./receipt.service.ts";
import { getOrOpenWallet } from "./wallet.service.ts";

/** The signed-in user's own balance and history; never anyone else's. */
export const creditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { user } = sessionOf(c);
    const credits = await getOrOpenWallet({
      db: c.var.db,
      userId: user.id,
      signupBonus: c.var.env.SIGNUP_BONUS_CREDITS,
    });
    return c.json({ credits });
  })
  .get("/transactions", queryParams(transactionsQuerySchema), async (c) => {
    const { user } = sessionOf(c);
    const transactions = await listTransactions({
      db: c.var.db,
      userId: user.id,
      order: c.req.valid("query").order,
    });
    return c.json({ transactions });
  })
  .get("/receipts/:id", async (c) => {
    const receipt = await findReceipt({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      transactionId: c.req.param("id"),
    });
    if (!receipt) throw new AppError("not_found", { message: "No such receipt." });
    return c.json({ receipt });
  });
