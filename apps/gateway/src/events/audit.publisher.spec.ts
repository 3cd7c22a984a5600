import type { AuditEntry, EventEnvelope } from '@wbk/contracts';
import { AUDIT_BATCH_MAX, checkEventPayload } from '@wbk/contracts';
import { createLogger, newId } from '@wbk/platform';
import { buildAuditEntry } from '../domain/audit-entry';
import { AuditPublisher } from './audit.publisher';

const logger = createLogger({ service: 'test', level: 'silent' });

/** An entry as the gateway records one call, so the publisher's payloads are checked with what really travels. */
function anEntry(): AuditEntry {
  return buildAuditEntry({
    id: newId(),
    timestamp: new Date().toISOString(),
    method: 'PATCH',
    path: '/v1/contacts/8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
    requestId: 'req_1',
    statusCode: 200,
    apiKeyId: newId(),
    resourceType: 'contacts',
    resourceId: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
    upstream: { action: 'update', resource_type: 'contacts', resource_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f', diff_json: '{"job_title":{"from":null,"to":"General Counsel"}}' },
    ipAddress: '203.0.113.24',
    userAgent: 'intake-sync/2.3',
  });
}

const entriesOf = (event: EventEnvelope): AuditEntry[] => event.data['entries'] as AuditEntry[];

describe('AuditPublisher', () => {
  it('publishes one event per workspace per flush, carrying every entry in order', async () => {
    const published: EventEnvelope[] = [];
    const publisher = new AuditPublisher({ publish: async (e) => void published.push(e), logger, flushIntervalMs: 60_000 });
    const a = [anEntry(), anEntry(), anEntry()];
    const b = [anEntry()];
    publisher.record('ws-a', a[0]!);
    publisher.record('ws-b', b[0]!);
    publisher.record('ws-a', a[1]!);
    publisher.record('ws-a', a[2]!);
    await publisher.flush();
    expect(published.map((e) => [e.event, e.workspace_id, entriesOf(e).map((x) => x.id)])).toEqual([
      ['audit.recorded', 'ws-a', a.map((x) => x.id)],
      ['audit.recorded', 'ws-b', b.map((x) => x.id)],
    ]);
    expect(publisher.pending()).toBe(0);
    // What the workspace service's consumer parses them with.
    for (const event of published) expect(checkEventPayload(event, ['audit.recorded'])).toEqual({ ok: true, event });
    await publisher.stop();
  });

  it('splits a large backlog into events of at most AUDIT_BATCH_MAX entries', async () => {
    const published: EventEnvelope[] = [];
    const publisher = new AuditPublisher({ publish: async (e) => void published.push(e), logger, flushIntervalMs: 60_000 });
    for (let i = 0; i < AUDIT_BATCH_MAX * 2 + 1; i++) publisher.record('ws', anEntry());
    await publisher.flush();
    expect(published.map((e) => entriesOf(e).length)).toEqual([AUDIT_BATCH_MAX, AUDIT_BATCH_MAX, 1]);
    await publisher.stop();
  });

  it('retries a failed publish with the same event and keeps the order', async () => {
    const attempts: string[] = [];
    let failures = 1;
    const publisher = new AuditPublisher({
      publish: async (e) => {
        attempts.push(e.id);
        if (failures-- > 0) throw new Error('bus down');
      },
      logger,
      flushIntervalMs: 60_000,
      retryDelayMs: 1,
    });
    publisher.record('ws', anEntry());
    await publisher.flush();
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
    expect(publisher.pending()).toBe(0);
    await publisher.stop();
  });

  it('drops entries beyond the queue bound instead of growing without limit', async () => {
    const published: EventEnvelope[] = [];
    const publisher = new AuditPublisher({ publish: async (e) => void published.push(e), logger, flushIntervalMs: 60_000, maxQueue: 3 });
    for (let i = 0; i < 5; i++) publisher.record('ws', anEntry());
    expect(publisher.pending()).toBe(3);
    await publisher.flush();
    expect(entriesOf(published[0]!)).toHaveLength(3);
    await publisher.stop();
  });

  it('resolves a commit only once the batch carrying its entry is acknowledged, sharing one publish across concurrent commits', async () => {
    const published: EventEnvelope[] = [];
    let release: (() => void) | undefined;
    const publisher = new AuditPublisher({
      publish: (e) =>
        new Promise<void>((resolve) => {
          release = () => {
            published.push(e);
            resolve();
          };
        }),
      logger,
      flushIntervalMs: 60_000,
    });
    const first = publisher.commit('ws', anEntry());
    const settled: boolean[] = [];
    void first.then((ok) => settled.push(ok));
    await new Promise((resolve) => setImmediate(resolve));
    // Committed while the first batch is in flight: both wait for the next pass, which carries them together.
    const second = publisher.commit('ws', anEntry());
    const third = publisher.commit('ws', anEntry());
    expect(settled).toEqual([]);
    release!();
    await expect(first).resolves.toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    release!();
    await expect(Promise.all([second, third])).resolves.toEqual([true, true]);
    expect(published.map((e) => entriesOf(e).length)).toEqual([1, 2]);
    expect(publisher.pending()).toBe(0);
    await publisher.stop();
  });

  it('answers false when the stream does not acknowledge within the commit deadline, and keeps the entry queued', async () => {
    const publisher = new AuditPublisher({ publish: () => Promise.reject(new Error('bus down')), logger, flushIntervalMs: 60_000, retryDelayMs: 5, commitDeadlineMs: 20 });
    await expect(publisher.commit('ws', anEntry())).resolves.toBe(false);
    expect(publisher.pending()).toBe(1);
    await publisher.stop(10);
  });
});
