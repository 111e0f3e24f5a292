# Hanout's image: `docker build -t hanout .`, or `docker compose up --build` with compose.yaml.
# What it needs at run time and why: docs/deployment.md ("Build, then run compiled JavaScript",
# "Docker").

# Node 22 on Debian (glibc): sharp's and argon2's prebuilt binaries are the linux-x64/arm64 gnu
# ones that package-lock.json already names, so nothing is compiled and no toolchain is needed.
FROM node:22-bookworm-slim AS base
# The npm this project is installed with, not the one the Node image ships: it reads the
# install-script policy (`allowScripts` in package.json) as development and CI machines do, so an
# image never runs an install script that a checkout would not.
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# Build stage: every dependency (Vite, tsc), then dist/ (client, server-rendering bundle, server).
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies only, the build, and the files the server reads from the
# project folder at run time.
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
# Optional dependencies stay (no --omit=optional): they carry sharp's and argon2's binaries.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# dist/: the client, the server-rendering bundle, the compiled server with its migrations.
COPY --from=build /app/dist ./dist
# Page titles, link previews and server-rendered texts come from the client's own Markdown and
# translations (server/modules/content/library.ts reads them under client/src).
COPY client/src/content ./client/src/content
COPY client/src/locales ./client/src/locales
# npm run admin:create, db:backup and db:restore run the compiled commands through it.
COPY scripts/tool.mjs ./scripts/tool.mjs
# Writable by the server's user: DATA_DIR when there is no DATABASE_URL (one container only: the
# data directory takes one process), and the demo pictures' cache, which spares a second seed the
# minute of drawing them.
RUN mkdir -p data node_modules/.cache && chown node:node data node_modules/.cache
# The Node image's unprivileged user (uid 1000): the code and dependencies stay root's, read-only
# to the process that serves.
USER node
EXPOSE 3000
# No curl in a slim image: Node's own fetch. /api/health answers 200 only after a round trip to
# the database. The start period covers migrations and a first demo seed (about a minute).
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1, not npm: SIGTERM from `docker stop` reaches the server, which finishes the
# requests in flight (10 s at most) and closes the database. Stack traces point at the sources.
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
