import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { apiKey } from "@better-auth/api-key";
import { API_KEY_NAME_MAX_CHARS, API_KEY_PREFIX } from "#shared/api-keys.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth.ts";
import type { Database } from "../../db/database.ts";
import {
  accounts,
  apiKeys,
  authRateLimits,
  sessions,
  users,
  verifications,
} from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { Logger as AppLogger } from "../../lib/logger.ts";
import { trustedOrigins } from "../../lib/trusted-origins.ts";
import { openWallet } from "../credits/wallet.service.ts";
import type { Mailer } from "../mail/mail.service.ts";
import { weakPasswordReason } from "./password-strength.ts";

/** Set by our server from the socket (or trusted proxy) address; any client value is replaced. */
export const CLIENT_IP_HEADER = "x-permitlm-client-ip";

/** The sign-in paths that share the sign-in rate limit. */
const SIGN_IN_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
];

/** The endpoints that set a password, and the body field that holds it. */
const PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

/** Refuses a new password that is easy to guess, with why, before Better Auth sets it. */
const refuseWeakPasswords = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_FIELDS[ctx.path];
  const body = ctx.body as Record<string, unknown> | undefined;
  const password = field ? body?.[field] : undefined;
  if (typeof password !== "string") return;
  const email = typeof body?.email === "string" ? body.email : undefined;
  const reason = weakPasswordReason(password, email);
  if (reason) throw new APIError("BAD_REQUEST", { message: reason, code: "WEAK_PASSWORD" });
});

/** Better Auth on our database: e-mail + password, Google when configured, bearer tokens. */
/** A reset link works for an hour. */
const RESET_LINK_SECONDS = 60 * 60;

/**
 * Better Auth's log lines in ours. A refused API key (unknown, revoked, over its rate limit) is
 * the caller's mistake, answered 401 or 429: not an error of ours.
 */
function authLogger(log: AppLogger) {
  return {
    log: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
      const quiet = message.startsWith("Failed to validate API key");
      log[quiet ? "debug" : level]({ details: args }, `auth: ${message}`);
    },
  };
}

export function createAuth(options: {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  log: AppLogger;
}) {
  const { db, env, secret, mailer } = options;
  const signInRule = { window: env.SIGN_IN_RATE_WINDOW_SECONDS, max: env.SIGN_IN_RATE_LIMIT };
  return betterAuth({
    appName: "PermitLM",
    logger: authLogger(options.log),
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(env.PUBLIC_URL),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        apikey: apiKeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers alike whether or not the e-mail has an account (no session either way;
      // the client signs in next), so sign-up cannot be used to find out who has one. The
      // owner of an existing account hears of the attempt instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          db,
          email: {
            to: user.email,
            subject: "Someone tried to create a PermitLM account with your e-mail",
            text: `Someone tried to create a new PermitLM account with this e-mail address, which already has one.\n\nIf it was you, sign in at ${env.PUBLIC_URL}/auth, or choose "Forgot password?" there to set a new password.\n\nIf it wasn't you, you need do nothing: no account was created and yours is unchanged.`,
          },
        });
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          db,
          email: {
            to: user.email,
            subject: "Reset your PermitLM password",
            text: `Someone asked to reset the password of your PermitLM account.\n\nTo choose a new password, open this link within an hour:\n${url}\n\nIf it wasn't you, ignore this e-mail; your password stays as it is.`,
            // The link is a credential: sent, never kept readable in the outbox.
            secrets: [url],
            validForSeconds: RESET_LINK_SECONDS,
          },
        });
      },
      // A used link ends every other reset link of the account, older or newer.
      onPasswordReset: async ({ user }) => {
        await db.delete(verifications).where(eq(verifications.value, user.id));
      },
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Reset tokens are kept only as hashes: a copy of the database resets no password.
    verification: { storeIdentifier: "hashed" },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        ...Object.fromEntries(SIGN_IN_PATHS.map((path) => [path, signInRule])),
        // Every page load reads its own session: limiting it by address would sign out every
        // tab behind one shared address (an office, a proxy), and a session token can't be
        // guessed from it.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await openWallet({ db, userId: user.id, signupBonus: env.SIGNUP_BONUS_CREDITS });
          },
        },
      },
    },
    hooks: { before: refuseWeakPasswords },
    plugins: [
      // Only the signed token from the `set-auth-token` header works as a Bearer token.
      bearer({ requireSignature: true }),
      // Keys for the public API (`/api/v1`): named, kept hashed, shown once, rate-limited each.
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        requireName: true,
        minimumNameLength: 1,
        maximumNameLength: API_KEY_NAME_MAX_CHARS,
        startingCharactersConfig: { charactersLength: API_KEY_PREFIX.length + 6 },
        // A key is not a browser session: it reaches only the public API, never an account page.
        enableSessionForAPIKeys: false,
        rateLimit: { enabled: true, timeWindow: 60_000, maxRequests: env.API_KEY_RATE_LIMIT },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
