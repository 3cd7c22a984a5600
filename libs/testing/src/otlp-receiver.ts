import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/JSON export carries it, with the service that sent it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
}

export interface OtlpReceiver {
  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends /v1/traces). */
  url: string;
  /** Spans decoded from OTLP/JSON exports, in arrival order. */
  spans: CollectedSpan[];
  /** Export requests of any protocol (protobuf ones are counted, not decoded). */
  exports: number;
  bytes: number;
  close(): Promise<void>;
}

interface OtlpAttribute {
  key?: string;
  value?: { stringValue?: string };
}
interface OtlpJsonExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<{ traceId?: string; spanId?: string; parentSpanId?: string; name?: string; kind?: number }> }>;
  }>;
}

/**
 * A minimal OTLP/HTTP trace receiver on loopback: decodes the JSON protocol
 * (what the trace spec makes the apps send) and acknowledges protobuf exports
 * unread, which is all a sink for the bench needs.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver: Omit<OtlpReceiver, 'url' | 'close'> = { spans: [], exports: 0, bytes: 0 };
  const server = createServer((req, res) => void collect(req, res, receiver));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

async function collect(req: IncomingMessage, res: ServerResponse, receiver: Omit<OtlpReceiver, 'url' | 'close'>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  receiver.exports++;
  receiver.bytes += body.length;
  const json = (req.headers['content-type'] ?? '').includes('json');
  if (req.method !== 'POST' || req.url !== '/v1/traces') {
    res.writeHead(404).end();
    return;
  }
  if (json) {
    try {
      receiver.spans.push(...spansOf(JSON.parse(body.toString('utf8')) as OtlpJsonExport));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{}');
      return;
    }
  }
  // An empty ExportTraceServiceResponse: no partial success to report.
  res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' }).end(json ? '{}' : '');
}

function spansOf(payload: OtlpJsonExport): CollectedSpan[] {
  const spans: CollectedSpan[] = [];
  for (const resourceSpans of payload.resourceSpans ?? []) {
    const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue ?? '';
    for (const scope of resourceSpans.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        spans.push({ service, traceId: span.traceId ?? '', spanId: span.spanId ?? '', parentSpanId: span.parentSpanId ?? '', name: span.name ?? '', kind: span.kind ?? 0 });
      }
    }
  }
  return spans;
}
