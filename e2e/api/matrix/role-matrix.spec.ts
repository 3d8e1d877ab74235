import { expect, test, type APIRequestContext } from '@playwright/test';
import { SERVICE_SECRET_HEADER, type RouteContract } from '@pylands/contracts';
import { payAtLocalCheckout } from '../../support/purchase';
import { createCast, newCaller, ROLES, throwawayOf, type Cast, type Role } from '../../support/roles';
import {
  ALL_ROUTES,
  isInternal,
  ROUTE_TABLES,
  type AccessRow,
  type ApiRow,
  type As,
  type Fixtures,
  type InternalRow,
  type ServiceName,
} from './access-table';
import { callRoute, serviceOrigins, stackServiceSecret, type Seen } from './call-route';
import { EXPECTED_ACCESS, schoolLevelOf } from './expected-access';

/**
 * Issue 24's role × endpoint matrix: every route of every service (the contracts' route tables),
 * called by each of the eight identities, answers the status expected-access.ts states for it.
 */

test('the table has exactly one row for every route of every service', () => {
  const keys = ALL_ROUTES.map((entry) => entry.key);
  expect(new Set(keys).size, 'a route listed twice in the contracts').toBe(keys.length);
  const missing = keys.filter((key) => !(key in EXPECTED_ACCESS));
  const unknown = Object.keys(EXPECTED_ACCESS).filter((key) => !keys.includes(key as never));
  expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  // Internal routes are the service-to-service ones, and only they.
  const misfiled = ALL_ROUTES.filter(
    ({ key, route }) => isInternal(EXPECTED_ACCESS[key]) !== route.path.startsWith('/internal/'),
  ).map(({ key }) => key);
  expect(misfiled).toEqual([]);
});

