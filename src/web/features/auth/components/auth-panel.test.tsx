import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { dismissToast } from "#web/lib/toast-store.ts";
import { ACCOUNT_NOT_CREATED } from "../api/auth-errors.ts";
import { AuthPanel } from "./auth-panel.tsx";

/**
 * Better Auth's client, as the page sees it: signing in succeeds at once, and the shared session
 * store catches up a moment later (it refetches the session), as in the browser.
 */
const auth = vi.hoisted(() => {
  let session: { data: unknown; isPending: boolean; error: null } = {
    data: null,
    isPending: false,
    error: null,
  };
  const listeners = new Set<() => void>();
  return {
    signInEmail: vi.fn(),
    signUpEmail: vi.fn(),
    requestPasswordReset: vi.fn(),
    getSession: () => session,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(data: unknown) {
      session = { data, isPending: false, error: null };
      for (const listener of listeners) listener();
    },
  };
});

vi.mock("../api/auth-client.ts", async () => {
  const { useSyncExternalStore } = await import("react");
  return {
    authClient: {
      signIn: { email: auth.signInEmail },
      signUp: { email: auth.signUpEmail },
      requestPasswordReset: auth.requestPasswordReset,
      useSession: () => useSyncExternalStore(auth.subscribe, auth.getSession),
    },
  };
});

/** A successful sign-in or sign-up; the session store learns of it only afterwards. */
async function startSession({ email }: { email: string }) {
  setTimeout(() => auth.setSession({ user: { id: "u1", email }, session: {} }), 20);
  return { data: { user: { email } }, error: null };
}

