# syntax=docker/dockerfile:1
# A Balss app server image (docs/DEPLOY.md, "A trial in containers"): docker build -t balss .
# Stage 1 installs with the build tools, builds the web app and the server, then prunes the build tools;
# stage 2 is the project folder as a server needs it (dist/, node_modules, migrations, locales).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server && npm prune --omit=dev --no-save

FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
VOLUME /app/data
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
