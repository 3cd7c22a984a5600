import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OUTBOX_FIELD } from '@wbk/bus';
import { isAppError } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import type { ApiReply } from '@wbk/rpc';
import { openStore, type DocStore } from '@wbk/store';
import { COMPANIES_COLLECTION, CompanyRepository } from '../store/company.repository';
import { CONTACTS_COLLECTION, ContactRepository } from '../store/contact.repository';
import { DEALS_COLLECTION, DealRepository } from '../store/deal.repository';
import { ListMemberRepository } from '../store/list-member.repository';
import { LISTS_COLLECTION, ListRepository } from '../store/list.repository';
import { NOTES_COLLECTION, NoteRepository } from '../store/note.repository';
import { TASKS_COLLECTION, TaskRepository } from '../store/task.repository';
import { createCompaniesHandlers } from './companies.handler';
import { createContactsHandlers } from './contacts.handler';
import { createDealsHandlers } from './deals.handler';
import { createListsHandlers } from './lists.handler';
import { createNotesHandlers } from './notes.handler';
import { createTasksHandlers } from './tasks.handler';

/**
 * Single creates under an Idempotency-Key, as the service answers them when
 * the gateway no longer holds the key's entry: the same request gets the
 * stored record again (no write, no event), a different one 409.
 */

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const KEY = '33333333-3333-4333-8333-333333333333';

let dir: string;
let store: DocStore;
let kicks: number;
let handlers: Record<string, (request: unknown) => Promise<ApiReply>>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-keyed-creates-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  const clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  const afterWrite = () => (kicks += 1);
  const contacts = new ContactRepository(store);
  const companies = new CompanyRepository(store);
  const deals = new DealRepository(store);
  const lists = new ListRepository(store);
  const notes = new NoteRepository(store);
  const tasks = new TaskRepository(store);
  await Promise.all([contacts, companies, deals, lists, notes, tasks].map((r) => r.ensureIndexes()));
  handlers = {
    ...createContactsHandlers({ contacts, notes, tasks, deals, clock, afterWrite }),
    ...createCompaniesHandlers({ companies, clock, afterWrite }),
    ...createDealsHandlers({ deals, clock, afterWrite }),
    ...createListsHandlers({ lists, members: new ListMemberRepository(store), clock, afterWrite }),
    ...createNotesHandlers({ notes, companies, contacts, clock, afterWrite }),
    ...createTasksHandlers({ tasks, clock, afterWrite }),
  };
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request(body: unknown, { key = KEY, ws = WS, path: params = {} }: { key?: string; ws?: string; path?: Record<string, string> } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: key, causation_root_id: '', causation_depth: 0 },
    path: params,
    query: {},
    body_json: JSON.stringify(body),
  };
}

const idOf = (reply: ApiReply): string => {
  const data = JSON.parse(reply.data_json) as { id?: string; deal?: { id: string } };
  return data.deal?.id ?? data.id ?? '';
};

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (isAppError(err)) return err.code;
    throw err;
  }
  throw new Error('expected an AppError');
}

const docs = (collection: string) => store.collection(collection).find({});
const events = async (collection: string) => (await docs(collection)).flatMap((d) => (d[OUTBOX_FIELD] as unknown[] | undefined) ?? []);

async function companyId(): Promise<string> {
  return idOf(await handlers['CreateCompany']!(request({ name: 'Owner Ltd' }, { key: '' })));
}

interface Case {
  rpc: string;
  collection: string;
  body: Record<string, unknown>;
  other: Record<string, unknown>;
}

