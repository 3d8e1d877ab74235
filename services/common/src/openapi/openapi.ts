import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Controller, Get, Header, type Type } from '@nestjs/common';
import { errorBodySchema, type RouteContract } from '@pylands/contracts';
import { z } from 'zod';
import { Public } from '../session/decorators';

// A type, not an interface: openapi3-ts's InfoObject takes `x-` extensions by index signature.
export type OpenApiInfo = {
  title: string;
  version: string;
  description?: string;
};

type JsonObject = Record<string, unknown>;

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** What ServiceCoreModule serves in every service beside its own routes. */
function coreRoutes(documentPath: string): RouteContract[] {
  return [
    { method: 'get', path: '/health', public: true },
    { method: 'get', path: '/health/live', public: true },
    { method: 'get', path: `/${documentPath.replace(/^\/+/, '')}`, public: true },
  ];
}

function pathParameters(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

function operation(route: RouteContract): RouteConfig {
  const status = route.status ?? (route.redirect ? 302 : route.method === 'post' ? 201 : 200);
  const body = route.body;
  return {
    method: route.method,
    path: route.path,
    operationId: `${route.method} ${route.path}`,
    security: route.public ? [{}, { session: [] }] : [{ session: [] }],
    ...(route.roles?.length ? { 'x-roles': [...route.roles] } : {}),
    request: {
      params: pathParameters(route.path),
      query: route.query as z.ZodObject | undefined,
      ...(body
        ? {
            body: {
              required: body !== 'any' && !body.safeParse(undefined).success,
              content: { 'application/json': { schema: body === 'any' ? {} : body } },
            },
          }
        : {}),
    },
    responses: {
      [String(status)]: route.redirect
        ? { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } }
        : { description: 'Success', content: { 'application/json': { schema: route.response ?? {} } } },
      '4XX': {
        description: 'Error (422: validation, with the field in the message)',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    },
  };
}

/**
 * The service's OpenAPI 3.1 document, written by zod-to-openapi from its route contracts in
 * libs/contracts (the tests compare them with the routes the server really registered).
 */
export function buildOpenApiDocument(
  routes: readonly RouteContract[],
  info: OpenApiInfo,
  documentPath: string,
): JsonObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'pylands_session',
  });
  for (const route of [...routes, ...coreRoutes(documentPath)]) registry.registerPath(operation(route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info,
  }) as unknown as JsonObject;
}

/** A controller serving the service's OpenAPI document at `path` (e.g. `api/auth/openapi.json`). */
export function openApiController(path: string, info: OpenApiInfo, routes: readonly RouteContract[]): Type {
  const document = buildOpenApiDocument(routes, info, path);
  @Controller()
  class OpenApiController {
    @Public()
    @Get(path)
    @Header('cache-control', 'no-cache')
    openapi(): JsonObject {
      return document;
    }
  }
  return OpenApiController;
}
