import { type ServerType, serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";

/** Serves a stand-in provider on a loopback port (a free one by default); no trailing slash. */
export async function serveStandIn(
  app: Hono,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A provider answer the test forces: an error status with the provider's own error body, or silence. */
export type ForcedAnswer = { status: number; body: unknown } | "hang" | null;

/** Answers the forced answer when one is set; a hang never answers (until the server closes). */
export async function forced(answer: ForcedAnswer): Promise<Response | null> {
  if (answer === null) return null;
  if (answer === "hang") return new Promise<Response>(() => {});
  return Response.json(answer.body, { status: answer.status });
}
