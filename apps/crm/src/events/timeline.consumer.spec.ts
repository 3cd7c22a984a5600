import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectBus, newEvent, OutboxRelay, OUTBOX_FIELD, type Bus, type Consumer } from '@wbk/bus';
import { EVENT_EXAMPLES, EVENTS_STREAM, type EventEnvelope, type EventOf, type EventPayload } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { openStore, type Doc, type DocStore } from '@wbk/store';
import { expectEventually, ManualClock, type NatsServerHandle, startNatsServer } from '@wbk/testing';
import type { TimelineSourceEvent } from '../domain/activity-sources';
import { newContactState } from '../domain/contact';
import { ACTIVITIES_COLLECTION, ActivityRepository } from '../store/activity.repository';
import { ContactRepository } from '../store/contact.repository';
import { RecordTimelineActivities } from '../app/record-timeline-activities.use-case';
import { startTimelineConsumers, TIMELINE_CONSUMERS } from './timeline.consumer';

jest.setTimeout(30_000);

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const CONTACT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CONTACT_2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const UNKNOWN_CONTACT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const logger = createLogger({ service: 'timeline-spec', level: 'silent' });
const clock = new ManualClock('2026-03-01T10:00:00.000Z');

let server: NatsServerHandle;
let bus: Bus;
let dir: string;
let store: DocStore;
let contacts: ContactRepository;
let activities: ActivityRepository;
let relay: OutboxRelay;
let consumers: Consumer[] = [];

