import {
  aContact,
  aList,
  anUnknownId,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type ApiResponse,
  type Envelope,
  type EventTap,
  type Stack,
} from '@wbk/testing';
import { crmWorkspaces, expectError, expectValidationError } from './crm.support';

/** Contact lists and their membership through the gateway. */

interface List {
  id: string;
  name: string;
  description: string | null;
  contact_count: number;
  created_date: string;
  updated_date: string;
}

function listIdOf(envelope: Record<string, unknown>): unknown {
  const data = envelope.data as { list?: { id?: unknown }; list_id?: unknown } | undefined;
  return data?.list?.id ?? data?.list_id;
}

describe('CRM lists', () => {
  let stack: Stack;
  let api: ApiClient;
  let reader: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};
  const LIST_EVENTS = ['list.created', 'list.deleted', 'list.contacts_added', 'list.contacts_removed'];

  beforeAll(async () => {
    stack = await startStack();
    const { workspace, other } = await crmWorkspaces(stack, { full: ['read', 'write'], reader: ['read'] });
    api = stack.api(workspace.keys.full);
    reader = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of LIST_EVENTS) taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  async function createList(body: Record<string, unknown> = aList()): Promise<List> {
    const response = await api.post('/v1/lists', body);
    expect(response.status).toBe(201);
    return response.body.data as List;
  }

  async function createContacts(count: number, client = api): Promise<string[]> {
    const response = await client.post('/v1/contacts/bulk', { contacts: Array.from({ length: count }, () => aContact()) });
    expect(response.status).toBe(201);
    const created = (response.body.data as { created: Array<{ id: string }> }).created;
    expect(created).toHaveLength(count);
    return created.map((c) => c.id);
  }

  function addContacts(listId: string, contactIds: unknown[], client = api): Promise<ApiResponse<Envelope>> {
    return client.post(`/v1/lists/${listId}/contacts`, { contact_ids: contactIds });
  }

  function removeContacts(listId: string, contactIds: unknown[], client = api): Promise<ApiResponse<Envelope>> {
    return client.request('DELETE', `/v1/lists/${listId}/contacts`, { body: { contact_ids: contactIds } });
  }

  async function contactCount(listId: string): Promise<number> {
    const response = await api.get(`/v1/lists/${listId}`);
    expect(response.status).toBe(200);
    return (response.body.data as List).contact_count;
  }

  it('creates a list (201), reads it, and lists it', async () => {
    const list = await createList(aList({ description: 'Partners to call' }));
    expect(list).toMatchObject({ description: 'Partners to call', contact_count: 0 });
    expect(list.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.get(`/v1/lists/${list.id}`)).body.data).toEqual(list);
    const all = await api.get('/v1/lists?per_page=200');
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ page: 1, per_page: 200 });
    expect(all.body.data as List[]).toContainEqual(list);
  });

  it('adds contacts: added counts only new members, already-present ids are skipped silently', async () => {
    const list = await createList();
    const [c1, c2, c3, c4] = await createContacts(4);
    const first = await addContacts(list.id, [c1, c2, c3]);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ added: 3, list_id: list.id, contact_count: 3 });

    const again = await addContacts(list.id, [c1, c4, c4]);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ added: 1, list_id: list.id, contact_count: 4 });

    const nothingNew = await addContacts(list.id, [c2, c3]);
    expect(nothingNew.body.data).toEqual({ added: 0, list_id: list.id, contact_count: 4 });
    expect(await contactCount(list.id)).toBe(4);
  });

  it('accepts exactly 100 contact ids and refuses 101 and 0 (400 validation_error naming contact_ids)', async () => {
    const list = await createList();
    const ids = await createContacts(100);
    expectValidationError(await addContacts(list.id, [...ids, anUnknownId()]), ['contact_ids']);
    expectValidationError(await addContacts(list.id, []), ['contact_ids']);
    expect(await contactCount(list.id)).toBe(0);
    const response = await addContacts(list.id, ids);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ added: 100, list_id: list.id, contact_count: 100 });
  });

  it('refuses malformed, unknown, deleted and other-workspace ids with 400 and error.details.invalid_ids, adding nothing', async () => {
    const list = await createList();
    const [member, valid, deleted] = await createContacts(3);
    expect((await addContacts(list.id, [member])).status).toBe(200);
    expect((await api.delete(`/v1/contacts/${deleted}`)).status).toBe(200);
    const [foreign] = await createContacts(1, otherWorkspace);
    const unknown = anUnknownId();

    const cases: Array<[unknown[], unknown[]]> = [
      [[valid, 'not-a-uuid'], ['not-a-uuid']],
      [[valid, 42], [42]],
      [[valid, unknown], [unknown]],
      [[valid, foreign], [foreign]],
      [[valid, deleted], [deleted]],
      [[valid, unknown, foreign], [unknown, foreign]],
    ];
    for (const [ids, invalid] of cases) {
      const response = await addContacts(list.id, ids);
      expectValidationError(response, ['contact_ids']);
      expect([...((response.body.error?.details?.invalid_ids ?? []) as unknown[])].sort()).toEqual([...invalid].sort());
      expect(await contactCount(list.id)).toBe(1);
    }
    // The valid id of every refused call was not added: it still counts as new now.
    expect((await addContacts(list.id, [valid])).body.data).toEqual({ added: 1, list_id: list.id, contact_count: 2 });
  });

  it('refuses other bad bodies with 400 naming the field', async () => {
    const list = await createList();
    const [c1] = await createContacts(1);
    expectValidationError(await api.post(`/v1/lists/${list.id}/contacts`, { contact_ids: c1 }), ['contact_ids']);
    expectValidationError(await api.post(`/v1/lists/${list.id}/contacts`, { contact_ids: [c1], note: 'x' }), ['note']);
    expectValidationError(await api.post(`/v1/lists/${list.id}/contacts`, {}), ['contact_ids']);
    expect(await contactCount(list.id)).toBe(0);

    expectValidationError(await api.post('/v1/lists', aList({ owner: 'me' })), ['owner']);
    expectValidationError(await api.post('/v1/lists', aList({ name: 7 })), ['name']);
    expectValidationError(await api.post('/v1/lists', aList({ name: 'x'.repeat(201) })), ['name']);
    expectValidationError(await api.post('/v1/lists', aList({ description: 'x'.repeat(2_001) })), ['description']);
    expectValidationError(await api.post('/v1/lists', {}), ['name']);
    expectValidationError(await api.get('/v1/lists?sort=name'), ['sort']);
  });

  it('refuses a second list with the same name (409 duplicate_name)', async () => {
    const list = await createList();
    expectError(await api.post('/v1/lists', { name: list.name.toUpperCase() }), 409, 'duplicate_name');
    // Names are per workspace.
    expect((await otherWorkspace.post('/v1/lists', { name: list.name })).status).toBe(201);
  });

  it('removes contacts: removed counts only members, contact_count follows', async () => {
    const list = await createList();
    const [c1, c2, c3] = await createContacts(3);
    expect((await addContacts(list.id, [c1, c2])).status).toBe(200);
    const removed = await removeContacts(list.id, [c1, c3]);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ list_id: list.id, contact_count: 1, removed: 1 });
    expect(await contactCount(list.id)).toBe(1);
    expect((await addContacts(list.id, [c1])).body.data).toEqual({ added: 1, list_id: list.id, contact_count: 2 });
  });

  it('deletes a list: 200, then 404 not_found for read, add, remove and delete', async () => {
    const list = await createList();
    const [c1] = await createContacts(1);
    expect((await api.delete(`/v1/lists/${list.id}`)).status).toBe(200);
    for (const response of [await api.get(`/v1/lists/${list.id}`), await addContacts(list.id, [c1]), await removeContacts(list.id, [c1]), await api.delete(`/v1/lists/${list.id}`)]) {
      expectError(response, 404, 'not_found');
    }
    const all = (await api.get('/v1/lists?per_page=200')).body.data as List[];
    expect(all.map((l) => l.id)).not.toContain(list.id);
  });

  it("treats another workspace's list as not found (404) and never lists it", async () => {
    const list = await createList();
    const [theirs] = await createContacts(1, otherWorkspace);
    for (const response of [
      await otherWorkspace.get(`/v1/lists/${list.id}`),
      await addContacts(list.id, [theirs], otherWorkspace),
      await removeContacts(list.id, [theirs], otherWorkspace),
      await otherWorkspace.delete(`/v1/lists/${list.id}`),
      await api.get(`/v1/lists/${anUnknownId()}`),
    ]) {
      expectError(response, 404, 'not_found');
    }
    const theirLists = (await otherWorkspace.get('/v1/lists?per_page=200')).body.data as List[];
    expect(theirLists.map((l) => l.id)).not.toContain(list.id);
    expect((await api.get(`/v1/lists/${list.id}`)).body.data).toEqual(list);
  });

  it('refuses writes from a read-only key with 403 naming write:lists', async () => {
    const list = await createList();
    for (const response of [await reader.post('/v1/lists', aList()), await addContacts(list.id, [anUnknownId()], reader), await reader.delete(`/v1/lists/${list.id}`)]) {
      expectError(response, 403, 'insufficient_permissions');
      expect(response.body.error?.message).toContain('write:lists');
    }
  });

  it('publishes list.created, list.contacts_added, list.contacts_removed and list.deleted exactly once each, with only the changed ids', async () => {
    const list = await createList();
    const [c1, c2, c3] = await createContacts(3);
    expect((await addContacts(list.id, [c1, c2])).status).toBe(200);
    // Nothing new, a refused call: no further contacts_added event.
    expect((await addContacts(list.id, [c1])).body.data).toMatchObject({ added: 0 });
    expect((await addContacts(list.id, [c3, anUnknownId()])).status).toBe(400);
    expect((await removeContacts(list.id, [c2, c3])).status).toBe(200);
    expect((await api.delete(`/v1/lists/${list.id}`)).status).toBe(200);

    const forList = (type: string) => taps[type]!.matching((e) => listIdOf(e) === list.id);
    await expectEventually(() => {
      for (const type of LIST_EVENTS) expect(forList(type).length).toBeGreaterThanOrEqual(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const type of LIST_EVENTS) expect(forList(type)).toHaveLength(1);
    expect(forList('list.created')[0]!.envelope).toMatchObject({ event: 'list.created', data: { list: { id: list.id, name: list.name } } });
    const added = forList('list.contacts_added')[0]!.envelope.data as { contact_ids: string[]; count: number };
    expect({ ids: [...added.contact_ids].sort(), count: added.count }).toEqual({ ids: [c1, c2].sort(), count: 2 });
    expect(forList('list.contacts_removed')[0]!.envelope.data).toMatchObject({ contact_ids: [c2], count: 1 });
  });
});
