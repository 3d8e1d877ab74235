import type { z } from 'zod';

export type RouteMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * One route a service serves, as its OpenAPI document describes it. The services' tests compare
 * each list with the routes their HTTP server registered, both ways.
 */
export interface RouteContract {
  method: RouteMethod;
  /** In OpenAPI form: `/api/profile/students/{student_id}` (path parameters are strings). */
  path: string;
  /** The query's object schema; its properties become query parameters. */
  query?: z.ZodType;
  /** The body's schema; `'any'` for a body read without one. */
  body?: z.ZodType | 'any';
  /** The successful answer's schema. */
  response?: z.ZodType;
  /** The success status: 201 for POST, 302 for a redirect, 200 otherwise. */
  status?: number;
  /** Answers with a redirect (Location) rather than JSON. */
  redirect?: boolean;
  /** Callable without a session. */
  public?: boolean;
  /** Roles allowed (documented as `x-roles`). */
  roles?: readonly string[];
}
