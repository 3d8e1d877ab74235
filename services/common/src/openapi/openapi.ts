import { Controller, Get, Header, RequestMethod, SetMetadata, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { errorBodySchema } from '@pylands/contracts';
import { z } from 'zod';
import { IS_PUBLIC, Public, REQUIRED_ROLES } from '../session/decorators';
import { zodSchemaOf } from '../validation/zod-dto';

// Nest's own metadata keys (constants of @nestjs/common, stable across majors).
const PATH_METADATA = 'path';
const METHOD_METADATA = 'method';
const ROUTE_ARGS_METADATA = '__routeArguments__';
const HTTP_CODE_METADATA = '__httpCode__';
const REDIRECT_METADATA = '__redirect__';
const PARAM_TYPES = { BODY: 3, QUERY: 4, PARAM: 5 } as const;
const RESPONSE_SCHEMA = 'pylands:response-schema';
const BODY_SCHEMA = 'pylands:body-schema';

/** The zod schema of a route's successful answer, for the OpenAPI document. */
export const ZodResponse = (schema: z.ZodType) => SetMetadata(RESPONSE_SCHEMA, schema);

/** Documents a body the handler reads without a DTO (several accepted shapes). */
export const ZodBody = (schema: z.ZodType) => SetMetadata(BODY_SCHEMA, schema);

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

type JsonSchema = Record<string, unknown>;

interface Operation {
  operationId: string;
  summary?: string;
  security: Record<string, string[]>[];
  parameters: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  'x-roles'?: string[];
}

const METHOD_NAMES: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function asArray(value: unknown): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/**
 * OpenAPI 3.1 from what the service really serves: every controller route Nest registered, with
 * the zod schemas of its body and query DTOs (createZodDto), path parameters, @ZodResponse answers,
 * and whether a session is needed (@Public, @Roles).
 */
export function buildOpenApiDocument(modules: ModulesContainer, info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        if (name === 'constructor') continue;
        const handler = controller.prototype[name] as unknown;
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || routePaths === undefined) continue;
        const verb = METHOD_NAMES[method];
        if (!verb) continue;
        const paramTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ??
          []) as unknown[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number; data?: string }
        >;
        const parameters: JsonSchema[] = [];
        let requestBody: JsonSchema | undefined;
        for (const [key, arg] of Object.entries(args)) {
          const type = Number(key.split(':')[0]);
          const schema =
            zodSchemaOf(paramTypes[arg.index]) ??
            (type === PARAM_TYPES.BODY
              ? (Reflect.getMetadata(BODY_SCHEMA, handler) as z.ZodType | undefined)
              : undefined);
          if (type === PARAM_TYPES.QUERY && schema && !arg.data) parameters.push(...queryParameters(schema));
          if (type === PARAM_TYPES.BODY) {
            requestBody = {
              required: schema ? !schema.safeParse(undefined).success : false,
              content: {
                'application/json': { schema: schema ? toJsonSchema(schema, 'input') : {} },
              },
            };
          }
        }
        const isPublic = Boolean(
          Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller),
        );
        const roles = (Reflect.getMetadata(REQUIRED_ROLES, handler) ??
          Reflect.getMetadata(REQUIRED_ROLES, controller)) as string[] | undefined;
        const redirect = Reflect.getMetadata(REDIRECT_METADATA, handler) as
          { statusCode?: number } | undefined;
        const status =
          redirect?.statusCode ??
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          (method === RequestMethod.POST ? 201 : 200);
        const responseSchema = Reflect.getMetadata(RESPONSE_SCHEMA, handler) as z.ZodType | undefined;
        const success: JsonSchema = redirect
          ? { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } }
          : {
              description: 'Success',
              content: {
                'application/json': { schema: responseSchema ? toJsonSchema(responseSchema, 'output') : {} },
              },
            };
        const variants = prefixes.flatMap((prefix) =>
          asArray(routePaths).map((routePath) => [prefix, routePath]),
        );
        for (const [index, [prefix, routePath]] of variants.entries()) {
          {
            const path = toOpenApiPath(joinPath(prefix, routePath));
            const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => ({
              name: match[1],
              in: 'path',
              required: true,
              schema: { type: 'string' },
            }));
            paths[path] ??= {};
            paths[path][verb] = {
              operationId: `${controller.name}.${name}${index > 0 ? `_${index + 1}` : ''}`,
              security: isPublic ? [{}, { session: [] }] : [{ session: [] }],
              parameters: [...pathParameters, ...parameters],
              ...(requestBody ? { requestBody } : {}),
              responses: {
                [String(status)]: success,
                '4XX': {
                  description: 'Error (422: validation, with the field in the message)',
                  content: { 'application/json': { schema: toJsonSchema(errorBodySchema, 'output') } },
                },
              },
              ...(roles?.length ? { 'x-roles': roles } : {}),
            };
          }
        }
      }
    }
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'pylands_session' },
      },
    },
    paths,
  };
}

/** A controller serving the service's OpenAPI document at `path` (e.g. `api/auth/openapi.json`). */
export function openApiController(path: string, info: OpenApiInfo): Type {
  @Controller()
  class OpenApiController {
    private document?: JsonSchema;

    constructor(private readonly modules: ModulesContainer) {}

    @Public()
    @Get(path)
    @Header('cache-control', 'no-cache')
    openapi(): JsonSchema {
      this.document ??= buildOpenApiDocument(this.modules, info);
      return this.document;
    }
  }
  Reflect.defineMetadata('design:paramtypes', [ModulesContainer], OpenApiController);
  return OpenApiController;
}
