/**
 * Prospector search and reveal through the whole stack: the new and the
 * legacy search answer the same results (the legacy one with Deprecation and
 * Link headers), pages and their bounds, bad filters, a reveal charged once per
 * workspace that saves a contact deduplicated by email, and the assistant's
 * approved prospect_search saving what it found as a list; enriching a contact
 * or saving a reveal needs the contact permissions besides write:enrich.
 */
import { createTestWorkspace, expectEventually, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { aKnownPerson, aNonce, balanceOf, chargesOf, enrichmentWorkspace, SimEnrichment, type EnrichmentWorkspace } from './enrichment.support';

interface Prospect {
  member_id: string;
  full_name: string;
  job_title: string | null;
  company_domain: string | null;
  email_available: boolean;
}

interface SearchPage {
  results: Prospect[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
}

async function search(api: ApiClient, path: string, body: object): Promise<SearchPage> {
  const response = await api.post(path, body);
  expect({ status: response.status, error: response.body.error }).toEqual({ status: 200, error: undefined });
  return response.body.data as SearchPage;
}

describe('enrichment prospector', () => {
  let stack: Stack;
  let sim: SimEnrichment;
  let ws: EnrichmentWorkspace;
  const nonce = aNonce();
  const people = [0, 1, 2].map((i) => aKnownPerson(`${nonce}${String.fromCharCode(97 + i)}`));

  beforeAll(async () => {
    stack = await startStack();
    sim = SimEnrichment.of(stack);
    ws = await enrichmentWorkspace(stack, 5);
    // Titles share `Litigation Partner <nonce>`, so a title search on the nonce finds exactly these three.
    for (const person of people) await sim.addPerson(person);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers the same results on the new and the legacy search, the legacy one with Deprecation and Link headers', async () => {
    const fresh = await search(ws.api, '/v1/prospector/search', { titles: [`partner ${nonce}`] });
    expect(fresh.pagination).toEqual({ page: 1, per_page: 25, total: 3, total_pages: 1 });
    expect(fresh.results.map((p) => p.company_domain).sort()).toEqual(people.map((p) => p.company_domain).sort());

    const legacy = await ws.api.post('/v1/prospects/search', { query: `partner ${nonce}` });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data).toEqual(fresh);
    expect(legacy.headers['deprecation']).toBe('true');
    expect(legacy.headers['link']).toBe('</v1/prospector/search>; rel="successor-version"');
    expect(fresh.results.length).toBe(3);

    const mixed = await search(ws.api, '/v1/prospects/search', { jobTitles: [`partner ${nonce}`], company_domains: [people[0]!.company_domain] });
    expect(mixed.results.map((p) => p.company_domain)).toEqual([people[0]!.company_domain]);
    const badLegacy = await ws.api.post('/v1/prospects/search', {});
    expect(badLegacy.status).toBe(400);
    expect(badLegacy.headers['deprecation']).toBe('true');
    expect((await ws.api.get('/v1/settings')).headers['deprecation']).toBeUndefined();
  });

  it('pages results and refuses bad filters and page sizes, free of charge', async () => {
    const page2 = await search(ws.api, '/v1/prospector/search', { titles: [`partner ${nonce}`], page: 2, per_page: 2 });
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(page2.results).toHaveLength(1);
    const wide = await search(ws.api, '/v1/prospector/search', { industry: ['legal services'], per_page: 100 });
    expect(wide.results.length).toBeLessThanOrEqual(100);

    const bad: object[] = [
      {},
      { page: 1 },
      { titles: [] },
      { titles: 'partner' },
      { titles: [42] },
      { titles: [''] },
      { headcount: ['50-200'] },
      { seniority: ['boss'] },
      { titles: ['partner'], per_page: 101 },
      { titles: ['partner'], page: 0 },
      { titles: ['partner'], page: '2' },
      { company_domains: ['not a domain'] },
      { titles: ['partner'], unknown: true },
    ];
    for (const body of bad) {
      const response = await ws.api.post('/v1/prospector/search', body);
      expect({ body, status: response.status, code: (response.body.error as { code: string }).code }).toEqual({ body, status: 400, code: 'validation_error' });
    }
    expect(await balanceOf(ws.api)).toBe(5);
  });

  it('reveals a prospect for 1 credit, free on a repeat, and saves one contact per email', async () => {
    const [found] = (await search(ws.api, '/v1/prospector/search', { titles: [`partner ${nonce}`], company_domains: [people[1]!.company_domain] })).results;
    const first = await ws.api.post('/v1/prospector/reveal', { member_id: found!.member_id, save_as_contact: true });
    expect(first.status).toBe(200);
    const revealed = first.body.data as { email: string; charged: boolean; credits_remaining: number; contact_id: string };
    expect(revealed).toMatchObject({ email: people[1]!.email, charged: true, credits_remaining: 4 });
    const again = await ws.api.post('/v1/prospector/reveal', { member_id: found!.member_id, save_as_contact: true });
    expect(again.body.data).toMatchObject({ email: people[1]!.email, charged: false, credits_remaining: 4, contact_id: revealed.contact_id });
    const contacts = await ws.api.get(`/v1/contacts?email=${encodeURIComponent(people[1]!.email)}`);
    expect((contacts.body.meta as { total: number }).total).toBe(1);

    // An existing contact with the revealed email is the one answered.
    const [other] = (await search(ws.api, '/v1/prospector/search', { titles: [`partner ${nonce}`], company_domains: [people[2]!.company_domain] })).results;
    const existing = await ws.api.post('/v1/contacts', { first_name: 'Known', last_name: 'Already', email: people[2]!.email });
    const saved = await ws.api.post('/v1/prospector/reveal', { member_id: other!.member_id, save_as_contact: true });
    expect(saved.body.data).toMatchObject({ contact_id: (existing.body.data as { id: string }).id, charged: true, credits_remaining: 3 });

    const unknown = await ws.api.post('/v1/prospector/reveal', { member_id: 'mem_0000000000000000' });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { member_id: 'someone' }, { member_id: found!.member_id, save_as_contact: 'yes' }]) {
      expect((await ws.api.post('/v1/prospector/reveal', body)).status).toBe(400);
    }
    expect(await balanceOf(ws.api)).toBe(3);
    expect((await chargesOf(ws.api)).map((c) => c.reason)).toEqual(['prospect_reveal', 'prospect_reveal']);
  });

  it('runs an approved prospect_search: the people found become contacts in a new list', async () => {
    const title = aNonce();
    await sim.addPerson({ ...aKnownPerson(title), job_title: `${title} counsel` });
    const chat = await ws.api.post('/v1/assistant/chat', { message: `find 5 ${title} counsels` });
    expect(chat.status).toBe(200);
    const [task] = (chat.body.data as { tasks: Array<{ id: string; type: string }> }).tasks;
    expect(task!.type).toBe('prospect_search');
    expect((await ws.api.post(`/v1/assistant/tasks/${task!.id}/approve`)).status).toBe(200);
    const done = await expectEventually(async () => {
      for (const status of ['completed', 'failed']) {
        const read = await ws.api.get(`/v1/assistant/tasks?status=${status}&per_page=100`);
        const found = (read.body.data as { tasks: Array<{ id: string; status: string; metadata: Record<string, unknown> }> }).tasks.find((t) => t.id === task!.id);
        if (found) return found;
      }
      throw new Error(`task ${task!.id} has not finished`);
    });
    expect({ status: done.status, error: done.metadata['error'] }).toEqual({ status: 'completed', error: undefined });
    const result = done.metadata['result'] as { list_id: string; contact_ids: string[] };
    expect(result.contact_ids).toHaveLength(1);
    const list = await ws.api.get(`/v1/lists/${result.list_id}`);
    expect((list.body.data as { contact_count: number }).contact_count).toBe(1);
  });

  it('needs the contact permissions besides write:enrich to enrich a contact or to save a reveal as a contact', async () => {
    const marker = aNonce();
    const person = aKnownPerson(marker);
    await sim.addPerson(person);
    const keys = { full: ['read', 'write'], enrichOnly: ['write:enrich'], enrichAndContacts: ['write:enrich', 'read:contacts', 'write:contacts'] };
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org', credits: 10 }, keys);
    const full = stack.api(workspace.keys.full);
    const enrichOnly = stack.api(workspace.keys.enrichOnly);
    const enrichAndContacts = stack.api(workspace.keys.enrichAndContacts);
    const created = await full.post('/v1/contacts', { first_name: 'Jane', last_name: 'Doe', email: person.email });
    expect(created.status).toBe(201);
    const contactId = (created.body.data as { id: string }).id;
    const [prospect] = (await search(full, '/v1/prospector/search', { titles: [`partner ${marker}`] })).results;

    const refusals = [
      await enrichOnly.post(`/v1/contacts/${contactId}/enrich`, {}),
      await enrichOnly.post('/v1/prospector/reveal', { member_id: prospect!.member_id, save_as_contact: true }),
    ];
    for (const refused of refusals) {
      expect({ status: refused.status, error: refused.body.error }).toMatchObject({
        status: 403,
        error: { code: 'insufficient_permissions', message: expect.stringContaining('read:contacts, write:contacts'), details: { missing: ['read:contacts', 'write:contacts'] } },
      });
    }
    // Refused before the service: no charge, no contact written.
    expect(await balanceOf(full)).toBe(10);
    expect((await full.get(`/v1/contacts/${contactId}`)).body.data).toMatchObject({ job_title: null });

    // A reveal that saves nothing needs write:enrich alone.
    expect((await enrichOnly.post('/v1/prospector/reveal', { member_id: prospect!.member_id })).status).toBe(200);

    const enriched = await enrichAndContacts.post(`/v1/contacts/${contactId}/enrich`, {});
    expect({ status: enriched.status, error: enriched.body.error }).toEqual({ status: 200, error: undefined });
    expect((await full.get(`/v1/contacts/${contactId}`)).body.data).toMatchObject({ job_title: person.job_title });
    const saved = await enrichAndContacts.post('/v1/prospector/reveal', { member_id: prospect!.member_id, save_as_contact: true });
    expect({ status: saved.status, error: saved.body.error }).toEqual({ status: 200, error: undefined });
    expect(saved.body.data).toMatchObject({ contact_id: contactId });
  });
});
