import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireSession } from "./require-session.tsx";

const session = vi.hoisted(() => ({
  current: { data: null as unknown, isPending: true, error: null as unknown },
}));

vi.mock("../api/auth-client.ts", () => ({
  authClient: { useSession: () => session.current },
}));

afterEach(() => {
  session.current = { data: null, isPending: true, error: null };
});

function AuthProbe() {
  const { pathname, search } = useLocation();
  return <h1>Auth page at {`${pathname}${search}`}</h1>;
}

function renderProtected(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/project-setup-chat/:projectId?",
      Component: () => <RequireSession>{(user) => <h1>Chat for {user.email}</h1>}</RequireSession>,
    },
    { path: "/auth", Component: AuthProbe },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe("route protection", () => {
  it("shows the skeleton while the session loads", () => {
    renderProtected("/project-setup-chat");
    expect(screen.getByRole("main")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("sends a visitor without a session to /auth with the path and query as return address", async () => {
    session.current = { data: null, isPending: false, error: null };
    renderProtected("/project-setup-chat/p-1?tab=files");
    expect(
      await screen.findByRole("heading", {
        name: "Auth page at /auth?redirectTo=%2Fproject-setup-chat%2Fp-1%3Ftab%3Dfiles",
      }),
    ).toBeInTheDocument();
  });

  it("shows the page to a signed-in user", () => {
    session.current = {
      data: { user: { id: "u1", email: "ada@example.com" }, session: {} },
      isPending: false,
      error: null,
    };
    renderProtected("/project-setup-chat");
    expect(screen.getByRole("heading", { name: "Chat for ada@example.com" })).toBeInTheDocument();
  });
});
