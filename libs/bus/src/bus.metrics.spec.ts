import { EVENTS_STREAM, EVENT_EXAMPLES } from '@wbk/contracts';
import { sampleValue } from '@wbk/platform';
import { startConsumer, type Consumer } from './consumer';
import { newEvent } from './new-event';
import { withOutbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { TempStores } from './testing/temp-store.fixture';
import { eventually, startBusFixture, type BusFixture } from './testing/bus.fixture';


describe('bus metrics (real nats-server)', () => {
  let fx: BusFixture;
  const stores = new TempStores();
  const running: Array<Consumer | OutboxRelay> = [];

  beforeAll(async () => {
    fx = await startBusFixture();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    await stores.closeAll();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('counts redeliveries and dead letters per consumer, and reads its pending messages from the server on scrape', async () => {
    const store = await stores.open();
    const durable = 'metrics_spec';
    running.push(
      await startConsumer({
        bus: fx.bus,
        events: ['task.created'],
        durable,
        handler: async () => {
          throw new Error('always broken');
        },
        store,
        logger: fx.logger,
        maxDeliver: 2,
        ackWaitMs: 2_000,
        backoffMs: [10],
      }),
    );
    await fx.bus.publish(newEvent({ type: 'task.created', workspaceId: 'ws_metrics', data: EVENT_EXAMPLES['task.created'] }));

    await eventually(async () => expect(await sampleValue('wbk_jetstream_dead_letters_total', { consumer: durable })).toBe(1));
    expect(await sampleValue('wbk_jetstream_redeliveries_total', { consumer: durable })).toBe(1);
    expect(await sampleValue('wbk_jetstream_consumer_pending_messages', { stream: EVENTS_STREAM, consumer: durable })).toBe(0);
    expect(await sampleValue('wbk_jetstream_consumer_ack_pending_messages', { stream: EVENTS_STREAM, consumer: durable })).toBe(0);
  });

  it('reports outbox documents waiting and the relay lag of what it published', async () => {
    const store = await stores.open();
    await store.collection('contacts').insertOne(withOutbox({ _id: 'c1' }, [newEvent({ type: 'contact.created', workspaceId: 'ws_outbox', data: EVENT_EXAMPLES['contact.created'] })]));
    const relay = new OutboxRelay({ store, bus: fx.bus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 60_000 });
    running.push(relay);
    const before = (await sampleValue('wbk_outbox_relay_lag_seconds', {}, 'wbk_outbox_relay_lag_seconds_count')) ?? 0;

    relay.start();

    await eventually(async () => expect(await sampleValue('wbk_outbox_relay_lag_seconds', {}, 'wbk_outbox_relay_lag_seconds_count')).toBe(before + 1));
    await eventually(async () => expect(await sampleValue('wbk_outbox_documents_waiting', { collection: 'contacts' })).toBe(0));
    await store.collection('contacts').insertOne(withOutbox({ _id: 'c2' }, [newEvent({ type: 'contact.created', workspaceId: 'ws_outbox', data: EVENT_EXAMPLES['contact.created'] })]));
    expect(await sampleValue('wbk_outbox_documents_waiting', { collection: 'contacts' })).toBe(1);
  });
});
