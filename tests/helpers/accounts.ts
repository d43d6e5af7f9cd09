import { expect } from "vitest";

type RequestingApp = {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
};

export const TEST_PASSWORD = "correct horse battery";

let nextAddress = 0;

/** A different client address per call, so the sign-up rate limit only applies where a test wants it. */
export function freshClientIp(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/**
 * Signs up through Better Auth, then signs in as the web client does (sign-up itself opens no
 * session), and returns the session cookie and user id. The sign-in is one of the account's
 * sign-in attempts.
 */
export async function signUp(app: RequestingApp, email: string, password = TEST_PASSWORD) {
  const headers = { "content-type": "application/json", "x-forwarded-for": freshClientIp() };
  const signedUp = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: email.split("@")[0] }),
  });
  expect(signedUp.status, await signedUp.clone().text()).toBe(200);
  const response = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return {
    userId: body.user.id,
    cookie: sessionCookie(response),
    bearer: response.headers.get("set-auth-token") ?? "",
    setCookie: response.headers.get("set-cookie") ?? "",
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export function authed(cookie: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), cookie } };
}

/** The signed-in user's credit balance, as the API reports it. */
export async function balanceOf(app: RequestingApp, cookie: string): Promise<number> {
  const response = await app.request("/api/credits", authed(cookie));
  return ((await response.json()) as { credits: number }).credits;
}

export function jsonPost(cookie: string, body: unknown): RequestInit {
  return authed(cookie, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