beforeAll(async () => {
  server = await startNatsServer();
  bus = await connectBus({ servers: server.url, name: 'timeline-spec', logger });
  await bus.ensureStreams();
  dir = await mkdtemp(path.join(tmpdir(), 'crm-timeline-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  contacts = new ContactRepository(store);
  activities = new ActivityRepository(store);
  await Promise.all([contacts.ensureIndexes(), activities.ensureIndexes()]);
  await contacts.insert(WS, newContactState({ email: 'a@x.io' }, CONTACT, clock.now()), []);
  await contacts.insert(WS, newContactState({ email: 'b@x.io' }, CONTACT_2, clock.now()), []);
  relay = new OutboxRelay({ store, bus, collections: [ACTIVITIES_COLLECTION], logger, sweepIntervalMs: 100 });
  relay.start();
  consumers = await startTimelineConsumers({ bus, store, logger, activities, clock, afterWrite: () => relay.kick() });
});

afterAll(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  await relay?.stop();
  await bus?.close();
  await server?.stop();
  await store?.close();
  await rm(dir, { recursive: true, force: true });
});

function sourceEvent<T extends TimelineSourceEvent>(type: T, data: EventPayload<T>, ws = WS): EventOf<T> {
  return newEvent({ type, workspaceId: ws, data, clock });
}

/** Source record ids: UUIDs, as the catalog's payload schemas require. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [N_DUP, N_MARKER, N_COMPANY, N_UNKNOWN, N_OTHER_WS, N_MARKER_2, T1, MT1, MSG] = [id(1), id(2), id(3), id(4), id(5), id(6), id(7), id(8), id(9)];

/** The same envelope under another Nats-Msg-Id, as a second relay or a replay would publish it. */
async function publishCopy(event: EventEnvelope, subject: string): Promise<void> {
  await bus.js.publish(subject, JSON.stringify(event), { msgID: `${event.id}:copy` });
}

const activitiesOf = (filter: Record<string, unknown>) => store.collection<Doc>(ACTIVITIES_COLLECTION).find(filter);

/** activity.created events on the EVENTS stream, in stream order. */
async function publishedActivities(): Promise<EventEnvelope[]> {
  const info = await bus.jsm.streams.info(EVENTS_STREAM);
  const events: EventEnvelope[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const msg = await bus.jsm.streams.getMessage(EVENTS_STREAM, { seq });
    const event = msg?.json<EventEnvelope>();
    if (event?.event === 'activity.created') events.push(event);
  }
  return events;
}

const eventually = (assertion: () => Promise<void>) => expectEventually(assertion, { timeoutMs: 10_000, intervalMs: 50 });

const note = (noteId: string, contactId: string | null): EventPayload<'note.created'> => ({
  note: {
    ...EVENT_EXAMPLES['note.created'].note,
    id: noteId,
    title: `Note ${noteId}`,
    content: 'Body',
    note_type: 'general',
    category: null,
    created_date: '2026-02-01T00:00:00.000Z',
    contact_id: contactId,
    company_id: contactId === null ? id(99) : null,
  },
});

describe('timeline consumers (real nats-server, real store)', () => {
  it('declares one durable consumer per source subject', () => {
    expect(consumers).toHaveLength(TIMELINE_CONSUMERS.length);
    expect(new Set(TIMELINE_CONSUMERS.map((c) => c.durable)).size).toBe(TIMELINE_CONSUMERS.length);
  });

  it('records a note event delivered twice (other message id) or re-sent under a new event id as ONE activity and ONE activity.created', async () => {
    const event = sourceEvent('note.created', note(N_DUP, CONTACT));
    await bus.publish(event);
    await publishCopy(event, 'internal.note.created');
    // The same note announced again by a second event (e.g. a publisher retry that minted a new id).
    await bus.publish(sourceEvent('note.created', note(N_DUP, CONTACT)));
    const marker = sourceEvent('note.created', note(N_MARKER, CONTACT));
    await bus.publish(marker);

    await eventually(async () => expect(await activitiesOf({ 'source.id': N_MARKER })).toHaveLength(1));
    const recorded = await activitiesOf({ 'source.id': N_DUP });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ workspace_id: WS, contact_id: CONTACT, type: 'note', title: `Note ${N_DUP}` });

    await eventually(async () => expect((await publishedActivities()).map((e) => (e.data['activity'] as { source: { id: string } }).source.id)).toContain(N_MARKER));
    const published = (await publishedActivities()).filter((e) => (e.data['activity'] as { source: { id: string } }).source.id === N_DUP);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ workspace_id: WS, data: { activity: { id: recorded[0]!._id, contact_id: CONTACT, type: 'note' } } });
    // Caused by the source event: chains started by automation stay bounded.
    expect(published[0]!.causation).toEqual({ root_id: event.causation.root_id, depth: 1 });
  });

  it('acks and ignores events that concern no (known) contact', async () => {
    await bus.publish(sourceEvent('note.created', note(N_COMPANY, null)));
    await bus.publish(sourceEvent('note.created', note(N_UNKNOWN, UNKNOWN_CONTACT)));
    await bus.publish(sourceEvent('note.created', note(N_OTHER_WS, CONTACT), OTHER_WS));
    // A payload that does not parse is dead-lettered by the consumer: it neither records anything nor stops the consumer.
    const badShape = { ...sourceEvent('message.sent', EVENT_EXAMPLES['message.sent']), data: { message: { id: MSG } } };
    await bus.js.publish('internal.message.sent', JSON.stringify(badShape), { msgID: badShape.id });
    const marker = sourceEvent('note.created', note(N_MARKER_2, CONTACT));
    await bus.publish(marker);
    await eventually(async () => expect(await activitiesOf({ 'source.id': N_MARKER_2 })).toHaveLength(1));
    expect(await activitiesOf({ 'source.id': { $in: [N_COMPANY, N_UNKNOWN, N_OTHER_WS, MSG] } })).toEqual([]);
  });

  it('consumes the EVENTS stream task events: creation, and completion only when the status became completed', async () => {
    const task = { ...EVENT_EXAMPLES['task.created'].task, id: T1, title: 'Send proposal', status: 'open' as const, contact_id: CONTACT, created_date: '2026-02-02T00:00:00.000Z' };
    await bus.publish(sourceEvent('task.created', { task }));
    await bus.publish(sourceEvent('task.updated', { task: { ...task, title: 'Send the proposal' }, changes: { title: 'Send proposal' } }));
    await bus.publish(sourceEvent('task.updated', { task: { ...task, status: 'completed', updated_date: '2026-02-03T00:00:00.000Z' }, changes: { status: 'open' } }));
    await eventually(async () => expect(await activitiesOf({ 'source.id': T1, type: 'task_completed' })).toHaveLength(1));
    expect((await activitiesOf({ 'source.id': T1 })).map((d) => d['type']).sort()).toEqual(['task_completed', 'task_created']);
  });

  it('records a meeting on the timeline of each attending contact', async () => {
    const meeting = { ...EVENT_EXAMPLES['meeting.created'].meeting, id: MT1, title: 'Demo', start_time: '2026-03-05T15:00:00.000Z', contact_ids: [CONTACT, CONTACT_2] };
    await bus.publish(sourceEvent('meeting.created', { meeting }));
    await eventually(async () => expect(await activitiesOf({ 'source.id': MT1 })).toHaveLength(2));
  });
});

describe('RecordTimelineActivities', () => {
  it('writes the activity with its activity.created event once, however often it is handled', async () => {
    let kicks = 0;
    const recordActivities = new RecordTimelineActivities({ activities, contacts, clock, afterWrite: () => (kicks += 1) });
    const message = { ...EVENT_EXAMPLES['message.sent'].message, id: MSG, contact_id: CONTACT, subject: 'Hello', message: 'Hi', sent_at: '2026-02-20T00:00:00.000Z' };
    const event = sourceEvent('message.sent', { message });
    expect(await recordActivities.execute(event)).toEqual({ recorded: 1, duplicates: 0, ignored: 0 });
    expect(await recordActivities.execute(event)).toEqual({ recorded: 0, duplicates: 1, ignored: 0 });
    expect(kicks).toBe(1);
    expect(await activitiesOf({ 'source.id': MSG })).toHaveLength(1);
    // The relay publishes what was queued and clears it: once it has, exactly one event went out.
    await eventually(async () => expect((await activitiesOf({ 'source.id': MSG }))[0]![OUTBOX_FIELD] ?? []).toEqual([]));
    const published = (await publishedActivities()).filter((e) => (e.data['activity'] as { source: { id: string } }).source.id === MSG);
    expect(published).toHaveLength(1);
  });
});
