import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Logger } from './logger';
import { enableProcessMetrics, renderMetrics } from './metrics';

/**
 * What a process says about itself to operators: which app and build it is,
 * and on which Node. Read by the runtime check of the end-to-end suite and by
 * anyone asking a pod what it runs.
 */
export interface BuildInfo {
  app: string;
  version: string;
  node: string;
  pid: number;
  started_at: string;
}

// Set by the bundler (tools/dev/build-project.mjs); absent when sources run under jest or tsx.
declare const __WBK_VERSION__: string | undefined;
const BUILD_VERSION = typeof __WBK_VERSION__ === 'string' ? __WBK_VERSION__ : 'dev';
const STARTED_AT = new Date().toISOString();

export function buildInfo(app: string): BuildInfo {
  return { app, version: BUILD_VERSION, node: process.version, pid: process.pid, started_at: STARTED_AT };
}

/** The ops listener's settings, spread into every app's config schema. */
export function opsSettings(defaultPort: number) {
  return {
    /** Loopback by default: build info is for operators, never for the public port. */
    OPS_HOST: z.string().min(1).default('127.0.0.1'),
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  };
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** Where a process stands: only `ready` takes traffic; it starts `starting` and ends `draining`. */
export type Readiness = 'starting' | 'ready' | 'draining';

export interface OpsServerOptions {
  app: string;
  host: string;
  port: number;
  logger: Logger;
  /** GET /readyz answers 200 while `ready`, 503 with the state otherwise. Always ready when omitted. */
  readiness?: () => Readiness;
}

/**
 * A small HTTP listener on its own port, apart from the public API and the gRPC
 * port: `GET /buildz` (build info), `GET /livez`, `GET /readyz` (503 while starting or draining) and `GET /metrics` (Prometheus). Kept off the public port so
 * what a process reveals about itself is reachable only where operators allow.
 */
export async function startOpsServer({ app, host, port, logger, readiness = () => 'ready' }: OpsServerOptions): Promise<OpsServer> {
  const info = JSON.stringify(buildInfo(app));
  enableProcessMetrics(app);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method not allowed' });
    if (path === '/buildz') return send(res, 200, info);
    if (path === '/livez') return send(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const status = readiness();
      return send(res, status === 'ready' ? 200 : 503, { status });
    }
    if (path === '/metrics') return void serveMetrics(res, logger);
    return send(res, 404, { error: 'not found: the ops port serves /buildz, /livez, /readyz and /metrics' });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`ops server could not bind ${host}:${port}: ${err.message}`)));
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  logger.info({ ops_port: bound }, 'ops server listening');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serveMetrics(res: ServerResponse, logger: Logger): Promise<void> {
  try {
    const { contentType, body } = await renderMetrics();
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
    res.end(body);
  } catch (err) {
    logger.error({ err }, 'metrics collection failed');
    send(res, 500, { error: 'metrics collection failed; see the process log' });
  }
}

function send(res: ServerResponse, status: number, body: string | object): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}
