import { useRequest } from "#web/lib/use-request.ts";
import { type AppConfig, loadAppConfig } from "../api/app-config.ts";

/** The server's public config, or null until it has loaded (after the first render, never while prerendering). */
export function useAppConfig(): AppConfig | null {
  return useRequest("app-config", loadAppConfig).value ?? null;
}
