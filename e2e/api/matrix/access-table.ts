import type { APIRequestContext } from '@playwright/test';
import { ROUTE_TABLES, type RouteContract, type ServiceName } from '@pylands/contracts';
import { ROLES, type CastIds, type Role } from '../../support/roles';

// The service whose route table lists a route: internal routes are called on its own port.
export { ROUTE_TABLES, type ServiceName };

/** `GET /api/profile/students/{student_id}`: a route's key, as the contracts write its path. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

export const routeKey = (route: RouteContract): RouteKey =>
  `${route.method.toUpperCase() as 'GET'} ${route.path as `/${string}`}`;

/** Every route of every service, with the service that serves it. */
export const ALL_ROUTES = (Object.entries(ROUTE_TABLES) as [ServiceName, readonly RouteContract[]][]).flatMap(
  ([service, routes]) => routes.map((route) => ({ service, route, key: routeKey(route) })),
);

/** What the matrix's calls aim at: the cast's ids and the levels made for it. */
export interface Fixtures {
  ids: CastIds;
  /** The teacher's creative level, shared with the school (proof solved). */
  schoolLevel: string;
  /** A purchase of the parent's (python_course, unassigned). */
  purchaseId: string;
}

/** One request: the path's {parameters}, its query and its JSON body. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** Callers of the shared cast, for preparing a role's own target (a fresh class, a fresh child). */
export type As = (role: Exclude<Role, 'anonymous'>) => Promise<APIRequestContext>;

/** The expected status per role, in ROLES order: anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin, staff. */
export type Statuses = readonly [number, number, number, number, number, number, number, number];

interface RowBase {
  /** The request each role makes (`prepared`: what `prepare` made for this role). */
  call?: (f: Fixtures, role: Role, prepared: Record<string, string>) => Call;
  /** Makes what this role's call changes or deletes, so no call depends on another's. */
  prepare?: (f: Fixtures, role: Role, as: As) => Promise<Record<string, string>>;
  /** Why a status is what it is, where the route's contract alone does not say. */
  why?: string;
  /** The call replays code: roles call one after another (the e2e stack queues one replay). */
  oneAtATime?: boolean;
}

/** A route through the gateway: each role's exact status. */
export interface ApiRow extends RowBase {
  expect: Statuses;
  /** Ends or deletes the caller's account or sessions: each role calls as a throwaway identity of its own. */
  throwaway?: boolean;
}

/**
 * An internal route (`/internal/...`): not proxied by the gateway; on the service's own port every
 * role's session is refused without the service secret, and the secret gets `withSecret`.
 */
export interface InternalRow extends RowBase {
  withSecret: number;
}

export type AccessRow = ApiRow | InternalRow;

export const isInternal = (row: AccessRow): row is InternalRow => 'withSecret' in row;

/** Each role's same status. */
export const every = (status: number): Statuses => ROLES.map(() => status) as unknown as Statuses;

/** A private route any signed-in caller gets: 401 for a visitor, `status` for the rest. */
export const signedIn = (status: number): Statuses =>
  ROLES.map((role) => (role === 'anonymous' ? 401 : status)) as unknown as Statuses;

/** Fills a contract path's {parameters}. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
}
