# syntax=docker/dockerfile:1
# The paddle-local service: the local stand-in for Paddle Billing (compose profile `local-paddle`; never in production).
# Build from the repository root: docker build -f infra/docker/paddle-local.Dockerfile -t pylands/paddle-local .
FROM node:24-bookworm-slim AS build
# No Nx daemon in a one-shot build.
ENV NX_DAEMON=false
WORKDIR /app
COPY . .
# Build this service and the workspace packages it imports, then drop dev dependencies.
RUN npm ci --no-audit --no-fund \
 && npx nx run @pylands/paddle-local:build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime: the built files, their data and production node_modules only.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PADDLE_LOCAL_PORT=3006
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/game-engine/package.json libs/game-engine/
COPY --from=build /app/libs/game-engine/dist libs/game-engine/dist
# The locale files: the engine's English messages, the e-mails' and certificates' texts.
COPY --from=build /app/shared-ui/locales shared-ui/locales
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/content/package.json libs/content/
COPY --from=build /app/libs/content/dist libs/content/dist
COPY --from=build /app/libs/content/courses libs/content/courses
COPY --from=build /app/libs/content/challenges libs/content/challenges
COPY --from=build /app/libs/content/creator-templates libs/content/creator-templates
COPY --from=build /app/libs/content/assets libs/content/assets
COPY --from=build /app/services/common/package.json services/common/
COPY --from=build /app/services/common/dist services/common/dist
COPY --from=build /app/services/payments/package.json services/payments/
COPY --from=build /app/services/payments/dist services/payments/dist
COPY --from=build /app/services/paddle-local/package.json services/paddle-local/
COPY --from=build /app/services/paddle-local/dist services/paddle-local/dist
# Numeric, so Kubernetes can check runAsNonRoot (uid 1000 is the image's "node" user).
USER 1000:1000
EXPOSE 3006
CMD ["node", "services/paddle-local/dist/main.js"]
