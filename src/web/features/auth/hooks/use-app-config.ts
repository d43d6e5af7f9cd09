import { useEffect, useState } from "react";
import { type AppConfig, loadAppConfig } from "../api/app-config.ts";

/** The server's public config, or null until it has loaded (after the first render, never while prerendering). */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadAppConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}
