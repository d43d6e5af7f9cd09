import { api, expectOk } from "#web/lib/api-client.ts";

/** GET /api/config: what the server has switched on. */
export type AppConfig = { googleSignIn: boolean; checkoutMode: string; signupBonusCredits: number };

const FALLBACK: AppConfig = { googleSignIn: false, checkoutMode: "test", signupBonusCredits: 0 };

let pending: Promise<AppConfig> | undefined;

/** Loads the public config once per page; after a failure only e-mail sign-in shows, and the next call retries. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= api.config
    .$get()
    .then(expectOk)
    .then((response) => response.json())
    .catch(() => {
      pending = undefined;
      return FALLBACK;
    });
  return pending;
}
