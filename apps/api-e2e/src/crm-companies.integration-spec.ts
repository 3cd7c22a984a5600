import {
  aCompany,
  aNote,
  anUnknownId,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type EventTap,
  type Stack,
} from '@wbk/testing';
import { crmWorkspaces, expectValidationError } from './crm.support';

/** Companies and company notes through the gateway, as a key holder with curl would try them. */

interface Company {
  id: string;
  name: string;
  domain: string | null;
  industry: string | null;
  tags: string[];
  created_date: string;
  updated_date: string;
  [field: string]: unknown;
}

const COMPANY_READ_FIELDS = [
  'city',
  'country',
  'created_date',
  'description',
  'domain',
  'id',
  'industry',
  'linkedin_url',
  'name',
  'size',
  'tags',
  'updated_date',
  'website',
];
const NOTE_FIELDS = ['content', 'created_date', 'id', 'note_type', 'tags', 'title'];

/** 400 validation_error whose details name every field in `fields` (a field may be reported with a sub-path, e.g. tags.0). */

function companyIdOf(envelope: Record<string, unknown>): unknown {
  return (envelope.data as { company?: { id?: unknown } } | undefined)?.company?.id;
}

describe('CRM companies and company notes', () => {
  let stack: Stack;
  let api: ApiClient;
  let reader: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};

  beforeAll(async () => {
    stack = await startStack();
    const { workspace, other } = await crmWorkspaces(stack, { full: ['read', 'write'], reader: ['read'] });
    api = stack.api(workspace.keys.full);
    reader = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of ['company.created', 'company.updated', 'company.deleted']) {
      taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
    }
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  async function createCompany(body: Record<string, unknown> = aCompany()): Promise<Company> {
    const response = await api.post('/v1/companies', body);
    expect(response.status).toBe(201);
    return response.body.data as Company;
  }

  async function listCompanies(query: string, client = api): Promise<{ ids: string[]; total: number }> {
    const response = await client.get(`/v1/companies?${query}`);
    expect(response.status).toBe(200);
    return { ids: (response.body.data as Company[]).map((c) => c.id), total: response.body.meta!.total };
  }

  describe('companies', () => {
    it('creates a company (201) and reads it back in the read shape: every updatable field plus id, created_date, updated_date', async () => {
      const body = aCompany({ website: 'https://www.lovelace-partners.example.com/about', description: 'Boutique firm' });
      const created = await createCompany(body);
      expect(Object.keys(created).sort()).toEqual(COMPANY_READ_FIELDS);
      expect(created).toMatchObject({ name: body.name, domain: body.domain, industry: 'Legal services', tags: ['e2e'], description: 'Boutique firm' });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.created_date).toBe(created.updated_date);

      const read = await api.get(`/v1/companies/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(created);
    });

    it('lists with page/per_page and filters by domain (case-insensitive), tag and q (word prefix of the name)', async () => {
      const suffix = Date.now().toString(36);
      const a = await createCompany(aCompany({ name: `Babbage Holdings ${suffix}`, domain: `babbage-${suffix}.example.com`, tags: [`t-${suffix}`, 'shared'] }));
      const b = await createCompany(aCompany({ name: `Lovelace Analytics ${suffix}`, domain: `lovelace-${suffix}.example.com`, tags: [`t-${suffix}`] }));
      await createCompany(aCompany({ name: `Unrelated Partners ${suffix}`, tags: ['other'] }));

      expect(await listCompanies(`domain=${encodeURIComponent(`BABBAGE-${suffix}.Example.com`)}`)).toEqual({ ids: [a.id], total: 1 });
      const byTag = await listCompanies(`tag=t-${suffix}`);
      expect(byTag.total).toBe(2);
      expect(byTag.ids.sort()).toEqual([a.id, b.id].sort());
      expect(await listCompanies(`q=${encodeURIComponent(`lovel ${suffix}`)}`)).toEqual({ ids: [b.id], total: 1 });
      expect((await listCompanies(`q=${suffix}&tag=shared`)).ids).toEqual([a.id]);

      const page = await api.get(`/v1/companies?q=${suffix}&page=2&per_page=2`);
      expect(page.status).toBe(200);
      expect(page.body.meta).toEqual({ page: 2, per_page: 2, total: 3 });
      expect(page.body.data).toHaveLength(1);
    });

    it('answers 400 validation_error for an unknown query parameter and an out-of-range per_page', async () => {
      expectValidationError(await api.get('/v1/companies?industry=legal'), ['industry']);
      expectValidationError(await api.get('/v1/companies?per_page=100000'), ['per_page']);
      expectValidationError(await api.get('/v1/companies?domain=not%20a%20domain'), ['domain']);
    });

    it('PATCH changes only the given fields, replaces tags, and answers exactly {id, name, industry, updated_date}', async () => {
      const created = await createCompany(aCompany({ tags: ['a', 'b'], city: 'London' }));
      const patched = await api.patch(`/v1/companies/${created.id}`, { industry: 'Insurance', tags: ['c'] });
      expect(patched.status).toBe(200);
      const data = patched.body.data as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual(['id', 'industry', 'name', 'updated_date']);
      expect(data).toMatchObject({ id: created.id, name: created.name, industry: 'Insurance' });
      expect(Date.parse(String(data.updated_date))).toBeGreaterThanOrEqual(Date.parse(created.updated_date));

      const read = (await api.get(`/v1/companies/${created.id}`)).body.data as Company;
      expect(read).toEqual({ ...created, industry: 'Insurance', tags: ['c'], updated_date: data.updated_date });
    });

    it('PATCH with a read-only key is 403 insufficient_permissions naming companies:write, and changes nothing', async () => {
      const created = await createCompany();
      const response = await reader.patch(`/v1/companies/${created.id}`, { industry: 'Changed' });
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe('insufficient_permissions');
      expect(response.body.error?.message).toContain('companies:write');
      for (const refused of [await reader.post('/v1/companies', aCompany()), await reader.delete(`/v1/companies/${created.id}`)]) {
        expect(refused.status).toBe(403);
        expect(refused.body.error?.message).toContain('companies:write');
      }
      expect((await reader.get(`/v1/companies/${created.id}`)).body.data).toEqual(created);
    });

    it('deletes a company: 200, then 404 not_found on read, patch and delete, and gone from the list', async () => {
      const created = await createCompany();
      const deleted = await api.delete(`/v1/companies/${created.id}`);
      expect(deleted.status).toBe(200);
      for (const response of [
        await api.get(`/v1/companies/${created.id}`),
        await api.patch(`/v1/companies/${created.id}`, { industry: 'x' }),
        await api.delete(`/v1/companies/${created.id}`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error?.code).toBe('not_found');
      }
      expect((await listCompanies(`domain=${String(created.domain)}`)).total).toBe(0);
    });

    it("treats another workspace's company as not found (404) and never lists it", async () => {
      const created = await createCompany();
      for (const response of [
        await otherWorkspace.get(`/v1/companies/${created.id}`),
        await otherWorkspace.patch(`/v1/companies/${created.id}`, { industry: 'Hijacked' }),
        await otherWorkspace.delete(`/v1/companies/${created.id}`),
        await api.get(`/v1/companies/${anUnknownId()}`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error?.code).toBe('not_found');
      }
      expect((await listCompanies(`domain=${String(created.domain)}`, otherWorkspace)).total).toBe(0);
      expect((await api.get(`/v1/companies/${created.id}`)).body.data).toEqual(created);
    });

    it('refuses bad input with 400 validation_error naming each field, and stores nothing', async () => {
      const domain = `refused-${Date.now().toString(36)}.example.com`;
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [aCompany({ domain, favourite_colour: 'green' }), ['favourite_colour']],
        [aCompany({ domain, name: 42, tags: 'vip' }), ['name', 'tags']],
        [aCompany({ domain, name: 'x'.repeat(201) }), ['name']],
        [aCompany({ domain, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }), ['tags']],
        [aCompany({ domain, description: 'x'.repeat(10_001) }), ['description']],
        [aCompany({ domain, website: 'not a url' }), ['website']],
        [aCompany({ domain: 'https://acme.com/path' }), ['domain']],
        [{ domain }, ['name']],
      ];
      for (const [body, fields] of cases) expectValidationError(await api.post('/v1/companies', body), fields);
      expect((await listCompanies(`domain=${domain}`)).total).toBe(0);

      const created = await createCompany();
      for (const [body, fields] of [
        [{ industry: 'ok', shoe_size: 9 }, ['shoe_size']],
        [{ industry: 7 }, ['industry']],
        [{ name: null }, ['name']],
        [{ city: 'x'.repeat(201) }, ['city']],
      ] as Array<[Record<string, unknown>, string[]]>) {
        expectValidationError(await api.patch(`/v1/companies/${created.id}`, body), fields);
      }
      expect((await api.get(`/v1/companies/${created.id}`)).body.data).toEqual(created);
    });
  });

  describe('company notes', () => {
    it('creates a note (201) with exactly the spec fields, note_type defaulting to general, and lists it', async () => {
      const company = await createCompany();
      const response = await api.post(`/v1/companies/${company.id}/notes`, aNote({ title: 'Kick-off', tags: ['call'] }));
      expect(response.status).toBe(201);
      const note = response.body.data as Record<string, unknown>;
      expect(Object.keys(note).sort()).toEqual(NOTE_FIELDS);
      expect(note).toMatchObject({ title: 'Kick-off', note_type: 'general', tags: ['call'], content: 'Discussed the engagement letter.' });

      const typed = await api.post(`/v1/companies/${company.id}/notes`, aNote({ note_type: 'meeting' }));
      expect(typed.status).toBe(201);
      expect((typed.body.data as Record<string, unknown>).note_type).toBe('meeting');

      const list = await api.get(`/v1/companies/${company.id}/notes`);
      expect(list.status).toBe(200);
      expect(list.body.meta?.total).toBe(2);
      expect((list.body.data as Array<{ id: string }>).map((n) => n.id).sort()).toEqual([note.id, (typed.body.data as { id: string }).id].sort());
    });

    it('requires a title (400 naming title) and stores nothing', async () => {
      const company = await createCompany();
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, { content: 'no title' }), ['title']);
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, { title: '' }), ['title']);
      expect((await api.get(`/v1/companies/${company.id}/notes`)).body.meta?.total).toBe(0);
    });

    it('accepts content of exactly 50,000 characters and refuses 50,001 (400 naming content)', async () => {
      const company = await createCompany();
      const atLimit = await api.post(`/v1/companies/${company.id}/notes`, aNote({ content: 'x'.repeat(50_000) }));
      expect(atLimit.status).toBe(201);
      expect(String((atLimit.body.data as { content: string }).content)).toHaveLength(50_000);
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, aNote({ content: 'x'.repeat(50_001) })), ['content']);
      expect((await api.get(`/v1/companies/${company.id}/notes`)).body.meta?.total).toBe(1);
    });

    it('refuses unknown fields and wrong types, naming them', async () => {
      const company = await createCompany();
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, aNote({ pinned: true })), ['pinned']);
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, aNote({ tags: [1, 2] })), ['tags']);
      expectValidationError(await api.post(`/v1/companies/${company.id}/notes`, aNote({ title: 7 })), ['title']);
      expect((await api.get(`/v1/companies/${company.id}/notes`)).body.meta?.total).toBe(0);
    });

    it("answers 404 not_found for another workspace's company, a missing one, and a deleted one", async () => {
      const company = await createCompany();
      const gone = await createCompany();
      expect((await api.delete(`/v1/companies/${gone.id}`)).status).toBe(200);
      for (const response of [
        await otherWorkspace.post(`/v1/companies/${company.id}/notes`, aNote()),
        await otherWorkspace.get(`/v1/companies/${company.id}/notes`),
        await api.post(`/v1/companies/${anUnknownId()}/notes`, aNote()),
        await api.post(`/v1/companies/${gone.id}/notes`, aNote()),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error?.code).toBe('not_found');
      }
      expect((await api.get(`/v1/companies/${company.id}/notes`)).body.meta?.total).toBe(0);
    });

    it('refuses a note from a read-only key with 403 naming companies:write', async () => {
      const company = await createCompany();
      const response = await reader.post(`/v1/companies/${company.id}/notes`, aNote());
      expect(response.status).toBe(403);
      expect(response.body.error?.message).toContain('companies:write');
    });
  });

  describe('events', () => {
    /** Waits for exactly one matching event, then lets the relay's next sweeps pass so a late duplicate would show. */
    async function exactlyOnce(type: string, id: string): Promise<Record<string, unknown>> {
      const tap = taps[type]!;
      await expectEventually(() => expect(tap.matching((e) => companyIdOf(e) === id)).toHaveLength(1));
      return tap.matching((e) => companyIdOf(e) === id)[0]!.envelope;
    }

    it('publishes company.created, company.updated (with changes) and company.deleted exactly once each; refused calls publish nothing', async () => {
      const company = await createCompany(aCompany({ industry: 'Legal services', tags: ['a'] }));
      const created = await exactlyOnce('company.created', company.id);
      expect(created).toMatchObject({ event: 'company.created', data: { company: { id: company.id, name: company.name } } });

      expectValidationError(await api.patch(`/v1/companies/${company.id}`, { industry: 5 }), ['industry']);
      expect((await api.patch(`/v1/companies/${company.id}`, { industry: 'Insurance', tags: ['b'] })).status).toBe(200);
      const updated = await exactlyOnce('company.updated', company.id);
      expect(updated).toMatchObject({ data: { company: { industry: 'Insurance', tags: ['b'] }, changes: { industry: 'Legal services', tags: ['a'] } } });
      expect(Object.keys((updated.data as { changes: object }).changes).sort()).toEqual(['industry', 'tags']);

      expect((await api.delete(`/v1/companies/${company.id}`)).status).toBe(200);
      await exactlyOnce('company.deleted', company.id);

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const type of ['company.created', 'company.updated', 'company.deleted']) {
        expect(taps[type]!.matching((e) => companyIdOf(e) === company.id)).toHaveLength(1);
      }
    });

    it('publishes no company.updated for a PATCH that changes nothing', async () => {
      const company = await createCompany(aCompany({ industry: 'Legal services' }));
      await exactlyOnce('company.created', company.id);
      expect((await api.patch(`/v1/companies/${company.id}`, { industry: 'Legal services' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(taps['company.updated']!.matching((e) => companyIdOf(e) === company.id)).toHaveLength(0);
    });
  });
});
