import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { newContactState } from '../domain/contact';
import { toActivityView, type ActivityType } from '../domain/activity';
import { ActivityRepository } from '../store/activity.repository';
import { ContactRepository } from '../store/contact.repository';
import type { ApiReply } from '@wbk/rpc';
import { createActivitiesHandlers } from './activities.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const CONTACT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER_CONTACT = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

let dir: string;
let store: DocStore;
let contacts: ContactRepository;
let activities: ActivityRepository;
let handlers: ReturnType<typeof createActivitiesHandlers>;
const clock = new ManualClock('2026-03-01T10:00:00.000Z');

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-activities-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  contacts = new ContactRepository(store);
  activities = new ActivityRepository(store);
  await Promise.all([contacts.ensureIndexes(), activities.ensureIndexes()]);
  handlers = createActivitiesHandlers({ contacts, activities });
  await contacts.insert(WS, newContactState({ email: 'a@x.io' }, CONTACT, clock.now()), []);
  await contacts.insert(WS, newContactState({ email: 'b@x.io' }, OTHER_CONTACT, clock.now()), []);
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request(id: string, query: Record<string, string> = {}, ws = WS) {
  return { context: { workspace_id: ws, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0 }, path: { id }, query, body_json: '' };
}

async function seed(contactId: string, key: string, type: ActivityType, occurredAt: string, ws = WS): Promise<string> {
  const view = toActivityView(ws, { type, contact_id: contactId, occurred_at: occurredAt, title: key, summary: '', source: { event: 'note.created', id: key }, metadata: {}, dedupKey: key }, clock.now());
  await activities.record(ws, view, []);
  return view.id;
}

const ids = (reply: ApiReply) => (JSON.parse(reply.data_json) as Array<{ id: string; title: string }>).map((a) => a.title);

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

describe('ListContactActivities', () => {
  it("answers only this contact's timeline, newest first, with page meta and an api_access audit", async () => {
    await seed(CONTACT, 'old', 'note', '2026-01-01T00:00:00.000Z');
    await seed(CONTACT, 'new', 'meeting', '2026-03-01T00:00:00.000Z');
    await seed(CONTACT, 'mid', 'message_sent', '2026-02-01T00:00:00.000Z');
    await seed(OTHER_CONTACT, 'someone else', 'note', '2026-02-15T00:00:00.000Z');
    await seed(CONTACT, 'other workspace', 'note', '2026-02-15T00:00:00.000Z', OTHER_WS);

    const reply = await handlers.ListContactActivities(request(CONTACT));
    expect(ids(reply)).toEqual(['new', 'mid', 'old']);
    expect(reply.meta).toEqual({ page: 1, per_page: 25, total: 3 });
    expect(reply.has_meta).toBe(true);
    expect(reply.audit).toMatchObject({ action: 'api_access', resource_type: 'contacts', resource_id: CONTACT });
    const first = (JSON.parse(reply.data_json) as Array<Record<string, unknown>>)[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['contact_id', 'created_date', 'id', 'metadata', 'occurred_at', 'source', 'summary', 'title', 'type']);
  });

  it('pages without overlap, breaking ties on the id', async () => {
    const same = '2026-02-01T00:00:00.000Z';
    for (const key of ['a', 'b', 'c', 'd', 'e']) await seed(CONTACT, key, 'note', same);
    const page1 = ids(await handlers.ListContactActivities(request(CONTACT, { per_page: '2' })));
    const page2 = ids(await handlers.ListContactActivities(request(CONTACT, { per_page: '2', page: '2' })));
    const page3 = ids(await handlers.ListContactActivities(request(CONTACT, { per_page: '2', page: '3' })));
    expect([...page1, ...page2, ...page3].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(page3).toHaveLength(1);
  });

  it('filters by one or several types', async () => {
    await seed(CONTACT, 'n', 'note', '2026-01-01T00:00:00.000Z');
    await seed(CONTACT, 'm', 'meeting', '2026-01-02T00:00:00.000Z');
    await seed(CONTACT, 't', 'task_completed', '2026-01-03T00:00:00.000Z');
    expect(ids(await handlers.ListContactActivities(request(CONTACT, { type: 'meeting' })))).toEqual(['m']);
    expect(ids(await handlers.ListContactActivities(request(CONTACT, { type: 'note,task_completed' })))).toEqual(['t', 'n']);
  });

  it('is 404 not_found for an unknown, deleted or other-workspace contact', async () => {
    expect((await failure(handlers.ListContactActivities(request('cccccccc-cccc-4ccc-8ccc-cccccccccccc')))).code).toBe('not_found');
    expect((await failure(handlers.ListContactActivities(request(CONTACT, {}, OTHER_WS)))).code).toBe('not_found');
    await contacts.tombstone(WS, OTHER_CONTACT, 1, clock.now().toISOString(), []);
    expect((await failure(handlers.ListContactActivities(request(OTHER_CONTACT)))).code).toBe('not_found');
  });

  it('refuses unknown params, unknown types and out-of-range pages with 400 naming the parameter', async () => {
    expect((await failure(handlers.ListContactActivities(request(CONTACT, { sort: 'asc' })))).fields.map((f) => f.field)).toEqual(['sort']);
    expect((await failure(handlers.ListContactActivities(request(CONTACT, { type: 'call' })))).fields.map((f) => f.field)).toEqual(['type']);
    expect((await failure(handlers.ListContactActivities(request(CONTACT, { per_page: '101' })))).fields.map((f) => f.field)).toEqual(['per_page']);
    expect((await failure(handlers.ListContactActivities(request(CONTACT, { page: '0' })))).code).toBe('validation_error');
  });
});
