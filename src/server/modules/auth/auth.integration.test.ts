import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEST_PASSWORD,
  authed,
  freshClientIp,
  sessionCookie,
  signUp,
} from "../../../../tests/helpers/accounts.ts";
import { createSmtpStandIn } from "../../../../tests/helpers/smtp-stand-in.ts";
import {
  createTestApp,
  createTestDatabase,
  testEnv,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";
import { outbox, verifications } from "../../db/schema.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { env: testEnv({ SIGN_IN_RATE_LIMIT: "3" }) });
});
afterAll(async () => database.destroy());

/** A JSON POST from a fresh client address, to the suite's app or another one. */
function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  target: Pick<typeof app, "request"> = app,
) {
  return target.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshClientIp(), ...headers },
    body: JSON.stringify(body),
  });
}

function signOut(cookie: string) {
  const request = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
  return app.request("/api/auth/sign-out", authed(cookie, request));
}

describe("accounts", () => {
  it("issues an HttpOnly, SameSite=Lax session cookie on signing in after sign-up", async () => {
    const { setCookie } = await signUp(app, "cookie@example.com");
    expect(setCookie).toMatch(/better-auth\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain http here; Secure comes with an https PUBLIC_URL
  });

  it("marks the session cookie Secure when the site is served over HTTPS", async () => {
    const httpsApp = await createTestApp(database, {
      env: testEnv({ PUBLIC_URL: "https://permitlm.example" }),
    });
    const { setCookie } = await signUp(httpsApp, "secure@example.com");
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it("answers sign-up alike whether or not the e-mail has an account, and tells the owner", async () => {
    await signUp(app, "taken@example.com");
    const attempt = (email: string) =>
      post("/api/auth/sign-up/email", { email, password: "another long passphrase", name: "x" });
    const [existing, fresh] = [
      await attempt("taken@example.com"),
      await attempt("free@example.com"),
    ];
    const shape = async (response: Response) => ({
      status: response.status,
      cookies: response.headers.getSetCookie(),
      keys: Object.keys((await response.json()) as object).sort(),
    });
    const existingShape = await shape(existing);
    expect(existingShape).toEqual(await shape(fresh));
    expect(existingShape).toEqual({ status: 200, cookies: [], keys: ["token", "user"] });
    // The account is unchanged: its own password still works, the new one does not.
    expect(
      (
        await post("/api/auth/sign-in/email", {
          email: "taken@example.com",
          password: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post("/api/auth/sign-in/email", {
          email: "taken@example.com",
          password: "another long passphrase",
        })
      ).status,
    ).toBe(401);
    const notes = await database.db.select().from(outbox).where(eq(outbox.to, "taken@example.com"));
    expect(notes.map((note) => note.subject)).toEqual([
      "Someone tried to create a PermitLM account with your e-mail",
    ]);
  });

  it("accepts the session as a Bearer token for API clients", async () => {
    const { bearer } = await signUp(app, "api-client@example.com");
    const response = await app.request("/api/credits", {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ credits: 20 });
    const wrong = await app.request("/api/credits", {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(wrong.status).toBe(401);
  });

  it.each([
    ["11 characters", "a".repeat(11)],
    ["129 characters", "a".repeat(129)],
  ])("refuses a password of %s", async (_label, password) => {
    const response = await post("/api/auth/sign-up/email", {
      email: `short-${password.length}@example.com`,
      password,
      name: "x",
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ["12 spaces", " ".repeat(12)],
    ["12 zero-width spaces", "\u200b".repeat(12)],
    ["a common word and digits", "password1234"],
    ["a keyboard run", "qwertyuiop12"],
  ])("refuses a password that is easy to guess (%s), and says why", async (_label, password) => {
    const email = `weak-${password.codePointAt(0)}-${password.length}@example.com`;
    const response = await post("/api/auth/sign-up/email", { email, password, name: "x" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^This password is too easy to guess\./,
    );
    const signIn = await post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(401);
  });

  it("signs in with the right password, and answers 429 past the sign-in limit from one address", async () => {
    await signUp(app, "limited@example.com");
    const address = "203.0.113.50";
    const attempt = (password: string) =>
      post(
        "/api/auth/sign-in/email",
        { email: "limited@example.com", password },
        { "x-forwarded-for": address },
      );
    const good = await attempt(TEST_PASSWORD);
    expect(good.status).toBe(200);
    expect(sessionCookie(good)).toMatch(/better-auth\.session_token=/);
    expect((await attempt("wrong password!!")).status).toBe(401);
    expect((await attempt("wrong password!!")).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    // Another address is unaffected.
    expect(
      (
        await post("/api/auth/sign-in/email", {
          email: "limited@example.com",
          password: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it("keeps the sign-in limit across server processes sharing the database", async () => {
    const second = await database.openSecondHandle();
    const otherProcess = await createTestApp(second, { env: testEnv({ SIGN_IN_RATE_LIMIT: "3" }) });
    const address = "203.0.113.77";
    const attempt = (target: typeof app) =>
      target.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong password!!" }),
      });
    const statuses = [];
    for (const target of [app, otherProcess, app, otherProcess])
      statuses.push((await attempt(target)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("allows an account a limited number of sign-in attempts an hour, whatever the address", async () => {
    const limited = await createTestApp(database, {
      env: testEnv({ SIGN_IN_ACCOUNT_LIMIT: "4", SIGN_IN_RATE_LIMIT: "1000" }),
    });
    // Signing up signs in once: the first of the four attempts.
    await signUp(limited, "targeted@example.com");
    const attempt = (password: string) =>
      post("/api/auth/sign-in/email", { email: "Targeted@Example.com", password }, {}, limited);
    const statuses = [];
    for (let round = 0; round < 3; round += 1)
      statuses.push((await attempt("wrong password!!")).status);
    expect(statuses).toEqual([401, 401, 401]);
    // Every attempt came from a new address; the fourth is refused, even with the password.
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(testEnv().SIGN_IN_ACCOUNT_LIMIT).toBe(100);
  });

  it("counts sign-in attempts sent as a form against the account too", async () => {
    const limited = await createTestApp(database, {
      env: testEnv({ SIGN_IN_ACCOUNT_LIMIT: "3", SIGN_IN_RATE_LIMIT: "1000" }),
    });
    // Signing up signs in once: the first of the three attempts.
    await signUp(limited, "formed@example.com");
    const attempt = (password: string, type: "form" | "multipart" | "json") => {
      const fields = { email: "Formed@Example.com", password };
      const body =
        type === "json"
          ? JSON.stringify(fields)
          : type === "form"
            ? new URLSearchParams(fields).toString()
            : Object.entries(fields).reduce((form, [key, value]) => {
                form.append(key, value);
                return form;
              }, new FormData());
      return limited.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "x-forwarded-for": freshClientIp(),
          ...(type === "json" ? { "content-type": "application/json" } : {}),
          ...(type === "form" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body,
      });
    };
    const statuses = [
      (await attempt("wrong password!!", "form")).status,
      (await attempt("wrong password!!", "multipart")).status,
    ];
    expect(statuses.every((status) => status !== 429)).toBe(true);
    // Two form guesses spent the account's allowance: even the right password in JSON is refused.
    expect((await attempt(TEST_PASSWORD, "json")).status).toBe(429);
  });

  it("never rate-limits reading one's own session (every page load does it)", async () => {
    const { cookie } = await signUp(app, "many-tabs@example.com");
    const statuses = new Set<number>();
    for (let round = 0; round < 120; round += 1) {
      const response = await app.request(
        "/api/auth/get-session",
        authed(cookie, { headers: { "x-forwarded-for": "203.0.113.50" } }),
      );
      statuses.add(response.status);
    }
    expect([...statuses]).toEqual([200]);
  });

  it("answers an auth path that does not exist like every API route: 404 with a JSON error", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await app.request("/api/auth/no-such-endpoint", { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("signs out: the cookie stops working", async () => {
    const { cookie } = await signUp(app, "leaver@example.com");
    expect((await signOut(cookie)).status).toBe(200);
    expect((await app.request("/api/credits", authed(cookie))).status).toBe(401);
  });

  it("signs out on one server process: the cookie stops working on another within a second", async () => {
    const second = await database.openSecondHandle();
    const otherProcess = await createTestApp(second);
    const { cookie } = await signUp(app, "roamer@example.com");
    // The other process checks the session once and then serves it from memory.
    for (let round = 0; round < 2; round += 1)
      expect((await otherProcess.request("/api/credits", authed(cookie))).status).toBe(200);
    expect((await signOut(cookie)).status).toBe(200);
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await otherProcess.request("/api/credits", authed(cookie))).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });
});

describe("password reset", () => {
  it("e-mails a reset link over SMTP, and the link's token sets a new password", async () => {
    const smtp = createSmtpStandIn();
    const { received } = smtp;
    const port = await smtp.listen();
    try {
      const mailingApp = await createTestApp(database, {
        env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      });
      await signUp(mailingApp, "forgetful@example.com");
      const request = await post(
        "/api/auth/request-password-reset",
        { email: "forgetful@example.com", redirectTo: "/auth/reset-password" },
        {},
        mailingApp,
      );
      expect(request.status).toBe(200);
      expect(received).toHaveLength(1);
      const message = received[0] ?? "";
      expect(message).toMatch(/To: forgetful@example\.com/);
      expect(message).toMatch(/Subject: Reset your PermitLM password/);
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(message)?.[1];
      expect(token).toBeTruthy();
      // A second request sends a second link; the first stays valid until one of them is used.
      await post(
        "/api/auth/request-password-reset",
        { email: "forgetful@example.com", redirectTo: "/auth/reset-password" },
        {},
        mailingApp,
      );
      const newer = /reset-password\/([A-Za-z0-9_-]+)/.exec(received[1] ?? "")?.[1];
      expect(newer).toBeTruthy();
      expect(newer).not.toBe(token);
      // Only hashes of the tokens are stored, and the outbox keeps no link.
      const stored = JSON.stringify(await database.db.select().from(verifications));
      for (const secret of [token, newer]) expect(stored).not.toContain(secret);
      const sent = JSON.stringify(await database.db.select().from(outbox));
      for (const secret of [token, newer]) expect(sent).not.toContain(secret);

      const weak = await post(
        "/api/auth/reset-password",
        { newPassword: "password1234", token: newer },
        {},
        mailingApp,
      );
      expect(weak.status).toBe(400);
      const reset = await post(
        "/api/auth/reset-password",
        { newPassword: "a brand new passphrase", token: newer },
        {},
        mailingApp,
      );
      expect(reset.status).toBe(200);
      const signIn = await post(
        "/api/auth/sign-in/email",
        { email: "forgetful@example.com", password: "a brand new passphrase" },
        {},
        mailingApp,
      );
      expect(signIn.status).toBe(200);
      // Using the newer link ended the older one.
      const stale = await post(
        "/api/auth/reset-password",
        { newPassword: "another fresh passphrase", token },
        {},
        mailingApp,
      );
      expect(stale.status).toBe(400);
      const kept = await database.db.select().from(outbox);
      expect(
        kept.some((row) => row.to === "forgetful@example.com" && row.transport === "smtp"),
      ).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("without SMTP, writes the message to the outbox instead", async () => {
    await signUp(app, "offline@example.com");
    const response = await post("/api/auth/request-password-reset", {
      email: "offline@example.com",
      redirectTo: "/auth/reset-password",
    });
    expect(response.status).toBe(200);
    const kept = await database.db.select().from(outbox);
    const message = kept.find((row) => row.to === "offline@example.com");
    expect(message).toMatchObject({ transport: "log", subject: "Reset your PermitLM password" });
    expect(message?.text).toContain("[link removed: it is a credential]");
    expect(message?.text).not.toMatch(/reset-password\/\w/);
  });
});

describe("Google sign-in", () => {
  it("is off without credentials and, when configured, sends the browser to Google's consent page", async () => {
    expect(await (await app.request("/api/config")).json()).toMatchObject({ googleSignIn: false });
    const googleApp = await createTestApp(database, {
      env: testEnv({
        GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "google-secret",
      }),
    });
    expect(await (await googleApp.request("/api/config")).json()).toMatchObject({
      googleSignIn: true,
    });
    const response = await post(
      "/api/auth/sign-in/social",
      { provider: "google", callbackURL: "/project-setup-chat" },
      {},
      googleApp,
    );
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const consent = new URL(url);
    expect(consent.origin).toBe("https://accounts.google.com");
    expect(consent.searchParams.get("client_id")).toBe("client-123.apps.googleusercontent.com");
    expect(consent.searchParams.get("redirect_uri")).toBe(
      "http://localhost/api/auth/callback/google",
    );
    expect(consent.searchParams.get("scope")).toContain("email");
    expect(consent.searchParams.get("state")).toBeTruthy();
  });
});
