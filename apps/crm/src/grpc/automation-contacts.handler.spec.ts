// CrmAutomationService, contacts: over a real gRPC channel through the typed
// client, on an embedded store, so the records, the merges made against the
// stored contact and the events with the caller's causation are what a caller
// really gets.
import { CONTACTS_COLLECTION } from '../store/contact.repository';
import { OTHER_WS, ROOT, WORKFLOW, WS, failure, outboxOf, runContext, seedContact, startAutomationFixture, type AutomationFixture } from '../testing/automation.fixture';

const RUN = '33333333-3333-4333-8333-333333333333';
const context = { workspace_id: WS, request_id: 'task-1', idempotency_key: '' };

let f: AutomationFixture;

beforeEach(async () => {
  f = await startAutomationFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('GetContact', () => {
  it('answers the contact as named fields, nulls absent, custom_fields as JSON text', async () => {
    const id = await seedContact(f, { first_name: 'Jane', last_name: 'Doe', email: 'Jane@Acme.com', tags: ['client'], custom_fields: { region: 'EU' } });
    const contact = await f.crm.call('GetContact', { context, id: id.toUpperCase() });
    expect(contact).toEqual({
      id,
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane@acme.com',
      _email: 'email',
      tags: ['client'],
      custom_fields_json: '{"region":"EU"}',
      created_date: '2026-03-01T10:00:00.000Z',
      updated_date: '2026-03-01T10:00:00.000Z',
    });
    expect(contact.phone).toBeUndefined();
  });

  it('answers not_found for an unknown id, a malformed one and another workspace, and refuses a call without workspace', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe' }, OTHER_WS);
    expect((await failure(f.crm.call('GetContact', { context, id }))).code).toBe('not_found');
    expect((await failure(f.crm.call('GetContact', { context, id: 'nope' }))).code).toBe('not_found');
    expect((await failure(f.crm.call('GetContact', { id }))).code).toBe('missing_auth');
  });
});

describe('FindContactsByEmail / FindContactsByName', () => {
  it('finds by email case-insensitively and by exact full name with case and whitespace folded', async () => {
    const jane = await seedContact(f, { first_name: 'Jane', last_name: 'Doe', email: 'jane@acme.com' });
    f.clock.advance(1000);
    const janeToo = await seedContact(f, { full_name: 'JANE   doe' });
    await seedContact(f, { full_name: 'Jane Doering' });
    await seedContact(f, { full_name: 'Jane Doe' }, OTHER_WS);
    // No name set: the read name comes from the email, and so does the lookup.
    const bob = await seedContact(f, { email: 'bob.stone@x.com' });

    const byEmail = await f.crm.call('FindContactsByEmail', { context, email: ' JANE@acme.com ' });
    expect(byEmail.contacts.map((c) => c.id)).toEqual([jane]);
    expect(byEmail.total).toBe(1);
    const byName = await f.crm.call('FindContactsByName', { context, full_name: 'jane doe' });
    expect(byName.contacts.map((c) => c.id)).toEqual([janeToo, jane]);
    expect(byName.total).toBe(2);
    expect((await f.crm.call('FindContactsByName', { context, full_name: 'Bob Stone' })).contacts.map((c) => c.id)).toEqual([bob]);
    expect(await f.crm.call('FindContactsByName', { context, full_name: 'Nobody' })).toEqual({ contacts: [], total: 0 });
    expect((await failure(f.crm.call('FindContactsByName', { context, full_name: '  ' }))).fields).toEqual([{ field: 'full_name', message: 'is required' }]);
  });

  it('follows a rename, and finds contacts stored before name keys once they are backfilled', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe' });
    await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field: 'full_name', value_json: '"Jane Smith"' });
    expect((await f.crm.call('FindContactsByName', { context, full_name: 'jane doe' })).total).toBe(0);
    expect((await f.crm.call('FindContactsByName', { context, full_name: 'jane smith' })).total).toBe(1);

    await f.store.collection(CONTACTS_COLLECTION).updateOne({ _id: id }, { $unset: { name_key: '' } });
    expect((await f.crm.call('FindContactsByName', { context, full_name: 'jane smith' })).total).toBe(0);
    expect(await f.contacts.backfillNameKeys(10)).toBe(1);
    expect(await f.contacts.backfillNameKeys(10)).toBe(0);
    expect((await f.crm.call('FindContactsByName', { context, full_name: 'jane smith' })).total).toBe(1);
  });
});

