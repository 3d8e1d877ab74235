import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { observeHttpRequests } from '@pylands/common/dist/observability/http-metrics';
import { traceLogFields } from '@pylands/common/dist/observability/log-trace';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { registerBodyLimit } from './body-limit';
import { resolveOptions, type GatewayOptions } from './config';
import { registerRequestIdHeader, requestIdOptions } from './request-id';
import { inlineScriptHashes, registerSecurityHeaders } from './security-headers';
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

/** The shell's index.html is read once: a deployment restarts the gateway with the new one. */
function shellInlineScripts(shellDir: string): string[] {
  const file = path.join(shellDir, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}

/** Fastify's pino logger: JSON lines naming the gateway, to stdout or the given stream (tests). */
function gatewayLogger(options: GatewayOptions): FastifyServerOptions['logger'] {
  // With tracing on, a line also names its trace (trace_id) as the services' lines do.
  const base = { base: { service: 'gateway' }, mixin: traceLogFields };
  if (options.logStream) return { ...base, stream: options.logStream };
  return options.logger ? base : false;
}

/** The HTTP edge: API proxy, static front ends, Pyodide and the runner, all cross-origin isolated. */
export async function createGateway(partial: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  const options = resolveOptions(partial);
  const app = Fastify({
    logger: gatewayLogger(options),
    trustProxy: options.trustProxy,
    ...requestIdOptions,
  });
  registerRequestIdHeader(app);
  // Rate, errors and latency by route pattern; served on METRICS_PORT (main.ts), never on this port.
  observeHttpRequests(app, 'gateway');
  registerSecurityHeaders(
    app,
    foreignOrigins(options.remoteUrls),
    shellInlineScripts(options.shellDir),
    options.paddleCheckout,
  );
  registerBodyLimit(app);
  await registerApiProxy(app, options);
  await registerStaticFiles(app, options);
  return app;
}
