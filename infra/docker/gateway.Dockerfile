# syntax=docker/dockerfile:1
# The gateway: the one public port. Serves the shell, every remote, the art and Pyodide with the
# runner, and proxies /api to the services (docs/decisions.md: one image for the front ends).
# Build from the repository root: docker build -f infra/docker/gateway.Dockerfile -t pylands/gateway .
FROM node:24-bookworm-slim AS build
# No Nx daemon in a one-shot build.
ENV NX_DAEMON=false
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build --outputStyle=static \
      -p @pylands/gateway @pylands/common @pylands/python-runner @pylands/shell @pylands/mfe-play @pylands/mfe-account @pylands/mfe-creator @pylands/mfe-organization @pylands/mfe-quiz \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime: the gateway, the built front ends and production node_modules only.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/game-engine/package.json libs/game-engine/
COPY --from=build /app/libs/game-engine/dist libs/game-engine/dist
# The locale files: the engine's English messages, the e-mails' and certificates' texts.
COPY --from=build /app/shared-ui/locales shared-ui/locales
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/python-runner/package.json libs/python-runner/
COPY --from=build /app/libs/python-runner/dist libs/python-runner/dist
COPY --from=build /app/libs/content/assets libs/content/assets
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-play/dist mfe-play/dist
COPY --from=build /app/mfe-account/dist mfe-account/dist
COPY --from=build /app/mfe-creator/dist mfe-creator/dist
COPY --from=build /app/mfe-organization/dist mfe-organization/dist
COPY --from=build /app/mfe-quiz/dist mfe-quiz/dist
# The gateway's metrics and tracing come from common.
COPY --from=build /app/services/common/package.json services/common/
COPY --from=build /app/services/common/dist services/common/dist
COPY --from=build /app/services/gateway/package.json services/gateway/
COPY --from=build /app/services/gateway/dist services/gateway/dist
# Numeric, so Kubernetes can check runAsNonRoot (uid 1000 is the image's "node" user).
USER 1000:1000
EXPOSE 8080
CMD ["node", "services/gateway/dist/main.js"]