beforeEach(() => {
  dismissToast();
  auth.setSession(null);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ googleSignIn: false, checkoutMode: "test" })),
  );
  auth.signInEmail.mockImplementation(startSession);
  auth.signUpEmail.mockImplementation(startSession);
  auth.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAuth(url = "/auth") {
  const Stub = createRoutesStub([
    { path: "/auth", Component: AuthPanel },
    { path: "/", Component: () => <h1>Home page</h1> },
    { path: "/projects", Component: () => <h1>My Projects page</h1> },
    { path: "/project-setup-chat/:projectId", Component: () => <h1>Chat page</h1> },
  ]);
  render(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
  button: string,
) {
  await user.type(screen.getByLabelText("Email"), email);
  // Pasting: typing 129 characters one by one is slow and proves nothing more.
  await user.click(screen.getByLabelText("Password"));
  await user.paste(password);
  await user.click(screen.getByRole("button", { name: button }));
}

describe("auth page: password length", () => {
  it.each([
    ["11 characters", "a".repeat(11), "Password must be at least 12 characters."],
    ["129 characters", "a".repeat(129), "Password must be at most 128 characters."],
  ])(
    "refuses a sign-up password of %s before asking the server",
    async (_label, password, message) => {
      const user = renderAuth();
      await user.click(screen.getByRole("tab", { name: "Sign up" }));
      await fillAndSubmit(user, "ada@example.com", password, "Create account");
      expect(screen.getByText(message)).toBeInTheDocument();
      const field = screen.getByLabelText("Password");
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
      expect(auth.signUpEmail).not.toHaveBeenCalled();
    },
  );

  it.each([12, 128])(
    "accepts %i characters and signs up with the name before the @",
    async (length) => {
      const user = renderAuth();
      await user.click(screen.getByRole("tab", { name: "Sign up" }));
      const password = "p".repeat(length);
      await fillAndSubmit(user, " Ada.Lovelace@Example.com ", password, "Create account");
      expect(auth.signUpEmail).toHaveBeenCalledWith({
        email: "ada.lovelace@example.com",
        password,
        name: "ada.lovelace",
      });
      expect(screen.queryByText(/Password must be/)).not.toBeInTheDocument();
    },
  );

  it("signs in after signing up, and says so plainly when the e-mail already had an account", async () => {
    const user = renderAuth();
    await user.click(screen.getByRole("tab", { name: "Sign up" }));
    auth.signUpEmail.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    auth.signInEmail.mockResolvedValue({
      data: null,
      error: {
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      },
    });
    await fillAndSubmit(user, "taken@example.com", "a long new passphrase", "Create account");
    expect(auth.signInEmail).toHaveBeenCalledWith({
      email: "taken@example.com",
      password: "a long new passphrase",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_NOT_CREATED);
  });

  it("checks the length on sign-in too", async () => {
    const user = renderAuth();
    await fillAndSubmit(user, "ada@example.com", "short", "Sign in");
    expect(screen.getByText("Password must be at least 12 characters.")).toBeInTheDocument();
    expect(auth.signInEmail).not.toHaveBeenCalled();
  });
});

describe("auth page: after signing in", () => {
  it("returns to the redirectTo path, with the welcome toast", async () => {
    const user = renderAuth("/auth?redirectTo=%2Fproject-setup-chat%2Fp-1");
    await fillAndSubmit(user, "ada@example.com", "correct horse battery", "Sign in");
    expect(await screen.findByRole("heading", { name: "Chat page" })).toBeInTheDocument();
    expect(auth.signInEmail).toHaveBeenCalledWith({
      email: "ada@example.com",
      password: "correct horse battery",
    });
    expect(screen.getByText("Signed in successfully")).toBeInTheDocument();
    expect(screen.getByText("Welcome back, ada!")).toBeInTheDocument();
  });

  it("waits for the session store before leaving, so a protected page sees the session", async () => {
    auth.signInEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const user = renderAuth("/auth?redirectTo=%2Fproject-setup-chat%2Fp-1");
    await fillAndSubmit(user, "ada@example.com", "correct horse battery", "Sign in");
    expect(await screen.findByText("Signed in successfully")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(screen.queryByRole("heading", { name: "Chat page" })).not.toBeInTheDocument();

    act(() => auth.setSession({ user: { id: "u1", email: "ada@example.com" }, session: {} }));
    expect(await screen.findByRole("heading", { name: "Chat page" })).toBeInTheDocument();
  });

  it.each([
    ["another site", "https://evil.example/phish"],
    ["a protocol-relative address", "//evil.example"],
    ["nothing", ""],
    ["the landing page", "/"],
    ["the waitlist page", "/coming-soon"],
  ])("goes to My Projects when redirectTo is %s", async (_label, redirectTo) => {
    const user = renderAuth(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
    await fillAndSubmit(user, "ada@example.com", "correct horse battery", "Sign in");
    expect(await screen.findByRole("heading", { name: "My Projects page" })).toBeInTheDocument();
  });

  it("says why sign-in is asked for when the page gives a reason", async () => {
    render(
      <>
        {(() => {
          const Stub = createRoutesStub([
            {
              path: "/auth",
              Component: () => <AuthPanel reason="Sign in to ask about 600 Congress Ave." />,
            },
          ]);
          return <Stub initialEntries={["/auth"]} />;
        })()}
      </>,
    );
    expect(screen.getByText("Sign in to ask about 600 Congress Ave.")).toBeVisible();
  });

  it("stays and explains when the server refuses the credentials", async () => {
    auth.signInEmail.mockResolvedValue({
      data: null,
      error: {
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      },
    });
    const user = renderAuth("/auth?redirectTo=%2Fproject-setup-chat%2Fp-1");
    await fillAndSubmit(user, "ada@example.com", "wrong password!", "Sign in");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The e-mail or password is incorrect.",
    );
    expect(screen.queryByRole("heading", { name: "Chat page" })).not.toBeInTheDocument();
  });

  it("says clearly when there were too many attempts", async () => {
    auth.signInEmail.mockResolvedValue({
      data: null,
      error: { status: 429, message: "Too many requests. Please try again later." },
    });
    const user = renderAuth();
    await fillAndSubmit(user, "ada@example.com", "correct horse battery", "Sign in");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a minute and try again.",
    );
  });
});

describe("auth page: forgot password", () => {
  it("sends a reset link for the e-mail and confirms", async () => {
    const user = renderAuth();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    // The address typed for signing in is carried over.
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Check your email for a reset link")).toBeInTheDocument();
    expect(auth.requestPasswordReset).toHaveBeenCalledWith({
      email: "ada@example.com",
      redirectTo: "/auth/reset-password",
    });
  });
});
