// CrmAutomationService, what outreach reads: over a real gRPC channel through
// the typed client, on an embedded store.
import { OTHER_WS, WS, failure, seedContact, seedDeal, seedList, startAutomationFixture, type AutomationFixture } from '../testing/automation.fixture';

const context = { workspace_id: WS, request_id: 'send-1', idempotency_key: '' };

let f: AutomationFixture;

beforeEach(async () => {
  f = await startAutomationFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('GetContacts', () => {
  it('answers the live contacts of the workspace in the order asked, leaving out the rest', async () => {
    const jane = await seedContact(f, { first_name: 'Jane', last_name: 'Doe', email: 'jane@acme.com', phone: '+447700900123' });
    const john = await seedContact(f, { full_name: 'John Roe' });
    const foreign = await seedContact(f, { full_name: 'Other Firm' }, OTHER_WS);
    const reply = await f.crm.call('GetContacts', { context, ids: [john, 'not-a-uuid', foreign, jane.toUpperCase(), jane] });
    expect(reply.contacts.map((c) => c.id)).toEqual([john, jane]);
    expect(reply.contacts[1]).toMatchObject({ full_name: 'Jane Doe', email: 'jane@acme.com', phone: '+447700900123' });
  });

  it('refuses more than 1,000 ids', async () => {
    const ids = Array.from({ length: 1_001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await failure(f.crm.call('GetContacts', { context, ids }))).fields).toEqual([{ field: 'ids', message: 'must have at most 1000 ids' }]);
  });
});

describe('GetDeal', () => {
  it('answers a live deal and not_found for another workspace or a malformed id', async () => {
    const id = await seedDeal(f, { name: 'Doe v. Roe', stage: 'intake' });
    expect(await f.crm.call('GetDeal', { context, id })).toMatchObject({ id, name: 'Doe v. Roe', status: 'open', stage: 'intake' });
    const foreign = await seedDeal(f, { name: 'Elsewhere' }, OTHER_WS);
    expect((await failure(f.crm.call('GetDeal', { context, id: foreign }))).code).toBe('not_found');
    expect((await failure(f.crm.call('GetDeal', { context, id: 'nope' }))).code).toBe('not_found');
  });
});

describe('ListListMembers', () => {
  it('pages through every member once, then answers an empty cursor', async () => {
    const listId = await seedList(f, 'Prospects');
    const ids = await Promise.all(Array.from({ length: 5 }, (_, i) => seedContact(f, { full_name: `Member ${i}` })));
    await f.membership.change({ workspaceId: WS, clock: f.clock }, listId, 'add', ids);
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const page = await f.crm.call('ListListMembers', { context, list_id: listId, cursor, limit: 2 });
      seen.push(...page.contact_ids);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== '');
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('answers not_found for a list of another workspace, and refuses a foreign cursor or an odd limit', async () => {
    const foreign = await seedList(f, 'Theirs', OTHER_WS);
    expect((await failure(f.crm.call('ListListMembers', { context, list_id: foreign }))).code).toBe('not_found');
    const listId = await seedList(f, 'Ours');
    expect((await failure(f.crm.call('ListListMembers', { context, list_id: listId, cursor: `${foreign}:x` }))).fields[0]!.field).toBe('cursor');
    expect((await failure(f.crm.call('ListListMembers', { context, list_id: listId, limit: 5_000 }))).fields[0]!.field).toBe('limit');
    expect(await f.crm.call('ListListMembers', { context, list_id: listId })).toEqual({ contact_ids: [], next_cursor: '' });
  });
});
