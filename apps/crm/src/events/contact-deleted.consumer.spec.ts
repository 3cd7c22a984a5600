import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newEvent } from '@wbk/bus';
import { EVENT_EXAMPLES } from '@wbk/contracts';
import { createLogger, newId } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { ListMembership } from '../app/list-membership';
import { createListsHandlers } from '../grpc/lists.handler';
import { CONTACTS_COLLECTION } from '../store/contact.repository';
import { LIST_MEMBERS_COLLECTION, ListMemberRepository } from '../store/list-member.repository';
import { LISTS_COLLECTION, ListRepository } from '../store/list.repository';
import { contactDeletedHandler } from './contact-deleted.consumer';

const WS = '11111111-1111-4111-8111-111111111111';
const logger = createLogger({ service: 'test', level: 'silent' });

let dir: string;
let store: DocStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-contact-deleted-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function call(body: unknown, id?: string) {
  return {
    context: { workspace_id: WS, request_id: 'r', api_key_id: 'k', user_id: '', causation_root_id: '', causation_depth: 0 },
    path: id ? { id } : {},
    query: {},
    body_json: JSON.stringify(body),
  };
}

describe('contact.deleted consumer', () => {
  it('takes the contact out of every list once, keeping contact_count exact', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const lists = new ListRepository(store);
    const members = new ListMemberRepository(store);
    await Promise.all([lists.ensureIndexes(), members.ensureIndexes()]);
    const membership = new ListMembership({ lists, members, clock, afterWrite: () => undefined });
    const handlers = createListsHandlers({ lists, members, membership, clock, afterWrite: () => undefined });
    const [gone, stays] = [newId(), newId()];
    await store.collection(CONTACTS_COLLECTION).insertMany([gone, stays].map((_id) => ({ _id, workspace_id: WS, full_name: 'X', deleted_at: null })));
    const listIds: string[] = [];
    for (const name of ['Prospects', 'Clients']) {
      const list = JSON.parse((await handlers.CreateList(call({ name }))).data_json) as { id: string };
      await handlers.AddListContacts(call({ contact_ids: [gone, stays] }, list.id));
      listIds.push(list.id);
    }

    const handle = contactDeletedHandler({ members, membership, clock, logger });
    const event = newEvent({ type: 'contact.deleted', workspaceId: WS, data: { contact: { ...EVENT_EXAMPLES['contact.deleted'].contact, id: gone } } });
    await handle(event);
    await handle(event);

    for (const listId of listIds) {
      const list = await store.collection(LISTS_COLLECTION).findOne({ _id: listId });
      expect(list?.['contact_count']).toBe(1);
      const removed = (list?.['_outbox'] as Array<{ event: string; data: { contact_ids: string[] } }>).filter((e) => e.event === 'list.contacts_removed');
      expect(removed.map((e) => e.data.contact_ids)).toEqual([[gone]]);
    }
    expect(await store.collection(LIST_MEMBERS_COLLECTION).countDocuments({ contact_id: gone })).toBe(0);
    expect(await store.collection(LIST_MEMBERS_COLLECTION).countDocuments({ contact_id: stays })).toBe(2);
  });
});
