// Test support: a sim on a free port with a manual clock, and a receiver that
// records the reports it gets. Specs only; main.ts never imports this.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { PROVIDERS } from '../domain/providers';
import type { ReportSecrets } from '../domain/report-signer';
import { startSimServer, type SimServer, type SimServerOptions } from '../sim.server';

export const ACCOUNT = '5a1c7e0e-8d1f-4c55-9b7a-2f0d3c4e5a61';
/** Each provider's report secret, all different, as SIM_REPORT_SECRETS gives them. */
export const SECRETS = Object.fromEntries(PROVIDERS.map((provider) => [provider, `test-report-secret-${provider}`])) as ReportSecrets;
const logger = createLogger({ service: 'provider-sim-test', level: 'silent' });

export interface TestSim {
  sim: SimServer;
  clock: ManualClock;
}

export async function startTestSim(overrides: Partial<SimServerOptions> = {}): Promise<TestSim> {
  const clock = new ManualClock('2026-03-01T10:00:00.000Z');
  const sim = await startSimServer({ host: '127.0.0.1', port: 0, failRate: 0, logger, clock, random: () => 0.99, ...overrides });
  return { sim, clock };
}

export interface HttpResult {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface SendOptions {
  account?: string | null;
  key?: string | null;
}

let keys = 0;

/** POST /providers/{provider}/messages with X-Account-Id and a fresh Idempotency-Key unless given. */
export async function sendTo(sim: SimServer, provider: string, body: unknown, options: SendOptions = {}): Promise<HttpResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const account = options.account === undefined ? ACCOUNT : options.account;
  const key = options.key === undefined ? `key-${(keys += 1)}` : options.key;
  if (account !== null) headers['x-account-id'] = account;
  if (key !== null) headers['idempotency-key'] = key;
  const res = await fetch(`${sim.url}/providers/${provider}/messages`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** A plain JSON call to the sim (read APIs, control). */
export async function callSim(sim: SimServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpResult> {
  const res = await fetch(`${sim.url}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

export interface ReceivedReport {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  body: Record<string, unknown>;
}

export interface ReportReceiver {
  url: string;
  /** Every request, failed answers included. */
  requests: ReceivedReport[];
  close(): Promise<void>;
}

/** Answers `statuses` in turn (then 200), recording every request. */
export async function startReportReceiver(statuses: number[] = []): Promise<ReportReceiver> {
  const requests: ReceivedReport[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      requests.push({ path: req.url ?? '', headers: req.headers, rawBody, body: JSON.parse(rawBody) as Record<string, unknown> });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbound`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const chatBody = (recipient: string, extra: Record<string, unknown> = {}) => ({ recipient, text: 'Your engagement letter is ready for signature.', format: 'text', ...extra });

export const mailBody = (to: string, extra: Record<string, unknown> = {}) => ({
  from: 'Hartley & Wren LLP <intake@hartley-wren.test>',
  to,
  subject: 'Engagement letter: Doe v. Acme Holdings',
  text: 'Dear Ms Doe,\n\nplease find the engagement letter attached.',
  ...extra,
});
