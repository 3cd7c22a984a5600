// Simulated external providers (messaging channels, mail) for local runs and
// tests; never deployed to production. One plain node:http server: the surface
// is five routes, so a framework would add more than it saves.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@wbk/platform';
import type { z } from 'zod';
import { CHANNELS, SentLog, chatMessageSchema, mailSchema, type Channel, type SimResponse } from './domain/sent-log';

export interface SimServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Share of sends answered 500 without sending. */
  failRate: number;
  logger: Logger;
  random?: () => number;
  now?: () => Date;
}

export interface SimServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const CHAT_PATH = /^\/chat\/([^/]+)\/messages$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, response: SimResponse): void {
  const text = JSON.stringify(response.body);
  res.writeHead(response.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function errorResponse(err: HttpError): SimResponse {
  return { status: err.status, body: { error: { code: err.code, message: err.message, ...(err.details === undefined ? {} : { details: err.details }) } } };
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'payload_too_large', `body must be at most ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text.trim() === '' ? undefined : (JSON.parse(text) as unknown));
      } catch {
        reject(new HttpError(400, 'invalid_json', 'body must be valid JSON'));
      }
    });
    req.on('error', reject);
  });
}

function validate<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  throw new HttpError(400, 'validation_error', 'the request body is invalid', details);
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? null : first.trim();
}

export async function startSimServer(options: SimServerOptions): Promise<SimServer> {
  const log = new SentLog();
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());

  /** Shared by both send routes: fault injection, idempotency, then the provider-specific answer. */
  async function handleSend(req: IncomingMessage, res: ServerResponse, kind: 'chat' | 'mail', channel: Channel | null): Promise<void> {
    const body = await readBody(req);
    const workspaceId = header(req, 'x-workspace-id');
    if (workspaceId === null) throw new HttpError(400, 'validation_error', 'header X-Workspace-Id is required');
    const fault = header(req, 'x-sim-fail');
    // 'timeout': never answer, so the caller's deadline is what ends the request.
    if (fault === 'timeout') return;
    if (fault === '500') throw new HttpError(500, 'provider_error', 'simulated provider failure (X-Sim-Fail)');
    const key = header(req, 'idempotency-key');
    const earlier = log.replay(workspaceId, key);
    if (earlier) return send(res, earlier);
    if (options.failRate > 0 && random() < options.failRate) throw new HttpError(500, 'provider_error', 'simulated provider failure (SIM_FAIL_RATE)');

    const request: Record<string, unknown> = kind === 'chat' ? validate(chatMessageSchema, body) : validate(mailSchema, body);
    const id = randomUUID();
    const sentAt = now().toISOString();
    const response: SimResponse =
      kind === 'chat' ? { status: 200, body: { id, status: 'sent', sent_at: sentAt } } : { status: 202, body: { id, status: 'queued' } };
    log.record({ id, workspace_id: workspaceId, kind, channel, idempotency_key: key, request, sent_at: sentAt }, response);
    options.logger.debug({ id, kind, channel, workspaceId }, 'simulated send');
    send(res, response);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim.local');
    const method = req.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/healthz') return send(res, { status: 200, body: { status: 'ok' } });
    if (method === 'GET' && url.pathname === '/sent') {
      const workspaceId = url.searchParams.get('workspace_id');
      if (!workspaceId) throw new HttpError(400, 'validation_error', 'query workspace_id is required');
      return send(res, { status: 200, body: { data: log.list(workspaceId) } });
    }
    if (method === 'POST' && url.pathname === '/mail/send') return handleSend(req, res, 'mail', null);
    const chat = CHAT_PATH.exec(url.pathname);
    if (method === 'POST' && chat) {
      const channel = CHANNELS.find((c) => c === chat[1]);
      if (channel === undefined) throw new HttpError(404, 'not_found', `unknown channel; one of ${CHANNELS.join(', ')}`);
      return handleSend(req, res, 'chat', channel);
    }
    throw new HttpError(404, 'route_not_found', `no route ${method} ${url.pathname}`);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (err instanceof HttpError) return send(res, errorResponse(err));
      options.logger.error({ err }, 'provider-sim request failed');
      send(res, errorResponse(new HttpError(500, 'internal_error', 'unexpected simulator error')));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests held by X-Sim-Fail: timeout keep sockets open; close must not wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