describe('UpdateContact', () => {
  it('sets the given fields and merges tags_add into the STORED tags, with contact.updated', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe', tags: ['client'] });
    // Changed after the caller read it: the merge must keep this tag.
    await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field: 'tags', value_json: '["client","partner"]' });
    f.clock.advance(1000);
    const updated = await f.crm.call('UpdateContact', { context, id, priority: 1, tags_add: ['vip', 'client'] });
    expect(updated).toMatchObject({ id, priority: 1, tags: ['client', 'partner', 'vip'], updated_date: '2026-03-01T10:00:01.000Z' });
    const events = await outboxOf(f, CONTACTS_COLLECTION, id);
    expect(events.map((e) => e.event)).toEqual(['contact.updated', 'contact.updated']);
    // No causation given (an assistant task): the event starts its own chain.
    expect(events[1]!.causation).toEqual({ root_id: events[1]!.id, depth: 0 });
    expect(events[1]!.data['changes']).toEqual({ priority: null, tags: ['client', 'partner'] });
  });

  it('refuses what the public PATCH refuses, with its messages, and changes nothing', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe' });
    expect(await failure(f.crm.call('UpdateContact', { context, id, phone: '1'.repeat(60) }))).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'phone', message: 'must be at most 50 characters' }],
    });
    expect((await failure(f.crm.call('UpdateContact', { context, id, priority: 7 }))).fields).toEqual([{ field: 'priority', message: 'must be 1 (high), 2 (medium) or 3 (low)' }]);
    expect((await failure(f.crm.call('UpdateContact', { context, id }))).message).toMatch(/at least one field is required/);
    expect(await outboxOf(f, CONTACTS_COLLECTION, id)).toEqual([]);
  });
});

describe('UpdateContact with only_if_empty (enrichment\'s fill)', () => {
  it('writes only the fields still empty at the write, so a value set after the caller read the contact is kept', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe' });
    // Set after the caller read the contact with every field empty.
    await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field: 'job_title', value_json: '"Partner"' });
    const filled = await f.crm.call('UpdateContact', { context, id, job_title: 'Associate', company: 'Hartley', only_if_empty: true });
    expect(filled).toMatchObject({ id, job_title: 'Partner', company: 'Hartley' });
    const events = await outboxOf(f, CONTACTS_COLLECTION, id);
    expect(events[1]!.data['changes']).toEqual({ company: null });

    const again = await f.crm.call('UpdateContact', { context, id, job_title: 'Associate', company: 'Other', only_if_empty: true });
    expect(again).toMatchObject({ job_title: 'Partner', company: 'Hartley' });
    expect(await outboxOf(f, CONTACTS_COLLECTION, id)).toHaveLength(2);
  });
});

