import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { resolveOptions, type GatewayOptions } from './config';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';

/** Origins of remotes configured on other hosts: the page CSP must let their scripts load. */
function foreignOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // A path such as /remotes/mfe-play/remoteEntry.js is same-origin.
    }
  }
  return [...origins];
}

/** The HTTP edge: API proxy, static front ends, Pyodide and the runner, all cross-origin isolated. */
export async function createGateway(partial: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  const options = resolveOptions(partial);
  const app = Fastify({ logger: options.logger, trustProxy: options.trustProxy });
  registerSecurityHeaders(app, foreignOrigins(options.remoteUrls));
  await registerApiProxy(app, options);
  await registerStaticFiles(app, options);
  return app;
}
