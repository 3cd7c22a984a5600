import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OUTBOX_FIELD } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import { isAppError, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type Doc, type DocStore } from '@wbk/store';
import { bulkRecordId } from '../domain/bulk';
import { CONTACT_BULK_BATCHES_COLLECTION, ContactBulkRepository } from '../store/contact-bulk.repository';
import { CONTACTS_COLLECTION, ContactRepository } from '../store/contact.repository';
import type { ApiReply } from '@wbk/rpc';
import { createContactsBulkHandlers, type BulkCreateResult } from './contacts-bulk.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const KEY = '33333333-3333-4333-8333-333333333333';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let contacts: ContactRepository;
let bulk: ContactBulkRepository;
let handlers: ReturnType<typeof createContactsBulkHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-contacts-bulk-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  contacts = new ContactRepository(store);
  bulk = new ContactBulkRepository(store);
  await Promise.all([contacts.ensureIndexes(), bulk.ensureIndexes()]);
  handlers = createContactsBulkHandlers({ contacts, bulk, clock, afterWrite: () => (kicks += 1) });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request(body: unknown, { ws = WS, key = '' }: { ws?: string; key?: string } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: key, causation_root_id: '', causation_depth: 0 },
    path: {},
    query: {},
    body_json: JSON.stringify(body),
  };
}

const result = (reply: ApiReply) => JSON.parse(reply.data_json) as BulkCreateResult;
const storedContacts = (ws = WS) => store.collection<Doc>(CONTACTS_COLLECTION).find({ workspace_id: ws });
const batches = () => store.collection<Doc>(CONTACT_BULK_BATCHES_COLLECTION).find({});
const queuedEvents = async () => (await batches()).flatMap((b) => (b[OUTBOX_FIELD] as EventEnvelope[] | undefined) ?? []);

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[]; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    const details = (err.details ?? {}) as Record<string, unknown>;
    return { code: err.code, fields: (details['fields'] as FieldIssue[] | undefined) ?? [], details };
  }
  throw new Error('expected an AppError');
}

const mixed = { contacts: [{ email: 'a@x.io', tags: ['vip'] }, { email: 'not-an-email' }, { first_name: 'Bo', nickname: 'b' }, { full_name: 'Cy Doe' }, {}] };