describe('SetField on a contact', () => {
  it('merges one custom field into the STORED custom_fields and carries the run causation', async () => {
    // Parsed from JSON, as a request body is: "__proto__" is an own key there, which custom_fields keeps.
    const id = await seedContact(f, { full_name: 'Jane Doe', custom_fields: JSON.parse('{"region":"EU","__proto__":"kept"}') as Record<string, unknown> });
    const reply = await f.crm.call('SetField', { context: runContext(RUN, 2), record_type: 'RECORD_TYPE_CONTACT', id, field: 'custom_fields.tier', value_json: '"gold"' });
    expect(reply).toEqual({ id, changed: true });
    const stored = (await f.contacts.findLive(WS, id))!.state.custom_fields;
    expect(JSON.stringify(stored)).toBe('{"region":"EU","__proto__":"kept","tier":"gold"}');
    const [event] = await outboxOf(f, CONTACTS_COLLECTION, id);
    expect(event).toMatchObject({ event: 'contact.updated', causation: { root_id: ROOT, depth: 3, workflow_id: WORKFLOW } });
    expect(f.kicks()).toBe(1);

    // The same value again: no write, no event.
    expect(await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field: 'custom_fields.tier', value_json: '"gold"' })).toEqual({ id, changed: false });
    expect(await outboxOf(f, CONTACTS_COLLECTION, id)).toHaveLength(1);
  });

  it('keeps a concurrent change of another custom field: only its own key is written over what is stored', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe', custom_fields: { region: 'EU', tier: 'silver' } });
    const write = f.contacts.update.bind(f.contacts);
    let raced = false;
    // Another request changes `region` between this write's read and its update.
    f.contacts.update = async (...args) => {
      if (!raced) {
        raced = true;
        const stored = (await f.contacts.findLive(WS, id))!;
        await write(WS, { ...stored.state, custom_fields: { ...stored.state.custom_fields, region: 'US' } }, stored.version, []);
      }
      return write(...args);
    };
    const reply = await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field: 'custom_fields.tier', value_json: '"gold"' });
    expect(reply).toEqual({ id, changed: true });
    expect(raced).toBe(true);
    expect((await f.contacts.findLive(WS, id))!.state.custom_fields).toEqual({ region: 'US', tier: 'gold' });
  });

  it('refuses an unknown field, a bad value and bad JSON as validation errors', async () => {
    const id = await seedContact(f, { full_name: 'Jane Doe' });
    const call = (field: string, valueJson: string) => f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_CONTACT', id, field, value_json: valueJson });
    expect((await failure(call('nickname', '"J"'))).code).toBe('validation_error');
    expect((await failure(call('email', '"not-an-email"'))).fields).toEqual([{ field: 'email', message: 'must be a valid email address' }]);
    expect((await failure(call('job_title', 'CEO'))).fields[0]!.field).toBe('value_json');
    expect((await failure(call('custom_fields.', '1'))).fields[0]!.field).toBe('field');
    expect((await failure(f.crm.call('SetField', { context: runContext(RUN), id, field: 'job_title', value_json: '"CEO"' }))).fields[0]!.field).toBe('record_type');
  });
});

describe('CreateContact / CreateList', () => {
  const KEY = '44444444-4444-4444-8444-444444444444';

  it('creates once per key (a retry answers the same record), with contact.created, by the public rules', async () => {
    const keyed = { ...context, idempotency_key: KEY };
    const first = await f.crm.call('CreateContact', { context: keyed, first_name: 'Jane', last_name: 'Doe', email: 'Jane@Acme.com', job_title: 'Partner', tags: [] });
    const again = await f.crm.call('CreateContact', { context: keyed, first_name: 'Jane', last_name: 'Doe', email: 'Jane@Acme.com', job_title: 'Partner', tags: [] });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ email: 'jane@acme.com', job_title: 'Partner', full_name: 'Jane Doe' });
    expect((await outboxOf(f, CONTACTS_COLLECTION, first.id)).map((e) => e.event)).toEqual(['contact.created']);
    expect((await failure(f.crm.call('CreateContact', { context, first_name: 'No', tags: [] }))).fields).toEqual([
      { field: 'context.idempotency_key', message: 'is required (a UUID): the contact id derives from it, so a retry creates no second contact' },
    ]);
    expect((await failure(f.crm.call('CreateContact', { context: { ...context, idempotency_key: RUN }, email: 'not-an-email', tags: [] }))).code).toBe('validation_error');

    const list = await f.crm.call('CreateList', { context: keyed, name: 'Prospects' });
    expect(await f.crm.call('CreateList', { context: keyed, name: 'Prospects' })).toEqual(list);
    expect((await failure(f.crm.call('CreateList', { context: { ...context, idempotency_key: RUN }, name: 'prospects' }))).code).toBe('duplicate_name');
  });
});
