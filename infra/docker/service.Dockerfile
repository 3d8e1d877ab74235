# One image per NestJS service: docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=auth .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build --outputStyle=static

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /app /app
USER node
CMD ["sh", "-c", "node services/${SERVICE}/dist/main.js"]