describe('BulkCreateContacts', () => {
  it('creates the valid records, reports the invalid ones by index, and answers 201 with ids by index', async () => {
    const reply = await handlers.BulkCreateContacts(request(mixed));
    expect(reply.created).toBe(true);
    expect(reply.audit).toMatchObject({ action: 'create', resource_type: 'contacts' });
    const data = result(reply);
    expect(data.count).toBe(2);
    expect(data.created.map((c) => c.index)).toEqual([0, 3]);
    expect(data.errors.map((e) => e.index)).toEqual([1, 2, 4]);
    expect(data.errors[0]!.errors).toEqual([{ field: 'email', message: 'must be a valid email address' }]);
    expect(data.errors[1]!.errors).toEqual([{ field: 'nickname', message: 'is not a known field' }]);
    expect(data.errors[2]!.errors[0]!.field).toBe('body');

    const stored = await storedContacts();
    expect(stored.map((d) => d._id).sort()).toEqual(data.created.map((c) => c.id).sort());
    expect(stored.find((d) => d['email'] === 'a@x.io')).toMatchObject({ tags: ['vip'], deleted_at: null, version: 1 });
    // The records carry no events of their own: one bulk event for the call, not one per contact.
    expect(stored.every((d) => d[OUTBOX_FIELD] === undefined)).toBe(true);
  });

  it('queues ONE contact.bulk_created event carrying the created contacts and their count', async () => {
    const data = result(await handlers.BulkCreateContacts(request(mixed)));
    const events = await queuedEvents();
    expect(events.map((e) => e.event)).toEqual(['contact.bulk_created']);
    const payload = events[0]!.data as { contacts: Array<{ id: string; full_name: string; email: string | null }>; count: number };
    expect(payload.count).toBe(2);
    expect(payload.contacts.map((c) => c.id)).toEqual(data.created.map((c) => c.id));
    expect(payload.contacts[1]).toMatchObject({ full_name: 'Cy Doe', first_name: 'Cy', last_name: 'Doe', email: null });
    expect(events[0]!.workspace_id).toBe(WS);
    expect(kicks).toBe(1);
  });

  it('stores every accepted record exactly once when the call is retried with the same Idempotency-Key', async () => {
    const first = result(await handlers.BulkCreateContacts(request(mixed, { key: KEY })));
    const second = result(await handlers.BulkCreateContacts(request(mixed, { key: KEY })));
    expect(second).toEqual(first);
    expect(first.created[0]!.id).toBe(bulkRecordId(WS, KEY, 0));
    expect(await storedContacts()).toHaveLength(2);
    expect(await queuedEvents()).toHaveLength(1);
    expect(kicks).toBe(1);
  });

  it('completes a call that crashed after storing its records: the retry adds no record and queues the event once', async () => {
    const failing = new ContactBulkRepository(store);
    failing.recordBatch = () => Promise.reject(new Error('store went away'));
    const crashing = createContactsBulkHandlers({ contacts, bulk: failing, clock, afterWrite: () => (kicks += 1) });
    await expect(crashing.BulkCreateContacts(request(mixed, { key: KEY }))).rejects.toThrow('store went away');
    expect(await storedContacts()).toHaveLength(2);
    expect(await queuedEvents()).toHaveLength(0);

    clock.advance(60_000);
    const retried = result(await handlers.BulkCreateContacts(request(mixed, { key: KEY })));
    expect(retried.count).toBe(2);
    expect(await storedContacts()).toHaveLength(2);
    const events = await queuedEvents();
    expect(events).toHaveLength(1);
    // The event describes the contacts as the first attempt stored them.
    expect((events[0]!.data['contacts'] as Array<{ created_date: string }>)[0]!.created_date).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses a different batch under a used key with 409 idempotency_conflict and stores nothing new (the gateway entry gone)', async () => {
    const first = result(await handlers.BulkCreateContacts(request(mixed, { key: KEY })));
    const before = await storedContacts();
    const err = await failure(handlers.BulkCreateContacts(request({ contacts: [{ email: 'new@x.io' }, { email: 'other@x.io' }, { email: 'third@x.io' }] }, { key: KEY })));
    expect(err.code).toBe('idempotency_conflict');
    expect(await storedContacts()).toEqual(before);
    expect(await queuedEvents()).toHaveLength(1);
    expect(kicks).toBe(1);
    // The same batch (keys in another order) still answers the first call's records.
    const reordered = { contacts: mixed.contacts.map((c) => Object.fromEntries(Object.entries(c).reverse())) };
    expect(result(await handlers.BulkCreateContacts(request(reordered, { key: KEY })))).toEqual(first);
  });

  it('refuses a different batch under the key of a call that crashed before its batch document, storing nothing', async () => {
    const failing = new ContactBulkRepository(store);
    failing.recordBatch = () => Promise.reject(new Error('store went away'));
    const crashing = createContactsBulkHandlers({ contacts, bulk: failing, clock, afterWrite: () => (kicks += 1) });
    await expect(crashing.BulkCreateContacts(request({ contacts: [{ email: 'a@x.io' }] }, { key: KEY }))).rejects.toThrow('store went away');
    const err = await failure(handlers.BulkCreateContacts(request({ contacts: [{ email: 'b@x.io' }, { email: 'c@x.io' }] }, { key: KEY })));
    expect(err.code).toBe('idempotency_conflict');
    expect((await storedContacts()).map((d) => d['email'])).toEqual(['a@x.io']);
    expect(await batches()).toEqual([]);
  });

  it('treats a call without an Idempotency-Key as new each time', async () => {
    await handlers.BulkCreateContacts(request({ contacts: [{ email: 'a@x.io' }] }));
    await handlers.BulkCreateContacts(request({ contacts: [{ email: 'a@x.io' }] }));
    expect(await storedContacts()).toHaveLength(2);
    expect(await queuedEvents()).toHaveLength(2);
  });

  it('derives different ids for the same key in another workspace', async () => {
    const mine = result(await handlers.BulkCreateContacts(request({ contacts: [{ email: 'a@x.io' }] }, { key: KEY })));
    const theirs = result(await handlers.BulkCreateContacts(request({ contacts: [{ email: 'a@x.io' }] }, { ws: OTHER_WS, key: KEY })));
    expect(theirs.created[0]!.id).not.toBe(mine.created[0]!.id);
    expect(await storedContacts(OTHER_WS)).toHaveLength(1);
  });

  it('is 400 validation_error with the per-index errors and stores nothing when no record is valid', async () => {
    const err = await failure(handlers.BulkCreateContacts(request({ contacts: [{ email: 'bad' }, { priority: 9, email: 'a@x.io' }] })));
    expect(err.code).toBe('validation_error');
    expect(err.fields.map((f) => f.field)).toEqual(['contacts.0.email', 'contacts.1.priority']);
    expect((err.details['errors'] as Array<{ index: number }>).map((e) => e.index)).toEqual([0, 1]);
    expect(await storedContacts()).toEqual([]);
    expect(await batches()).toEqual([]);
  });

  it('rejects a bad envelope as a whole: missing, empty, non-array, over 1,000 records, unknown fields', async () => {
    const fieldsOf = async (body: unknown) => (await failure(handlers.BulkCreateContacts(request(body)))).fields.map((f) => f.field);
    expect(await fieldsOf({})).toEqual(['contacts']);
    expect(await fieldsOf({ contacts: [] })).toEqual(['contacts']);
    expect(await fieldsOf({ contacts: { email: 'a@x.io' } })).toEqual(['contacts']);
    expect(await fieldsOf({ contacts: Array.from({ length: 1001 }, (_, i) => ({ email: `c${i}@x.io` })) })).toEqual(['contacts']);
    expect(await fieldsOf({ contacts: [{ email: 'a@x.io' }], dry_run: true })).toEqual(['dry_run']);
    expect(await storedContacts()).toEqual([]);
  });

  // A large write on a shared 2-core machine: the longer timeout is about the work, not the rule under test.
  it('accepts 1,000 records in one call', async () => {
    const data = result(await handlers.BulkCreateContacts(request({ contacts: Array.from({ length: 1000 }, (_, i) => ({ email: `c${i}@x.io` })) }, { key: KEY })));
    expect(data.count).toBe(1000);
    expect(await store.collection(CONTACTS_COLLECTION).countDocuments({ workspace_id: WS })).toBe(1000);
    const events = await queuedEvents();
    expect(events.reduce((n, e) => n + (e.data['count'] as number), 0)).toBe(1000);
  }, 30_000);
});
