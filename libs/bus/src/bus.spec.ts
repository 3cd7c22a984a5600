import { EVENTS_STREAM, EVENT_EXAMPLES, INTERNAL_STREAM, type EventEnvelope } from '@wbk/contracts';
import { newEvent } from './new-event';
import { readStream, startBusFixture, type BusFixture } from './testing/bus.fixture';

describe('Bus (real nats-server)', () => {
  let fx: BusFixture;

  beforeAll(async () => {
    fx = await startBusFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('ensureStreams can run again (another service starting) without error', async () => {
    await fx.bus.ensureStreams();
    const info = await fx.bus.jsm.streams.info(EVENTS_STREAM);
    expect(info.config.subjects).toEqual(['events.>']);
    expect((await fx.bus.jsm.streams.info(INTERNAL_STREAM)).config.subjects).toEqual(['internal.>']);
  });

  it('publishes public and internal events to their subjects', async () => {
    const pub = newEvent({ type: 'contact.created', workspaceId: 'ws_subjects', data: EVENT_EXAMPLES['contact.created'] });
    const internal = newEvent({ type: 'audit.recorded', workspaceId: 'ws_subjects', data: EVENT_EXAMPLES['audit.recorded'] });
    await fx.bus.publish(pub);
    await fx.bus.publish(internal);

    const inEvents = await fx.bus.jsm.streams.getMessage(EVENTS_STREAM, { last_by_subj: 'events.contact.created' });
    const inInternal = await fx.bus.jsm.streams.getMessage(INTERNAL_STREAM, { last_by_subj: 'internal.audit.recorded' });
    expect(inEvents?.json<EventEnvelope>()).toEqual(pub);
    expect(inInternal?.json<EventEnvelope>()).toEqual(internal);
  });

  it('drops a second publish of the same event id', async () => {
    const event = newEvent({ type: 'deal.created', workspaceId: 'ws_dedup', data: EVENT_EXAMPLES['deal.created'] });
    await fx.bus.publish(event);
    await fx.bus.publish(event);

    const stored = (await readStream(fx.bus, EVENTS_STREAM)).filter((e) => e.workspace_id === 'ws_dedup');
    expect(stored).toEqual([event]);
  });

  it('refuses an event type outside the catalog', async () => {
    const event = { ...newEvent({ type: 'deal.created', workspaceId: 'ws_x', data: EVENT_EXAMPLES['deal.created'] }), event: 'deal.exploded' };
    await expect(fx.bus.publish(event)).rejects.toThrow('unknown event type "deal.exploded"');
  });

  it('kv creates a bucket, then opens the same one', async () => {
    const kv = await fx.bus.kv('spec_bucket', { ttlMs: 60_000, history: 1 });
    await kv.put('k', 'v1');
    const again = await fx.bus.kv('spec_bucket', { ttlMs: 60_000, history: 1 });
    expect((await again.get('k'))?.string()).toBe('v1');
  });

  it('reports the connection state', () => {
    expect(fx.bus.isConnected()).toBe(true);
  });
});
