# syntax=docker/dockerfile:1
# The API (NestJS), built by compose (make up) from the repository root.
# Node 24, the active LTS (package.json engines.node names the supported versions).

# The base image, with its version, is named in docker-compose.yml's x-images, which passes it; the
# default here is the same (make test-deploy checks it), so `docker build -f deploy/backend.Dockerfile .`
# from the repository root builds too.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# every workspace's package.json, which npm ci checks against the lock file
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY deploy/k8s/package.json deploy/k8s/
RUN npm ci -w backend -w frontend --include-workspace-root=false --no-audit --no-fund
# the rules both apps apply (@coach/shared): the SPA's build reads their source, the backend's build
# makes their CommonJS build (shared/dist) first, which the backend loads at run time
COPY shared shared
# the SPA too: the backend renders its pages (index.html, the server bundle dist-server)
COPY frontend frontend
RUN npm run build -w frontend
COPY backend backend
RUN npm run build -w backend \
    && npm prune -w backend --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# a font for the initials on the site's icons, which the backend draws (modules/pages/site-icons.ts)
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/node_modules node_modules
# node_modules/@coach/shared is npm's link to shared/: its package.json and CommonJS build
COPY --from=build /app/shared/package.json shared/package.json
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/backend/package.json backend/package.json
# the backend's own versions where they differ from the hoisted ones (OpenTelemetry's SDK, sanitize-html…)
COPY --from=build /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
# the bucket one-shots (the s3-bucket service; moving files between buckets), on the backend's build
COPY deploy/backend-storage.mjs deploy/s3-bucket.mjs deploy/s3-copy.mjs deploy/
ENV SPA_DIR=/app/frontend/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# liveness, not readiness: a restart does not bring a slow or unreachable database back (README, "Health")
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# a bounded heap, as `make run` (README, "Scale"); set BACKEND_HEAP_MB and BACKEND_SEMI_SPACE_MB to change it
ENV BACKEND_HEAP_MB=160 BACKEND_SEMI_SPACE_MB=2
CMD ["sh", "-c", "exec node --max-old-space-size=${BACKEND_HEAP_MB} --max-semi-space-size=${BACKEND_SEMI_SPACE_MB} backend/dist/main.js"]
