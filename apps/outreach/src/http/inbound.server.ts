// The inbound listener (HTTP_PORT): providers POST signed reports about the
// messages they accepted to /inbound/{provider}, and recipients reach the
// one-click unsubscribe link at /unsubscribe/{token}. Plain node:http: two
// routes, raw bytes needed for the signature, nothing a framework would add.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock, Logger } from '@wbk/platform';
import type { RecordProviderReport } from '../app/record-provider-report.use-case';
import { isProviderName } from '../domain/channel-provider';
import { providerReportSchema, verifyReportSignature, type ReportSecrets } from '../domain/provider-report';
import { handleUnsubscribe, UNSUBSCRIBE_ROUTE, type UnsubscribeRouteOptions } from './unsubscribe.page';

/** A report is a small JSON document; anything larger is not one. */
export const MAX_REPORT_BYTES = 256 * 1024;
const ROUTE = /^\/inbound\/([a-z0-9_]+)\/?$/;

export interface InboundServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** PROVIDER_REPORT_SECRETS: a report is checked with the secrets of the provider its path names. */
  secrets: ReportSecrets;
  recordProviderReport: Pick<RecordProviderReport, 'execute'>;
  /** The one-click unsubscribe links: how their tokens are opened and what an unsubscribe does. */
  unsubscribe?: Omit<UnsubscribeRouteOptions, 'logger'>;
  clock: Clock;
  logger: Logger;
}

export interface InboundServer {
  port: number;
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  answer(res, status, { error: { code, message } });
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REPORT_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * 200 once a report is recorded (a repeat too); 401 for a bad signature or a
 * stale timestamp; 400 for a body that is not a report; 500 when it could not
 * be recorded, so the provider delivers it again.
 */
export async function startInboundServer(options: InboundServerOptions): Promise<InboundServer> {
  const { logger } = options;
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? '').split('?')[0]!;
    const unsubscribe = UNSUBSCRIBE_ROUTE.exec(pathname);
    if (unsubscribe !== null && options.unsubscribe !== undefined) {
      return handleUnsubscribe({ ...options.unsubscribe, logger }, req, res, unsubscribe[1]!);
    }
    const match = ROUTE.exec(pathname);
    const provider = match?.[1];
    if (provider === undefined || !isProviderName(provider)) return refuse(res, 404, 'route_not_found', 'POST /inbound/{provider} with a known provider');
    if (req.method !== 'POST') return refuse(res, 405, 'method_not_allowed', 'reports are POSTed');
    const raw = await readBody(req);
    if (raw === null) return refuse(res, 413, 'payload_too_large', `a report is at most ${MAX_REPORT_BYTES} bytes`);
    const check = verifyReportSignature({
      secrets: options.secrets,
      provider,
      timestamp: header(req, 'x-sim-timestamp'),
      signature: header(req, 'x-sim-signature'),
      rawBody: raw,
      now: options.clock.now(),
    });
    if (!check.ok) {
      logger.warn({ provider, reason: check.reason }, 'inbound report refused');
      return refuse(res, 401, 'invalid_signature', check.reason);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return refuse(res, 400, 'invalid_json', 'the body must be JSON');
    }
    const report = providerReportSchema.safeParse(json);
    if (!report.success) return refuse(res, 400, 'validation_error', report.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    await options.recordProviderReport.execute(provider, report.data);
    answer(res, 200, { ok: true });
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      logger.error({ err }, 'inbound report failed');
      if (!res.headersSent) refuse(res, 500, 'internal_error', 'the report was not recorded; deliver it again');
      else res.end();
    });
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
