import { headers } from '@nats-io/transport-node';
import { EVENTS_STREAM, EVENT_EXAMPLES, type EventEnvelope, type EventType } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import pino from 'pino';
import { startConsumer, subscriptionOf, type Consumer, type DeliveryInfo, type EventHandler } from './consumer';
import { DEAD_LETTERS_COLLECTION, PROCESSED_EVENTS_COLLECTION, type DeadLetterDoc } from './consumer-records';
import { newEvent } from './new-event';
import { TempStores } from './testing/temp-store.fixture';
import { expectEventually } from '@wbk/testing';
import { eventually, startBusFixture, type BusFixture } from './testing/bus.fixture';

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

  /**
   * Each test has its own durable and type (so its own subject, which the
   * consumer derives from the type): earlier tests' events stay out of its way.
   */
  async function consume(type: EventType, handler: EventHandler, extra: { maxDeliver?: number; rememberProcessed?: boolean; logger?: Logger } = {}) {
    const store = await stores.open();
    const durable = `spec_${++durableSeq}`;
    const consumer = await startConsumer({
      bus: fx.bus,
      events: [type],
      durable,
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
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_idem', data: EVENT_EXAMPLES['contact.created'] });
    const marker = newEvent({ type: 'contact.created', workspaceId: 'ws_idem', data: EVENT_EXAMPLES['contact.created'] });

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
    const event = newEvent({ type: 'company.created', workspaceId: 'ws_forget', data: EVENT_EXAMPLES['company.created'] });
    const marker = newEvent({ type: 'company.created', workspaceId: 'ws_forget', data: EVENT_EXAMPLES['company.created'] });

    await fx.bus.publish(event);
    await publishCopy(event);
    await fx.bus.publish(marker);

    await eventually(() => expect(seen).toContain(marker.id));
    expect(seen).toEqual([event.id, event.id, marker.id]);
    expect(await store.collection(PROCESSED_EVENTS_COLLECTION).countDocuments({ _id: `${durable}:${event.id}` })).toBe(0);
  });

  it('stopped mid-batch: the event being handled finishes and is acked, the ones pulled behind it go back at once, and none is handled twice', async () => {
    // An ack wait far beyond the checks' patience: only a nak can hand the pulled events to the next consumer in time.
    const ackWaitMs = 120_000;
    const store = await stores.open();
    const handled: Array<{ id: string; deliveryCount: number }> = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    let firstFinished = false;
    const options = {
      bus: fx.bus,
      events: ['company.updated'] as const,
      durable: 'spec_stop_mid_batch',
      store,
      logger: fx.logger,
      ackWaitMs,
      handler: async (event: EventEnvelope, info: DeliveryInfo) => {
        if (handled.length === 0 && !firstFinished) {
          started();
          await gate;
          firstFinished = true;
        }
        handled.push({ id: event.id, deliveryCount: info.deliveryCount });
      },
    };
    const events = Array.from({ length: 5 }, () => newEvent({ type: 'company.updated', workspaceId: 'ws_stop', data: EVENT_EXAMPLES['company.updated'] }));
    const first = await startConsumer(options);
    for (const event of events) await fx.bus.publish(event);
    await firstStarted;
    // All five delivered to the first consumer: one in its handler, four pulled behind it.
    await eventually(async () => expect((await fx.bus.jsm.consumers.info(EVENTS_STREAM, options.durable)).num_ack_pending).toBe(5));

    const stopped = first.stop();
    release();
    await stopped;
    // stop() returned only once the event in hand was handled.
    expect(firstFinished).toBe(true);
    expect(handled).toEqual([{ id: events[0]!.id, deliveryCount: 1 }]);

    consumers.push(await startConsumer(options));
    await expectEventually(() => expect(handled).toHaveLength(5), { timeoutMs: 20_000, intervalMs: 25 });
    expect(handled.map((h) => h.id).sort()).toEqual(events.map((e) => e.id).sort());
    // The four behind it were delivered a second time, to the new consumer, long before their ack wait.
    expect(handled.slice(1).map((h) => h.deliveryCount)).toEqual([2, 2, 2, 2]);
    // Nothing left unacknowledged: had the first event not been acked, it would stay pending for the whole ack wait.
    await eventually(async () => expect((await fx.bus.jsm.consumers.info(EVENTS_STREAM, options.durable)).num_ack_pending).toBe(0));
  }, 60_000);

  it('naks a failed event and handles it on redelivery', async () => {
    const attempts: DeliveryInfo[] = [];
    await consume('deal.created', async (_event, info) => {
      attempts.push(info);
      if (attempts.length < 3) throw new Error('provider timed out');
    });
    const event = newEvent({ type: 'deal.created', workspaceId: 'ws_retry', data: EVENT_EXAMPLES['deal.created'] });

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
    const event = newEvent({ type: 'task.created', workspaceId: 'ws_dead', data: EVENT_EXAMPLES['task.created'] });

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
    const valid = newEvent({ type: 'list.created', workspaceId: 'ws_invalid', data: EVENT_EXAMPLES['list.created'] });
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
      events: ['campaign.created'] as const,
      durable: 'spec_restart',
      filterSubject: 'events.campaign.created',
      handler: async (event: EventEnvelope) => {
        handled.push(event.id);
      },
      store,
      logger: fx.logger,
    };
    const before = newEvent({ type: 'campaign.created', workspaceId: 'ws_restart', data: EVENT_EXAMPLES['campaign.created'] });
    const during = newEvent({ type: 'campaign.created', workspaceId: 'ws_restart', data: EVENT_EXAMPLES['campaign.created'] });

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
  /** A logger that keeps its lines, to count what an operator would see. */
  function recordingLogger(): { logger: Logger; lines: Array<{ level: number; msg: string; event?: string }> } {
    const lines: Array<{ level: number; msg: string; event?: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    return { logger, lines };
  }

  /** An envelope as a publisher outside the type system could send it: any type on any subject, any data. */
  async function publishRaw(subject: string, envelope: EventEnvelope): Promise<void> {
    await fx.bus.js.publish(subject, JSON.stringify(envelope), { msgID: envelope.id });
  }

  it('dead-letters a payload that does not match its type once, logs it once, and goes on with the next event', async () => {
    const handled: string[] = [];
    const { logger, lines } = recordingLogger();
    const { store, durable } = await consume(
      'deal.updated',
      async (event) => {
        handled.push(event.id);
      },
      { logger },
    );
    const valid = newEvent({ type: 'deal.updated', workspaceId: 'ws_malformed', data: EVENT_EXAMPLES['deal.updated'] });
    const { deal, changes } = EVENT_EXAMPLES['deal.updated'];
    const malformed = {
      ...newEvent({ type: 'deal.updated', workspaceId: 'ws_malformed', data: EVENT_EXAMPLES['deal.updated'] }),
      data: { deal: { ...deal, status: 'exploded' }, changes },
    };

    await publishRaw('events.deal.updated', malformed);
    await fx.bus.publish(valid);

    await eventually(() => expect(handled).toEqual([valid.id]));
    const letters = await store.collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION).find({ durable });
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ _id: `${durable}:${malformed.id}`, delivery_count: 1, event: malformed });
    expect(letters[0]!.error).toMatch(/^deal\.updated payload does not match its schema: data\.deal\.status: /);

    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: 'deal.updated', msg: expect.stringContaining('data.deal.status') });
    // Terminated at the first delivery: nothing waits for a redelivery.
    await eventually(async () => {
      const info = await fx.bus.jsm.consumers.info(EVENTS_STREAM, durable);
      expect(info.num_pending + info.num_ack_pending + info.num_redelivered).toBe(0);
    });
  });

  it('dead-letters an unknown event type, and a type the consumer does not take, without calling the handler', async () => {
    const handled: string[] = [];
    const { store, durable } = await consume('task.approved', async (event) => {
      handled.push(event.id);
    });
    const base = newEvent({ type: 'task.approved', workspaceId: 'ws_types', data: EVENT_EXAMPLES['task.approved'] });
    const unknown = { ...base, id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', event: 'task.exploded' };
    const other = newEvent({ type: 'task.dismissed', workspaceId: 'ws_types', data: EVENT_EXAMPLES['task.dismissed'] });
    const valid = newEvent({ type: 'task.approved', workspaceId: 'ws_types', data: EVENT_EXAMPLES['task.approved'] });

    await publishRaw('events.task.approved', unknown);
    await publishRaw('events.task.approved', other);
    await fx.bus.publish(valid);

    await eventually(() => expect(handled).toEqual([valid.id]));
    const letters = await store.collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION).find({ durable }, { sort: { stream_seq: 1 } });
    expect(letters.map((l) => l.error)).toEqual(['unknown event type "task.exploded"', 'event type task.dismissed is not one this consumer takes (task.approved)']);
  });
});

