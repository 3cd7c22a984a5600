// Test helper for the sender's specs: real HTTPS receivers on loopback, a fresh sender per
// test, and signed requests. Not used by production code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createLogger } from '@wbk/platform';
import { startHttpsReceiver, type HttpsReceiver } from '@wbk/testing';
import { createWebhookSender, type SendRequest, type WebhookSender } from '../providers/webhook-sender';
import { deliveryHeaders, signPayload } from '../providers/webhook-signer';

export const logger = createLogger({ service: 'webhook-sender-spec', level: 'silent' });
export const SECRET = 'whsec_test_secret';
export const DELIVERY_ID = '0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d';
export const TIMESTAMP = '2024-05-01T12:00:00.000Z';

/** Independent of signPayload: the check a receiver makes of the signature header. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A delivery as the worker sends it: the body signed with SECRET, the full header set. */
export function request(url: string, body = '{"event":"contact.created"}', timeoutMs = 5_000): SendRequest {
  return { url, body, timeoutMs, headers: deliveryHeaders(signPayload, SECRET, body, DELIVERY_ID, new Date(TIMESTAMP)) };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls on performance.now(), which stays real when a test moves Date.now(). */
export async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface SenderSetup {
  receiver: HttpsReceiver;
  other: HttpsReceiver;
  /** A new sender per test (2 in flight per endpoint, trusting the receivers' CA), closed after it. */
  sender: WebhookSender;
}

/**
 * Registers the hooks of a sender spec: two receivers for the file, both answering
 * 200 {"ok":true} at the start of each test with nothing received yet.
 */
export function senderSetup(): SenderSetup {
  const setup = {} as SenderSetup;
  beforeAll(async () => {
    [setup.receiver, setup.other] = await Promise.all([startHttpsReceiver(), startHttpsReceiver()]);
  });
  afterAll(async () => {
    await Promise.all([setup.receiver?.close(), setup.other?.close()]);
  });
  beforeEach(() => {
    for (const receiver of [setup.receiver, setup.other]) {
      receiver.received.length = 0;
      receiver.setBehaviour((_req, res) => res.writeHead(200).end('{"ok":true}'));
    }
    setup.sender = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca });
  });
  afterEach(() => setup.sender.close());
  return setup;
}
