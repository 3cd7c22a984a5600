// Shared by the webhook end-to-end specs: the receiving side of a delivery.
// Signatures are checked with @octokit/webhooks-methods, an implementation of the
// `sha256=<hex>` scheme independent of the dispatcher's own signing code.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@octokit/webhooks-methods';
import { createTestWorkspace, expectEventually, selfSignedCert, type ApiClient, type HttpsReceiver, type ReceivedRequest, type ReceiverBehaviour, type Stack } from '@wbk/testing';

/** A webhook record as the API answers it (`secret` only in the answer to its creation). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  created_at: string;
  updated_at: string;
  secret?: string;
  [field: string]: unknown;
}

/** One entry of a webhook's delivery log, as the API answers it. */
export interface LogEntry {
  id: string;
  delivery_id: string;
  event: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string;
  created_at: string;
  next_attempt_at: string | null;
  [field: string]: unknown;
}

export const LOG_FIELDS = ['attempt', 'created_at', 'delivery_id', 'duration_ms', 'error', 'event', 'id', 'next_attempt_at', 'response_excerpt', 'status_code'];

/** The receiver's self-signed certificate as a PEM file the dispatcher trusts through WEBHOOK_CA_FILE. */
export async function writeReceiverCa(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wbk-webhook-ca-'));
  const file = path.join(dir, 'receiver-ca.pem');
  await writeFile(file, (await selfSignedCert()).cert);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Settings the delivery specs run the dispatcher with: loopback targets allowed, compressed timings. */
export function dispatcherEnv(caFile: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: caFile,
    WEBHOOK_RETRY_SCHEDULE_MS: '200,400,600,800,1000',
    WEBHOOK_TIMEOUT_MS: '1500',
    ...overrides,
  };
}

/** Spec "Events" rule 1, checked by an independent library over the exact bytes received. */
export async function signatureValid(secret: string, request: ReceivedRequest): Promise<boolean> {
  const header = request.headers['x-service-signature'];
  if (typeof header !== 'string') return false;
  const text = request.rawBody.toString('utf8');
  // verify() takes a string: make sure decoding did not alter a single byte.
  if (!Buffer.from(text, 'utf8').equals(request.rawBody)) return false;
  return verify(secret, text, header);
}

export function deliveryIdOf(request: ReceivedRequest): string {
  return String(request.headers['x-service-delivery-id']);
}

export function bodyOf(request: ReceivedRequest): Record<string, unknown> {
  return JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
}

export function contactIdOf(request: ReceivedRequest): unknown {
  const data = bodyOf(request).data as { contact?: { id?: unknown } } | undefined;
  return data?.contact?.id;
}

/** Requests the receiver got for one delivery id, in arrival order. */
export function receiptsOf(receiver: HttpsReceiver, deliveryId: string): ReceivedRequest[] {
  return receiver.received.filter((request) => deliveryIdOf(request) === deliveryId);
}

/** Answers `status` with `body` (and extra headers) to every request. */
export function answer(status: number, body = '', headers: Record<string, string> = {}): ReceiverBehaviour {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };
}

/** 500 to the first `failures` receipts of each delivery id, then 200. */
export function failFirst(failures: number, delayMs = 0): ReceiverBehaviour {
  const seen = new Map<string, number>();
  return (req, res) => {
    const id = String(req.headers['x-service-delivery-id']);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    setTimeout(() => {
      res.writeHead(n <= failures ? 500 : 200, { 'content-type': 'text/plain' });
      res.end(n <= failures ? 'boom' : 'ok');
    }, delayMs);
  };
}

/** A fresh workspace per test: its contacts reach only that test's webhooks. */
export async function freshApi(stack: Stack): Promise<ApiClient> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
  return stack.api(workspace.keys.full);
}

export async function createWebhook(api: ApiClient, url: string, events: string[] = ['contact.created']): Promise<Webhook & { secret: string }> {
  const response = await api.post('/v1/webhooks', { url, events, description: 'e2e receiver' });
  expect(response.status).toBe(201);
  return response.body.data as Webhook & { secret: string };
}

export async function createContact(api: ApiClient, body: Record<string, unknown>): Promise<{ id: string; [field: string]: unknown }> {
  const response = await api.post('/v1/contacts', body);
  expect(response.status).toBe(201);
  return response.body.data as { id: string };
}

export async function logsOf(api: ApiClient, webhookId: string, query = ''): Promise<LogEntry[]> {
  const response = await api.get(`/v1/webhooks/${webhookId}/logs?per_page=100${query}`);
  expect(response.status).toBe(200);
  return response.body.data as LogEntry[];
}

/** Waits until the log of one delivery holds `count` attempts; returns them newest first. */
export async function waitForAttempts(api: ApiClient, webhookId: string, deliveryId: string, count: number, timeoutMs = 15_000): Promise<LogEntry[]> {
  return expectEventually(
    async () => {
      const entries = await logsOf(api, webhookId, `&delivery_id=${deliveryId}`);
      expect(entries).toHaveLength(count);
      return entries;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

/** Lets the dispatcher act on anything it still might send, so "nothing more arrives" is observed, not assumed. */
export function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
