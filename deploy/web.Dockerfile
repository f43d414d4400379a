# syntax=docker/dockerfile:1
# The web tier: nginx serving the built SPA and proxying /api to the backend replicas.
# Build from the repository root: docker build -f deploy/web.Dockerfile .
# Node 24 (the active LTS) only builds the SPA; nginx serves it.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci -w frontend --include-workspace-root=false --no-audit --no-fund
COPY frontend frontend
RUN npm run build -w frontend

# nginx-unprivileged runs as a non-root user and listens on 8080
FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
