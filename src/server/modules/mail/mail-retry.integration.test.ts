import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/helpers/accounts.ts";
import { createSmtpStandIn } from "../../../../tests/helpers/smtp-stand-in.ts";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";
import { outbox } from "../../db/schema.ts";
import { MAIL_MAX_ATTEMPTS, retryDelaySeconds } from "./mail.service.ts";

const smtp = createSmtpStandIn();
// A port where no mail server answers yet: it comes up later in the tests.
const port = await smtp.listen();
await smtp.close();
const test = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
afterAll(() => smtp.close());

const post = (path: string, body: unknown) =>
  test.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const messagesTo = (to: string) => test.database.db.select().from(outbox).where(eq(outbox.to, to));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe("e-mail while the mail server is down", () => {
  it("keeps the reset e-mail sealed in the outbox and delivers it, link working, once SMTP is back", async () => {
    await signUp(test.app, "patient@example.com");
    const asked = await post("/api/auth/request-password-reset", {
      email: "patient@example.com",
      redirectTo: "/auth/reset-password",
    });
    expect(asked.status).toBe(200);
    const [queued] = await messagesTo("patient@example.com");
    expect(queued).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(queued?.lastError).toMatch(/ECONNREFUSED/);
    expect(queued?.text).toContain("[link removed: it is a credential]");
    expect(queued?.sealedText).toBeTruthy();
    expect(queued?.sealedText).not.toContain("reset-password");

    // Not due yet: nothing is tried before its backoff has passed.
    await smtp.listen(port);
    expect(await test.services.mailer.deliverDue({ db: test.database.db })).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(await test.services.mailer.deliverDue({ db: test.database.db, now: later(61) })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(smtp.received[0] ?? "")?.[1];
    expect(token).toBeTruthy();
    const [sent] = await messagesTo("patient@example.com");
    expect(sent).toMatchObject({ status: "sent", attempts: 2, sealedText: null, lastError: null });

    // Delivered once: a later round sends nothing again.
    expect(await test.services.mailer.deliverDue({ db: test.database.db, now: later(3600) })).toBe(
      0,
    );
    const reset = await post("/api/auth/reset-password", {
      newPassword: "a patient new passphrase",
      token,
    });
    expect(reset.status).toBe(200);
    await smtp.close();
  });

  it("gives up a reset e-mail once its link has expired, and wipes the sealed copy", async () => {
    await signUp(test.app, "too-late@example.com");
    await post("/api/auth/request-password-reset", {
      email: "too-late@example.com",
      redirectTo: "/auth/reset-password",
    });
    await smtp.listen(port);
    expect(await test.services.mailer.deliverDue({ db: test.database.db, now: later(3601) })).toBe(
      0,
    );
    expect(smtp.received.filter((message) => message.includes("too-late@"))).toEqual([]);
    const [given] = await messagesTo("too-late@example.com");
    expect(given).toMatchObject({ status: "failed", sealedText: null });
    expect(given?.lastError).toMatch(/expired/);
    await smtp.close();
  });

  it("waits 1, 2, 4 … minutes between attempts, at most an hour, and stops after 8", () => {
    expect([1, 2, 3, 4, 7, 8].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 3600, 3600]);
    expect(MAIL_MAX_ATTEMPTS).toBe(8);
  });
});
