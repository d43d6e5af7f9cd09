import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the API runs as its own process (scripts/dev.ts); Vite forwards to it.
const apiOrigin = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: {
      "/api": apiOrigin,
      "/healthz": apiOrigin,
      "/readyz": apiOrigin,
    },
  },
});
