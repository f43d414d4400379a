# syntax=docker/dockerfile:1
# The web tier: nginx serving the built SPA and proxying /api to the backend replicas.
# Built by compose (make up), from the repository root.
# Node 24 (the active LTS) only builds the SPA; nginx serves it.

# The base images, with their versions, are named in docker-compose.yml's x-images, which passes
# them; the defaults here are the same (make test-deploy checks it), so
# `docker build -f deploy/web.Dockerfile .` from the repository root builds too.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# every workspace's package.json, which npm ci checks against the lock file
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY deploy/k8s/package.json deploy/k8s/
RUN npm ci -w frontend --include-workspace-root=false --no-audit --no-fund
# the rules the SPA shares with the backend (@coach/shared), whose source Vite bundles
COPY shared shared
COPY frontend frontend
RUN npm run build -w frontend

# nginx-unprivileged runs as a non-root user and listens on 8080
FROM ${NGINX_IMAGE} AS runtime
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
