# The edge: serves the shell, remotes, art, Pyodide and the runner, and proxies /api.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build --outputStyle=static

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8080
CMD ["node", "services/gateway/dist/main.js"]
