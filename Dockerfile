# syntax=docker/dockerfile:1
# The production image for Cloud Run or any container host: the standalone server folder on
# Node 24 (.nvmrc), run by the site's own server (server.mjs). docs/deploy.md shows the commands.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Needs the completed lockfile (docs/deploy.md, "The lockfile").
RUN npm ci --no-audit --no-fund
COPY . .

# Pages are pre-rendered from the database at build time, so the build needs the site's URL, the
# project and its bucket, and credentials that can read Firestore: a service-account key passed as
# a build secret (never stored in a layer), or Application Default Credentials where the builder
# has them. EMBEDDED_DEFAULTS=true instead builds a self-contained demo image. These are the variables
# apphosting.yaml gives its build (tests/shipped checks they agree). REDIS_URL is not among them:
# the server chooses its cache when it starts.
ARG SITE_URL
ARG FIREBASE_PROJECT_ID
ARG FIREBASE_STORAGE_BUCKET
ARG EMBEDDED_DEFAULTS
ARG JOB_APPLICANT_COUNTRIES
ARG NEXT_PUBLIC_SCHEDULER_URL
ARG NEXT_PUBLIC_FIREBASE_API_KEY
ARG NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN
ARG NEXT_PUBLIC_FIREBASE_PROJECT_ID
ARG NEXT_PUBLIC_FIREBASE_APP_ID
ARG NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID
ENV NEXT_TELEMETRY_DISABLED=1
RUN --mount=type=secret,id=google-credentials,required=false \
    if [ -f /run/secrets/google-credentials ]; then export GOOGLE_APPLICATION_CREDENTIALS=/run/secrets/google-credentials; fi; \
    npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=8080
COPY --from=build --chown=node:node /app/.next/standalone ./
# The server writes its ISR cache under .next (and, in a demo image, its data under .data).
RUN chown node:node /app
USER node
EXPOSE 8080
# Liveness only: /api/health calls no dependency. /api/ready reports the adapters.
HEALTHCHECK --interval=30s --timeout=5s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
