import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { exposedRoutes } from '../http/bootstrap';
import { toOpenApiPath } from '../openapi/openapi';

/**
 * Where a service's OpenAPI document and the routes its HTTP server registered disagree: routes
 * the document misses, and operations it lists that nothing serves (`METHOD /path`, OpenAPI form).
 */
export function openApiCoverage(
  app: NestFastifyApplication,
  paths: Record<string, Record<string, unknown>>,
): { routes: string[]; missing: string[]; madeUp: string[] } {
  const routes = exposedRoutes(app).map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
  const listed = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const served = new Set(routes);
  const documented = new Set(listed);
  return {
    routes,
    missing: routes.filter((route) => !documented.has(route)),
    madeUp: listed.filter((operation) => !served.has(operation)),
  };
}
