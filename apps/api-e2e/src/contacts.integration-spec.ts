import {
  aContact,
  aContactWithOnlyEmail,
  anUnknownId,
  createTestWorkspace,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type EventTap,
  type Stack,
} from '@wbk/testing';

interface Contact {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  custom_fields: Record<string, unknown>;
  [field: string]: unknown;
}

function eventContactId(envelope: Record<string, unknown>): unknown {
  const data = envelope.data as { contact?: { id?: unknown } } | undefined;
  return data?.contact?.id;
}

describe('contacts', () => {
  let stack: Stack;
  let api: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
    const other = await createTestWorkspace(stack.admin, { plan: 'org' });
    api = stack.api(workspace.keys.full);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of ['contact.created', 'contact.updated', 'contact.deleted']) {
      taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
    }
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  async function createContact(body = aContact()): Promise<Contact> {
    const response = await api.post('/v1/contacts', body);
    expect(response.status).toBe(201);
    return response.body.data as Contact;
  }

  it('creates, reads, lists, updates and deletes a contact', async () => {
    const body = aContact({ first_name: 'Marie', last_name: 'Curie', tags: ['vip'] });
    const created = await createContact(body);
    expect(created).toMatchObject({ first_name: 'Marie', last_name: 'Curie', full_name: 'Marie Curie', email: body.email, tags: ['vip'] });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.created_date).toEqual(expect.any(String));

    const read = await api.get(`/v1/contacts/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);

    const list = await api.get('/v1/contacts?page=1&per_page=2');
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ page: 1, per_page: 2, total: expect.any(Number) });
    expect(Array.isArray(list.body.data)).toBe(true);

    const patched = await api.patch(`/v1/contacts/${created.id}`, { job_title: 'Physicist' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id: created.id, job_title: 'Physicist', first_name: 'Marie' });

    const deleted = await api.delete(`/v1/contacts/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/v1/contacts/${created.id}`)).status).toBe(404);
  });

  it('derives the names from the email when none is given', async () => {
    const contact = await createContact(aContactWithOnlyEmail('grace.hopper@example.com'));
    expect(contact.first_name).toBe('Grace');
    expect(contact.last_name).toBe('Hopper');
    expect(contact.full_name).toBe('Grace Hopper');
  });

  it.each([['notes,tasks,deals'], ['*']])('embeds empty recent_notes, open_tasks and open_deals with include=%s', async (include) => {
    const contact = await createContact();
    const response = await api.get(`/v1/contacts/${contact.id}?include=${encodeURIComponent(include)}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: contact.id, recent_notes: [], open_tasks: [], open_deals: [] });
  });

  it('leaves the embedded arrays out without include', async () => {
    const contact = await createContact();
    const data = (await api.get(`/v1/contacts/${contact.id}`)).body.data as Record<string, unknown>;
    expect(data).not.toHaveProperty('recent_notes');
  });

  it('answers 400 validation_error for an unknown include', async () => {
    const contact = await createContact();
    const response = await api.get(`/v1/contacts/${contact.id}?include=emails`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('refuses an unknown field, naming it, and stores nothing', async () => {
    const body = aContact({ favourite_colour: 'green' });
    const response = await api.post('/v1/contacts', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
    expect(JSON.stringify(response.body.error)).toContain('favourite_colour');
    const list = await api.get(`/v1/contacts?per_page=100&email=${encodeURIComponent(String(body.email))}`);
    expect((list.body.data as Contact[]).filter((c) => c.email === body.email)).toEqual([]);
  });

  it("answers 404 not_found for another workspace's contact", async () => {
    const contact = await createContact();
    for (const response of [
      await otherWorkspace.get(`/v1/contacts/${contact.id}`),
      await otherWorkspace.patch(`/v1/contacts/${contact.id}`, { job_title: 'x' }),
      await otherWorkspace.delete(`/v1/contacts/${contact.id}`),
      await api.get(`/v1/contacts/${anUnknownId()}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await api.get(`/v1/contacts/${contact.id}`)).status).toBe(200);
  });

  it("round-trips custom_fields keys containing '.' and starting with '$'", async () => {
    const custom = { 'a.b': 1, $set: { 'nested.key': ['x', { $in: true }] }, plain: null };
    const contact = await createContact(aContact({ custom_fields: custom }));
    expect(contact.custom_fields).toEqual(custom);
    const read = await api.get(`/v1/contacts/${contact.id}`);
    expect((read.body.data as Contact).custom_fields).toEqual(custom);
  });

  describe('events', () => {
    const exactlyOnce = async (type: string, id: string): Promise<Record<string, unknown>> => {
      const tap = taps[type]!;
      await expectEventually(() => expect(tap.matching((e) => eventContactId(e) === id)).toHaveLength(1), { timeoutMs: 10_000 });
      // A late duplicate would show up here: give the relay's next sweep a chance to misbehave.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const matches = tap.matching((e) => eventContactId(e) === id);
      expect(matches).toHaveLength(1);
      return matches[0]!.envelope;
    };

    it('publishes contact.created, contact.updated (with changes) and contact.deleted exactly once each', async () => {
      const contact = await createContact(aContact({ job_title: 'Associate' }));
      const created = await exactlyOnce('contact.created', contact.id);
      expect(created).toMatchObject({ event: 'contact.created', data: { contact: { id: contact.id, email: contact.email } } });

      expect((await api.patch(`/v1/contacts/${contact.id}`, { job_title: 'Partner' })).status).toBe(200);
      const updated = await exactlyOnce('contact.updated', contact.id);
      expect(updated).toMatchObject({ data: { contact: { job_title: 'Partner' }, changes: { job_title: 'Associate' } } });

      expect((await api.delete(`/v1/contacts/${contact.id}`)).status).toBe(200);
      await exactlyOnce('contact.deleted', contact.id);
    });
  });
});