const CASES: Case[] = [
  { rpc: 'CreateContact', collection: CONTACTS_COLLECTION, body: { email: 'a@x.io', first_name: 'Ann' }, other: { email: 'b@x.io' } },
  { rpc: 'CreateCompany', collection: COMPANIES_COLLECTION, body: { name: 'Acme', tags: ['x'] }, other: { name: 'Other' } },
  { rpc: 'CreateDeal', collection: DEALS_COLLECTION, body: { name: 'Big deal' }, other: { name: 'Small deal' } },
  { rpc: 'CreateList', collection: LISTS_COLLECTION, body: { name: 'Leads', description: 'd' }, other: { name: 'Others' } },
  { rpc: 'CreateTask', collection: TASKS_COLLECTION, body: { title: 'Call back' }, other: { title: 'Write' } },
  { rpc: 'CreateCompanyNote', collection: NOTES_COLLECTION, body: { title: 'Visit', content: 'met them' }, other: { title: 'Visit', content: 'did not meet' } },
];

describe.each(CASES)('$rpc under an Idempotency-Key', ({ rpc, collection, body, other }) => {
  const call = async (payload: unknown, options: { key?: string; ws?: string } = {}) => {
    const params: Record<string, string> = rpc === 'CreateCompanyNote' ? { id: ownerId } : {};
    return handlers[rpc]!(request(payload, { ...options, path: params }));
  };
  let ownerId = '';
  let before = 0;

  beforeEach(async () => {
    if (rpc === 'CreateCompanyNote') ownerId = await companyId();
    before = (await docs(collection)).length;
    kicks = 0;
  });

  it('answers a retry of the same request (keys in another order) with the stored record: no second record, no second event', async () => {
    const first = await call(body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await call(reordered);
    expect(second.created).toBe(true);
    expect(idOf(second)).toBe(idOf(first));
    expect(second.data_json).toBe(first.data_json);
    expect(await docs(collection)).toHaveLength(before + 1);
    expect(kicks).toBe(1);
    const stored = (await docs(collection)).find((d) => d._id === idOf(first));
    expect(stored).toMatchObject({ idempotency_key: KEY });
    expect(typeof stored?.['request_hash']).toBe('string');
    expect((stored?.[OUTBOX_FIELD] as unknown[] | undefined)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('refuses a different request under the same key with 409 idempotency_conflict and stores nothing', async () => {
    await call(body);
    const eventsBefore = await events(collection);
    expect(await errorCode(call(other))).toBe('idempotency_conflict');
    expect(await docs(collection)).toHaveLength(before + 1);
    expect(await events(collection)).toEqual(eventsBefore);
    expect(kicks).toBe(1);
  });

  it('creates a new record for each call without a key, and for the same key in another workspace', async () => {
    await call(body, { key: '' });
    // List names are unique per workspace, whatever the key.
    await call(rpc === 'CreateList' ? { ...body, name: 'Leads again' } : body, { key: '' });
    expect(await docs(collection)).toHaveLength(before + 2);
    if (rpc === 'CreateCompanyNote') return;
    const mine = await call(other);
    const theirs = await call(other, { ws: OTHER_WS });
    expect(idOf(theirs)).not.toBe(idOf(mine));
  });
});

describe('keyed creates: edges', () => {
  it('refuses the same note under the same key for another owner (the path is part of the request)', async () => {
    const [a, b] = [await companyId(), await companyId()];
    await handlers['CreateCompanyNote']!(request({ title: 't', content: 'x' }, { path: { id: a } }));
    expect(await errorCode(handlers['CreateCompanyNote']!(request({ title: 't', content: 'x' }, { path: { id: b } })))).toBe('idempotency_conflict');
    expect(await docs(NOTES_COLLECTION)).toHaveLength(1);
  });

  it('refuses to answer with, or bring back, a record created under the key and deleted since', async () => {
    const id = idOf(await handlers['CreateContact']!(request({ email: 'a@x.io' })));
    await handlers['DeleteContact']!(request(undefined, { key: '', path: { id } }));
    expect(await errorCode(handlers['CreateContact']!(request({ email: 'a@x.io' })))).toBe('idempotency_conflict');
    expect(await docs(CONTACTS_COLLECTION)).toHaveLength(1);
  });

});