describe('subscriptionOf', () => {
  it('derives the stream and the subject of a single type', () => {
    expect(subscriptionOf({ durable: 'd', events: ['note.created'] })).toEqual({ stream: 'INTERNAL', filterSubject: 'internal.note.created' });
    expect(subscriptionOf({ durable: 'd', events: ['contact.created', 'deal.updated'], filterSubject: 'events.>' })).toEqual({ stream: 'EVENTS', filterSubject: 'events.>' });
    expect(subscriptionOf({ durable: 'd', events: ['contact.created', 'contact.updated'], filterSubject: 'events.contact.*' })).toEqual({
      stream: 'EVENTS',
      filterSubject: 'events.contact.*',
    });
  });

  it('refuses a consumer whose types its stream or subject cannot carry', () => {
    expect(() => subscriptionOf({ durable: 'd', events: [] })).toThrow('names no event type');
    expect(() => subscriptionOf({ durable: 'd', events: ['contact.created', 'note.created'], filterSubject: '>' })).toThrow('several streams');
    expect(() => subscriptionOf({ durable: 'd', events: ['note.created'], stream: 'EVENTS' })).toThrow('on INTERNAL, not EVENTS');
    expect(() => subscriptionOf({ durable: 'd', events: ['contact.created', 'deal.created'] })).toThrow('need a filterSubject');
    expect(() => subscriptionOf({ durable: 'd', events: ['contact.created', 'deal.created'], filterSubject: 'events.contact.*' })).toThrow('does not cover deal.created');
    expect(() => subscriptionOf({ durable: 'd', events: ['email.sync.completed'], filterSubject: 'events.email.*' })).toThrow('does not cover');
  });
});
