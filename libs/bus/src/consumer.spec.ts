import { headers } from '@nats-io/transport-node';
import { EVENTS_STREAM, type EventEnvelope } from '@wbk/contracts';
import { startConsumer, type Consumer, type DeliveryInfo, type EventHandler } from './consumer';
import { DEAD_LETTERS_COLLECTION, PROCESSED_EVENTS_COLLECTION, type DeadLetterDoc } from './consumer-records';
import { newEvent } from './new-event';
import { TempStores } from './test-support/temp-store.fixture';
import { eventually, startBusFixture, type BusFixture } from './test-support/bus.fixture';

describe('startConsumer (real nats-server)', () => {
  let fx: BusFixture;
  const consumers: Consumer[] = [];
  let durableSeq = 0;

  beforeAll(async () => {
    fx = await startBusFixture();
  });
  const stores = new TempStores();
  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.stop()));
    await stores.closeAll();
  });
  afterAll(async () => {
    await fx?.close();
  });

  /** Each test has its own durable and subject so earlier tests' events stay out of its way. */
  async function consume(type: 'contact.created' | 'deal.created' | 'task.created' | 'list.created' | 'company.created', handler: EventHandler, extra: { maxDeliver?: number; rememberProcessed?: boolean } = {}) {
    const store = await stores.open();
    const durable = `spec_${++durableSeq}`;
    const consumer = await startConsumer({
      bus: fx.bus,
      stream: EVENTS_STREAM,
      durable,
      filterSubject: `events.${type}`,
      handler,
      store,
      logger: fx.logger,
      ackWaitMs: 2_000,
      backoffMs: [10],
      ...extra,
    });
    consumers.push(consumer);
    return { store, durable };
  }

  /** Publishes the same envelope under a fresh Nats-Msg-Id, as a second relay or a replay would. */
  async function publishCopy(event: EventEnvelope): Promise<void> {
    await fx.bus.js.publish(`events.${event.event}`, JSON.stringify(event), { msgID: `${event.id}:copy` });
  }

  it('runs the handler once for an event delivered twice, and remembers it', async () => {
    const seen: Array<{ id: string; info: DeliveryInfo }> = [];
    const { store, durable } = await consume('contact.created', async (event, info) => {
      seen.push({ id: event.id, info });
    });
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_idem', data: { id: 'c1' } });
    const marker = newEvent({ type: 'contact.created', workspaceId: 'ws_idem', data: { id: 'c2' } });

    await fx.bus.publish(event);
    await publishCopy(event);
    await fx.bus.publish(marker);

    // The marker comes after the copy in the stream: once it is handled, the copy was seen and skipped.
    await eventually(() => expect(seen.map((s) => s.id)).toContain(marker.id));
    expect(seen.map((s) => s.id)).toEqual([event.id, marker.id]);
    expect(seen[0]!.info).toEqual({ redelivered: false, deliveryCount: 1 });
    expect(await store.collection(PROCESSED_EVENTS_COLLECTION).findOne({ _id: `${durable}:${event.id}` })).toMatchObject({
      event_id: event.id,
    });
  });

  it('with rememberProcessed false, hands every copy to the handler and writes no processed record', async () => {
    const seen: string[] = [];
    const { store, durable } = await consume(
      'company.created',
      async (event) => {
        seen.push(event.id);
      },
      { rememberProcessed: false },
    );
    const event = newEvent({ type: 'company.created', workspaceId: 'ws_forget', data: { id: 'co1' } });
    const marker = newEvent({ type: 'company.created', workspaceId: 'ws_forget', data: { id: 'co2' } });

    await fx.bus.publish(event);
    await publishCopy(event);
    await fx.bus.publish(marker);

    await eventually(() => expect(seen).toContain(marker.id));
    expect(seen).toEqual([event.id, event.id, marker.id]);
    expect(await store.collection(PROCESSED_EVENTS_COLLECTION).countDocuments({ _id: `${durable}:${event.id}` })).toBe(0);
  });

  it('naks a failed event and handles it on redelivery', async () => {
    const attempts: DeliveryInfo[] = [];
    await consume('deal.created', async (_event, info) => {
      attempts.push(info);
      if (attempts.length < 3) throw new Error('provider timed out');
    });
    const event = newEvent({ type: 'deal.created', workspaceId: 'ws_retry', data: { id: 'd1' } });

    await fx.bus.publish(event);

    await eventually(() => expect(attempts).toHaveLength(3));
    expect(attempts).toEqual([
      { redelivered: false, deliveryCount: 1 },
      { redelivered: true, deliveryCount: 2 },
      { redelivered: true, deliveryCount: 3 },
    ]);
  });

  it('dead-letters an event after maxDeliver failed deliveries and stops redelivering it', async () => {
    const attempts: number[] = [];
    const { store, durable } = await consume(
      'task.created',
      async (_event, info) => {
        attempts.push(info.deliveryCount);
        throw new Error('always broken');
      },
      { maxDeliver: 3 },
    );
    const event = newEvent({ type: 'task.created', workspaceId: 'ws_dead', data: { id: 't1' } });

    await fx.bus.publish(event);

    const deadLetters = store.collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION);
    await eventually(async () => expect(await deadLetters.findOne({ _id: `${durable}:${event.id}` })).not.toBeNull());
    const letter = await deadLetters.findOne({ _id: `${durable}:${event.id}` });
    expect(letter).toMatchObject({ durable, delivery_count: 3, error: 'always broken', event, subject: 'events.task.created' });
    expect(attempts).toEqual([1, 2, 3]);

    // Terminated: the server holds nothing pending or unacknowledged for it.
    await eventually(async () => {
      const info = await fx.bus.jsm.consumers.info(EVENTS_STREAM, durable);
      expect(info.num_pending + info.num_ack_pending + info.num_redelivered).toBe(0);
    });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('terminates an invalid envelope without calling the handler', async () => {
    const handled: string[] = [];
    const { store, durable } = await consume('list.created', async (event) => {
      handled.push(event.id);
    });
    const hdrs = headers();
    hdrs.set('Nats-Msg-Id', 'not-an-envelope');
    await fx.bus.js.publish('events.list.created', JSON.stringify({ hello: 'world' }), { headers: hdrs });
    const valid = newEvent({ type: 'list.created', workspaceId: 'ws_invalid', data: { id: 'l1' } });
    await fx.bus.publish(valid);

    await eventually(() => expect(handled).toEqual([valid.id]));
    const letters = await store.collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION).find({ durable });
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ event: null, raw: JSON.stringify({ hello: 'world' }) });
  });

  it('resumes where it stopped when restarted with the same durable name', async () => {
    const store = await stores.open();
    const handled: string[] = [];
    const options = {
      bus: fx.bus,
      stream: EVENTS_STREAM,
      durable: 'spec_restart',
      filterSubject: 'events.campaign.created',
      handler: async (event: EventEnvelope) => {
        handled.push(event.id);
      },
      store,
      logger: fx.logger,
    };
    const before = newEvent({ type: 'campaign.created', workspaceId: 'ws_restart', data: { id: 'k1' } });
    const during = newEvent({ type: 'campaign.created', workspaceId: 'ws_restart', data: { id: 'k2' } });

    const first = await startConsumer(options);
    await fx.bus.publish(before);
    await eventually(() => expect(handled).toEqual([before.id]));
    await first.stop();

    await fx.bus.publish(during);
    // A new deployment may change settings: the existing durable is updated, not recreated.
    consumers.push(await startConsumer({ ...options, ackWaitMs: 5_000, maxDeliver: 4 }));

    await eventually(() => expect(handled).toEqual([before.id, during.id]));
    const info = await fx.bus.jsm.consumers.info(EVENTS_STREAM, 'spec_restart');
    expect(info.config.max_deliver).toBe(5);
  });
});
