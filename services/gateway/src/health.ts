import type { FastifyInstance } from 'fastify';

const HEALTH_TIMEOUT_MS = 2000;

type Check = 'up' | 'down';
type Checks = Record<string, Check>;

export interface ServiceHealth {
  status: 'ok' | 'down';
  /** The service's answer; null when it did not answer at all. */
  httpStatus: number | null;
  /** Its parts as it reported them (database, redis); null when it did not answer. */
  checks: Checks | null;
}

export interface StackHealth {
  status: 'ok' | 'degraded';
  /** What is down, once each: a part a service reported (`redis`, `database`) or a silent service's name. */
  down: string[];
  services: Record<string, ServiceHealth>;
}

function checksOf(body: unknown): Checks | null {
  const checks = (body as { checks?: unknown } | null)?.checks;
  if (!checks || typeof checks !== 'object') return null;
  return Object.fromEntries(
    Object.entries(checks).map(([part, state]) => [part, state === 'up' ? 'up' : 'down']),
  ) as Checks;
}

async function serviceHealth(upstream: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL('/health', upstream), {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    const checks = checksOf(await response.json().catch(() => null));
    return { status: response.ok ? 'ok' : 'down', httpStatus: response.status, checks };
  } catch {
    return { status: 'down', httpStatus: null, checks: null };
  }
}

/**
 * GET /api/health: every service's /health side by side (readiness), 503 when one is down, with
 * the parts that are down named once at the top, so an operator sees "redis" rather than five
 * services down.
 */
export function registerStackHealth(app: FastifyInstance, services: Map<string, string>): void {
  app.get('/api/health', async (_request, reply) => {
    const entries = await Promise.all(
      [...services].map(async ([service, upstream]) => [service, await serviceHealth(upstream)] as const),
    );
    const down = new Set<string>();
    for (const [service, health] of entries) {
      if (health.status === 'ok') continue;
      const parts = Object.entries(health.checks ?? {}).filter(([, state]) => state === 'down');
      if (parts.length === 0) down.add(service);
      for (const [part] of parts) down.add(part);
    }
    const body: StackHealth = {
      status: down.size === 0 ? 'ok' : 'degraded',
      down: [...down].sort(),
      services: Object.fromEntries(entries),
    };
    return reply
      .code(down.size === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
