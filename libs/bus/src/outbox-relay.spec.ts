import { EVENTS_STREAM, EVENT_EXAMPLES, type EventEnvelope } from '@wbk/contracts';
import type { Doc, DocStore } from '@wbk/store';
import { newEvent } from './new-event';
import { OUTBOX_FIELD, OUTBOX_PENDING_FIELD, mergeUpdates, outboxUpdate, withOutbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { TempStores } from './testing/temp-store.fixture';
import { eventually, readStream, startBusFixture, type BusFixture } from './testing/bus.fixture';

describe('OutboxRelay (real nats-server)', () => {
  let fx: BusFixture;
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    fx = await startBusFixture();
  });
  const stores = new TempStores();
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await stores.closeAll();
  });
  afterAll(async () => {
    await fx?.close();
  });

  const relayFor = (store: DocStore, sweepIntervalMs = 60_000) => {
    const relay = new OutboxRelay({ store, bus: fx.bus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs });
    relays.push(relay);
    return relay;
  };
  const published = async (workspaceId: string): Promise<EventEnvelope[]> =>
    (await readStream(fx.bus, EVENTS_STREAM)).filter((e) => e.workspace_id === workspaceId);

  it('publishes the events of a write in order once kicked, then clears the outbox', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const created = newEvent({ type: 'contact.created', workspaceId: 'ws_kick', data: EVENT_EXAMPLES['contact.created'] });
    const updated = newEvent({ type: 'contact.updated', workspaceId: 'ws_kick', data: EVENT_EXAMPLES['contact.updated'] });
    await contacts.insertOne(withOutbox({ _id: 'c1', name: 'Ada' }, [created, updated]));

    // A long sweep interval: only the kick can explain a prompt publish.
    const relay = relayFor(store);
    relay.start();
    relay.kick();

    await eventually(async () => expect(await published('ws_kick')).toEqual([created, updated]));
    await eventually(async () => {
      const doc = await contacts.findOne({ _id: 'c1' });
      expect(doc?.[OUTBOX_FIELD]).toEqual([]);
      expect(doc?.[OUTBOX_PENDING_FIELD]).toBeUndefined();
      expect(doc?.['name']).toBe('Ada');
    });
  });

  it("publishes the documents of a page side by side, each document's events in order", async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const eventsOf = (workspaceId: string) => [
      newEvent({ type: 'contact.created', workspaceId, data: EVENT_EXAMPLES['contact.created'] }),
      newEvent({ type: 'contact.updated', workspaceId, data: EVENT_EXAMPLES['contact.updated'] }),
      newEvent({ type: 'contact.deleted', workspaceId, data: EVENT_EXAMPLES['contact.deleted'] }),
    ];
    const first = eventsOf('ws_page_a');
    const second = eventsOf('ws_page_b');
    await contacts.insertMany([withOutbox({ _id: 'c9' }, first), withOutbox({ _id: 'c10' }, second)]);
    // Each publish waits (up to a bound) until both documents have one in flight: only a relay
    // that works on them side by side opens the gate; one document at a time waits it out.
    const publishing = new Set<string>();
    let overlapped = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gatedBus = {
      ...fx.bus,
      publish: async (e: EventEnvelope) => {
        publishing.add(e.workspace_id);
        if (publishing.size === 2 && !overlapped) {
          overlapped = true;
          open();
        }
        await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 1_000))]);
        await fx.bus.publish(e);
        publishing.delete(e.workspace_id);
      },
    };
    const relay = new OutboxRelay({ store, bus: gatedBus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 60_000 });
    relays.push(relay);
    relay.kick();

    await eventually(async () => {
      expect(await published('ws_page_a')).toEqual(first);
      expect(await published('ws_page_b')).toEqual(second);
    });
    expect(overlapped).toBe(true);
    await eventually(async () => expect(await contacts.countDocuments({ [OUTBOX_PENDING_FIELD]: true })).toBe(0));
  });

  it('publishes events appended by an update to an existing document', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    await contacts.insertOne({ _id: 'c2', name: 'Bob' });
    const updated = newEvent({ type: 'contact.updated', workspaceId: 'ws_update', data: EVENT_EXAMPLES['contact.updated'] });
    await contacts.updateOne({ _id: 'c2' }, mergeUpdates({ $set: { name: 'Bobby' } }, outboxUpdate([updated])));

    const relay = relayFor(store);
    relay.kick();

    await eventually(async () => expect(await published('ws_update')).toEqual([updated]));
    await eventually(async () => expect((await contacts.findOne({ _id: 'c2' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined());
  });

  it('recovers events left pending by a process that crashed before publishing', async () => {
    const store = await stores.open();
    const contacts = store.collection<Doc>('contacts');
    const deleted = newEvent({ type: 'contact.deleted', workspaceId: 'ws_crash', data: EVENT_EXAMPLES['contact.deleted'] });
    // The tombstone write of a deletion; the process died before any kick.
    await contacts.insertOne(withOutbox({ _id: 'c3', deleted_at: '2026-01-01T00:00:00.000Z' }, [deleted]));

    const restarted = relayFor(store, 20);
    restarted.start();

    await eventually(async () => expect(await published('ws_crash')).toEqual([deleted]));
    await eventually(async () => expect((await contacts.findOne({ _id: 'c3' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined());
    expect(await contacts.findOne({ _id: 'c3' })).not.toBeNull();
  });

  it('republishing after a crash between publish and clear adds no duplicate to the stream', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_replay', data: EVENT_EXAMPLES['contact.created'] });
    await fx.bus.publish(event); // the crashed relay's publish
    await contacts.insertOne(withOutbox({ _id: 'c4' }, [event])); // its $pull never happened

    relayFor(store).kick();

    await eventually(async () => expect((await contacts.findOne({ _id: 'c4' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined());
    expect(await published('ws_replay')).toEqual([event]);
  });

  it('keeps the document pending while publishing fails, and publishes when the bus accepts again', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_retry', data: EVENT_EXAMPLES['contact.created'] });
    await contacts.insertOne(withOutbox({ _id: 'c5' }, [event]));
    let failures = 2;
    const flakyBus = {
      ...fx.bus,
      publish: async (e: EventEnvelope) => {
        if (failures-- > 0) throw new Error('nats unavailable');
        await fx.bus.publish(e);
      },
    };
    const relay = new OutboxRelay({ store, bus: flakyBus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 20 });
    relays.push(relay);
    relay.start();

    await eventually(async () => expect(await published('ws_retry')).toEqual([event]));
    await eventually(async () => expect((await contacts.findOne({ _id: 'c5' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined());
    expect(failures).toBeLessThan(0);
  });

  it('stop() lets the publish in flight finish and clear its event', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_stop', data: EVENT_EXAMPLES['contact.created'] });
    await contacts.insertOne(withOutbox({ _id: 'c6' }, [event]));
    let publishing!: () => void;
    const started = new Promise<void>((resolve) => (publishing = resolve));
    const slowBus = {
      ...fx.bus,
      publish: async (e: EventEnvelope) => {
        publishing();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await fx.bus.publish(e);
      },
    };
    const relay = new OutboxRelay({ store, bus: slowBus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 60_000 });
    relay.kick();
    await started;
    await relay.stop();

    expect((await contacts.findOne({ _id: 'c6' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined();
    expect(await published('ws_stop')).toEqual([event]);
  });

  it('stop(flushMs) publishes what the last writes left before it returns, without a kick or a sweep', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const relay = relayFor(store);
    relay.start();
    await relay.stop(); // the start-up pass, then stopped: a write now would wait for the next process
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_flush', data: EVENT_EXAMPLES['contact.created'] });
    await contacts.insertOne(withOutbox({ _id: 'c8' }, [event]));
    const flushing = relayFor(store);
    await flushing.stop(5_000);

    expect(await published('ws_flush')).toEqual([event]);
    expect((await contacts.findOne({ _id: 'c8' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined();
  });

  it('does not clear the pending flag over an event appended while publishing', async () => {
    const store = await stores.open();
    const contacts = store.collection('contacts');
    const first = newEvent({ type: 'contact.created', workspaceId: 'ws_race', data: EVENT_EXAMPLES['contact.created'] });
    const second = newEvent({ type: 'contact.updated', workspaceId: 'ws_race', data: EVENT_EXAMPLES['contact.updated'] });
    await contacts.insertOne(withOutbox({ _id: 'c7' }, [first]));
    const racingBus = {
      ...fx.bus,
      publish: async (e: EventEnvelope) => {
        // A concurrent API write lands between the relay's read and its clean-up.
        if (e.id === first.id) await contacts.updateOne({ _id: 'c7' }, outboxUpdate([second]));
        await fx.bus.publish(e);
      },
    };
    const relay = new OutboxRelay({ store, bus: racingBus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 20 });
    relays.push(relay);
    relay.start();

    await eventually(async () => expect(await published('ws_race')).toEqual([first, second]));
    await eventually(async () => expect((await contacts.findOne({ _id: 'c7' }))?.[OUTBOX_PENDING_FIELD]).toBeUndefined());
  });
});
