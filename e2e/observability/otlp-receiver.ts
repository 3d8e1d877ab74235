import { createServer, type Server } from 'node:http';

/** One span as an OTLP/HTTP JSON export names it, with its resource's service.name. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string };
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resource) => {
    const service =
      resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
        .stringValue ?? 'unknown';
    return (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
      })),
    );
  });
}

/**
 * An OTLP/HTTP trace receiver on loopback, as a collector would be: POST /v1/traces takes the
 * services' JSON exports (a protobuf export is refused with 415, so a change of encoding fails the
 * test loudly); GET /spans?trace_id= lists what arrived, for the specs in other processes.
 */
export async function startOtlpReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'GET' && url.pathname === '/spans') {
      const traceId = url.searchParams.get('trace_id');
      const found = traceId ? spans.filter((span) => span.traceId === traceId) : spans;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      response.writeHead(415).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
