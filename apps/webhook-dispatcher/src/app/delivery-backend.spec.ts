import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { AttemptRepository } from '../store/attempt.repository';
import { DeliveryRepository } from '../store/delivery.repository';
import { WebhookRepository } from '../store/webhook.repository';
import { LocalDeliveryBackend, type AttemptReport } from './delivery-backend';

const logger = createLogger({ service: 'delivery-backend-test', level: 'silent' });

function report(ok: boolean, manual = false): AttemptReport {
  return { delivery_id: 'd1', manual, ok, status_code: ok ? 200 : 500, has_status_code: true, duration_ms: 5, error: '', response_excerpt: '' };
}

describe('LocalDeliveryBackend.recordAttempt', () => {
  let dir: string;
  let store: DocStore;
  let backend: LocalDeliveryBackend;
  let deliveries: DeliveryRepository;
  let attempts: AttemptRepository;
  let webhooks: WebhookRepository;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wbk-backend-'));
    store = await openStore({ kind: 'embedded', dataDir: dir });
    webhooks = new WebhookRepository(store);
    deliveries = new DeliveryRepository(store);
    attempts = new AttemptRepository(store);
    await Promise.all([webhooks.ensureIndexes(), deliveries.ensureIndexes(), attempts.ensureIndexes()]);
    backend = new LocalDeliveryBackend({ webhooks, deliveries, attempts, clock: systemClock, logger, schedule: [1_000, 2_000], disableAfterMs: 86_400_000, maxPendingRetriesPerWorkspace: 2, afterWrite: () => undefined });
    await deliveries.insertOnce({ _id: 'd1', workspace_id: 'ws', webhook_id: 'wh1', event_id: 'e1', event: 'contact.created', body: '{}', created_at: new Date().toISOString() });
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives attempts recorded at the same time distinct numbers, and counts and logs each', async () => {
    const verdicts = await Promise.all([backend.recordAttempt(report(false)), backend.recordAttempt(report(false, true)), backend.recordAttempt(report(false))]);
    expect(verdicts.map((v) => v.attempt).sort()).toEqual([1, 2, 3]);
    const delivery = await deliveries.findById('d1');
    expect(delivery).toMatchObject({ attempt_count: 3, enqueued: true });
    const logs = await attempts.list('ws', 'wh1', {}, 0, 10);
    expect(logs.items.map((l) => l.attempt).sort()).toEqual([1, 2, 3]);
  });

  it('writes the outcome with the attempt: succeeded, final', async () => {
    const verdict = await backend.recordAttempt(report(true));
    expect(verdict).toEqual({ attempt: 1, final: true, next_delay_ms: 0 });
    expect(await deliveries.findById('d1')).toMatchObject({ status: 'succeeded', attempt_count: 1, next_attempt_at: null });
  });

  it('schedules the next attempt after a failure, and fails the delivery after the last one', async () => {
    expect((await backend.recordAttempt(report(false))).final).toBe(false);
    expect((await deliveries.findById('d1'))?.next_attempt_at).not.toBeNull();
    await backend.recordAttempt(report(false));
    const last = await backend.recordAttempt(report(false));
    expect(last).toMatchObject({ attempt: 3, final: true });
    expect(await deliveries.findById('d1')).toMatchObject({ status: 'failed', attempt_count: 3 });
  });

  it('holds back a job that comes back before its retry is due (a redelivery after a nats-server restart), and lets it through once due', async () => {
    const now = new Date();
    await webhooks.insert('ws', { id: 'wh1', url: 'https://receiver.example/hook', events: ['*'], description: null, enabled: true, disabled_reason: null, secret: 's', failing_since: null, acting_key: { key_id: 'key-1', permissions: ['read', 'write'] }, created_at: now.toISOString(), updated_at: now.toISOString() });
    const verdict = await backend.recordAttempt(report(false));
    expect(verdict.final).toBe(false);
    const early = await backend.getTarget('d1', false);
    expect(early).toMatchObject({ deliverable: false, skip_reason: 'not_due' });
    expect(early.not_due_ms).toBeGreaterThan(0);
    expect(early.not_due_ms).toBeLessThanOrEqual(verdict.next_delay_ms);
    expect(await deliveries.findById('d1')).toMatchObject({ status: 'pending', attempt_count: 1 });
    // A manual retry is not held: it is one extra attempt now.
    expect(await backend.getTarget('d1', true)).toMatchObject({ deliverable: true });
  });

  it('past the workspace quota of pending retries, a failure ends its delivery with the reason logged; other workspaces still retry', async () => {
    const at = new Date().toISOString();
    for (const [id, ws] of [['d2', 'ws'], ['d3', 'ws'], ['d4', 'other']] as const) {
      await deliveries.insertOnce({ _id: id, workspace_id: ws, webhook_id: 'wh1', event_id: `e-${id}`, event: 'contact.created', body: '{}', created_at: at });
    }
    expect((await backend.recordAttempt(report(false))).final).toBe(false);
    expect((await backend.recordAttempt({ ...report(false), delivery_id: 'd2' })).final).toBe(false);
    // d1 already waits: its next failure keeps its place under the quota.
    expect((await backend.recordAttempt(report(false))).final).toBe(false);

    expect(await backend.recordAttempt({ ...report(false), delivery_id: 'd3' })).toMatchObject({ attempt: 1, final: true });
    expect(await deliveries.findById('d3')).toMatchObject({ status: 'failed', end_reason: 'retry_quota_exceeded', next_attempt_at: null });
    const logs = await attempts.list('ws', 'wh1', { deliveryId: 'd3' }, 0, 10);
    expect(logs.items[0]?.error).toMatch(/not retried: the workspace already has 2 deliveries waiting for a retry \(limit 2\)/);

    expect((await backend.recordAttempt({ ...report(false), delivery_id: 'd4' })).final).toBe(false);
  });
});
