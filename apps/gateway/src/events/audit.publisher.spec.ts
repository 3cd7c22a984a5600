import type { AuditEntry, EventEnvelope } from '@wbk/contracts';
import { AUDIT_BATCH_MAX } from '@wbk/contracts';
import { createLogger, newId } from '@wbk/platform';
import { AuditPublisher } from './audit.publisher';

const logger = createLogger({ service: 'test', level: 'silent' });

function anEntry(): AuditEntry {
  return {
    id: newId(),
    timestamp: new Date().toISOString(),
    user: { id: null, email: null, type: 'api_key' },
    action: 'api_access',
    resource_type: 'contacts',
    resource_id: null,
    details: {},
    ip_address: '127.0.0.1',
    user_agent: 'test',
    api_key_id: null,
  };
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
});
