import { apiKeyClient } from "@better-auth/api-key/client";
import { createAuthClient } from "better-auth/react";

/**
 * The Better Auth client. Same origin, so the session travels in the cookie; without a baseURL
 * it resolves against the page's origin in the browser and stays inert while prerendering.
 */
export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [apiKeyClient()] });

export type SessionUser = typeof authClient.$Infer.Session.user;