test.describe('each role calling each route', () => {
  let cast: Cast;
  let fixtures: Fixtures;
  const shared = new Map<Role, Promise<APIRequestContext>>();
  /** The cast's own callers, kept for the whole file (prepare steps make targets with them). */
  const as: As = (role) => {
    if (!shared.has(role)) shared.set(role, newCaller(cast.states[role]));
    return shared.get(role)!;
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cast = await createCast();
    const parent = await as('parent');
    await payAtLocalCheckout(parent, 'python_course');
    const purchases = (await (await parent.get('/api/profile/students/purchases/all')).json()) as {
      purchases: { purchase_id: string }[];
    };
    fixtures = {
      ids: cast.ids,
      schoolLevel: await schoolLevelOf(as),
      purchaseId: purchases.purchases[0].purchase_id,
    };
  });

  test.afterAll(async () => {
    await Promise.all([...shared.values()].map(async (caller) => (await caller).dispose()));
  });

  /** One role's call of one route, as `state` (the cast's identity of that role unless given). */
  async function seenBy(
    route: RouteContract,
    row: AccessRow,
    role: Role,
    state = cast.states[role],
    options: { origin?: string; headers?: Record<string, string>; prepared?: Record<string, string> } = {},
  ): Promise<Seen> {
    const prepared = options.prepared ?? (row.prepare ? await row.prepare(fixtures, role, as) : {});
    const call = row.call?.(fixtures, role, prepared) ?? {};
    const caller = await newCaller(state);
    try {
      return await callRoute(caller, route, call, options);
    } finally {
      await caller.dispose();
    }
  }

  /** Every role's status for each row, and what the table expects, keyed by route. */
  async function compare(
    rows: { key: string; route: RouteContract; row: ApiRow }[],
    stateOf?: (role: Role) => Promise<Cast['states'][Role]>,
  ) {
    const seen: Record<string, Record<Role, Seen>> = {};
    const expected: Record<string, Record<Role, number>> = {};
    for (const { key, route, row } of rows) {
      // Targets are made one at a time (a teacher's proofs wait for each other), then all roles call at once.
      const prepared: Record<string, string>[] = [];
      for (const role of ROLES) prepared.push(row.prepare ? await row.prepare(fixtures, role, as) : {});
      const callAs = async (role: Role, i: number) =>
        seenBy(route, row, role, stateOf ? await stateOf(role) : undefined, { prepared: prepared[i] });
      const statuses: Seen[] = [];
      if (row.oneAtATime) for (const [i, role] of ROLES.entries()) statuses.push(await callAs(role, i));
      else statuses.push(...(await Promise.all(ROLES.map(callAs))));
      seen[key] = Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]])) as Record<Role, Seen>;
      expected[key] = Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])) as Record<
        Role,
        number
      >;
    }
    expect(seen).toEqual(expected);
  }

  const apiRows = (service: ServiceName, throwaway: boolean) =>
    ALL_ROUTES.filter((entry) => entry.service === service)
      .map(({ key, route }) => ({ key, route, row: EXPECTED_ACCESS[key] }))
      .filter((entry): entry is { key: typeof entry.key; route: RouteContract; row: ApiRow } => {
        const row = entry.row;
        return !isInternal(row) && Boolean(row.throwaway) === throwaway;
      });

  for (const service of Object.keys(ROUTE_TABLES) as ServiceName[]) {
    test(`${service}: every route through the gateway answers each role as the table says`, async () => {
      test.setTimeout(120_000);
      await compare(apiRows(service, false));
    });
  }

  test('calls that end a session or an account answer each role as the table says (throwaway identities)', async () => {
    test.setTimeout(120_000);
    const rows = (Object.keys(ROUTE_TABLES) as ServiceName[]).flatMap((service) => apiRows(service, true));
    expect(rows.length).toBeGreaterThan(0);
    await compare(rows, (role) => throwawayOf(role, cast));
  });

  test('the refused calls changed nothing the cast owns: the family’s child, the class, its student, the school’s level', async () => {
    const { parent, school } = cast.ids;
    const child = await (await as('parent')).get(`/api/profile/students/${parent.childId}`);
    expect(await child.json()).toMatchObject({ id: parent.childId, username: 'robin' });
    const teacher = await as('teacher');
    const klass = await teacher.get(`/api/organization/classes/${school.classId}`);
    expect(await klass.json()).toMatchObject({ id: school.classId, teacher_ids: [school.teacherUserId] });
    const student = await teacher.get(`/api/organization/students/${school.orgStudentId}`);
    expect(await student.json()).toMatchObject({ username: 'juniper', class_id: school.classId });
    const level = await teacher.get(`/api/level/creative/${fixtures.schoolLevel}?course_id=python`);
    expect(await level.json()).toMatchObject({ level_slug: fixtures.schoolLevel, name: 'Matrix level' });
  });

  test('internal routes: not proxied by the gateway; on the service’s port refused to every session, allowed with the service secret', async () => {
    test.setTimeout(120_000);
    const origins = serviceOrigins();
    const secret = stackServiceSecret();
    const internal = ALL_ROUTES.filter(({ key }) => isInternal(EXPECTED_ACCESS[key]));
    const seen: Record<string, Record<string, Seen>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const { key, route, service } of internal) {
      const row = EXPECTED_ACCESS[key] as InternalRow;
      // Session cookies are the gateway host's (localhost); the service's port on the same host gets them.
      const origin = origins[service].replace('127.0.0.1', 'localhost');
      const [gateway, ...sessions] = await Promise.all([
        seenBy(route, row, 'anonymous'),
        ...ROLES.map((role) => seenBy(route, row, role, undefined, { origin })),
      ]);
      const withSecret = await seenBy(route, row, 'anonymous', undefined, {
        origin,
        headers: { [SERVICE_SECRET_HEADER]: secret },
      });
      seen[key] = { gateway, ...Object.fromEntries(ROLES.map((role, i) => [role, sessions[i]])), withSecret };
      expected[key] = {
        gateway: 404,
        ...Object.fromEntries(ROLES.map((role) => [role, 401])),
        withSecret: row.withSecret,
      };
    }
    expect(seen).toEqual(expected);
  });
});
