import { startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

beforeAll(async () => {
  t = await startTestSim({ dataset: { people: 2000, seed: 7 } });
});
afterAll(() => t.sim.close());
beforeEach(() => post('/control/enrichment/reset', {}));

async function post(path: string, body: unknown): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(`${t.sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.sim.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ALL = ['person', 'company', 'social'];

describe('POST /vendors/{vendor}/enrich', () => {
  it('answers a person known to vendor_a with its confidence, and a miss from vendor_b', async () => {
    const sample = await get('/control/enrichment/sample?vendor=vendor_a&kind=email');
    expect(sample.status).toBe(200);
    const email = sample.body['email'] as string;
    const vendors = sample.body['vendors'] as { vendor_a: number; vendor_b: null };
    const a = await post('/vendors/vendor_a/enrich', { email: email.toUpperCase(), include: ALL });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ match: true, confidence: vendors.vendor_a, person: { full_name: expect.any(String), seniority: expect.any(String) } });
    expect(Object.keys(a.body['person'] as object).sort()).toEqual(['first_name', 'full_name', 'job_title', 'last_name', 'linkedin_url', 'location', 'seniority']);
    expect(await post('/vendors/vendor_b/enrich', { email, include: ALL })).toMatchObject({ status: 200, body: { match: false } });
  });

  it('answers a domain with the company only, person and social null', async () => {
    const sample = await get('/control/enrichment/sample?vendor=both&kind=domain');
    const domain = sample.body['domain'] as string;
    const res = await post('/vendors/vendor_b/enrich', { domain, include: ALL });
    expect(res.body).toMatchObject({ match: true, person: null, social: null, company: { domain } });
    expect(Object.keys(res.body['company'] as object).sort()).toEqual(['description', 'domain', 'founded_year', 'hq_location', 'industry', 'linkedin_url', 'name', 'size']);
  });

  it('refuses a body without email and domain, an empty include or an unknown part', async () => {
    expect(await post('/vendors/vendor_a/enrich', { include: ['person'] })).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect((await post('/vendors/vendor_a/enrich', { email: 'a@b.example', include: [] })).status).toBe(400);
    expect((await post('/vendors/vendor_a/enrich', { email: 'a@b.example', include: ['phone'] })).status).toBe(400);
    expect((await post('/vendors/vendor_a/enrich', { email: 'not-an-email', include: ['person'] })).status).toBe(400);
  });
});

describe('control people, search and calls', () => {
  it('adds a person known to one vendor, found by lookup, search and reveal, and counts every call', async () => {
    const added = await post('/control/enrichment/people', {
      email: 'Jane.Doe@Hartley-Wren.test',
      first_name: 'Jane',
      last_name: 'Doe',
      job_title: 'Managing Partner',
      company_domain: 'hartley-wren.test',
      company_name: 'Hartley & Wren LLP',
      vendors: { vendor_a: null, vendor_b: 0.91 },
    });
    expect(added).toMatchObject({ status: 200, body: { member_id: expect.stringMatching(/^mem_[0-9a-f]{16}$/), email: 'jane.doe@hartley-wren.test' } });
    const memberId = added.body['member_id'] as string;
    expect((await post('/vendors/vendor_a/enrich', { email: 'jane.doe@hartley-wren.test', include: ALL })).body).toEqual({ match: false });
    expect((await post('/vendors/vendor_b/enrich', { email: 'jane.doe@hartley-wren.test', include: ['person', 'company'] })).body).toMatchObject({
      match: true,
      confidence: 0.91,
      person: { full_name: 'Jane Doe', seniority: 'partner' },
      company: { name: 'Hartley & Wren LLP', domain: 'hartley-wren.test' },
      social: null,
    });
    const found = await post('/vendors/prospector/search', { company_domains: ['hartley-wren.test'], page: 1, per_page: 10 });
    expect(found.body).toMatchObject({ total: 1, results: [{ member_id: memberId, company: 'Hartley & Wren LLP', email_available: true }] });
    expect((await post('/vendors/prospector/reveal', { member_id: memberId })).body).toMatchObject({ member_id: memberId, email: 'jane.doe@hartley-wren.test' });
    expect(await post('/vendors/prospector/reveal', { member_id: 'mem_0000000000000000' })).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect((await get('/control/enrichment/calls')).body).toEqual({ vendor_a: 1, vendor_b: 1, prospector: 3 });
  });
});

describe('POST /vendors/prospector/search', () => {
  it('pages through matches in member_id order with the total, page 1 of 25 by default', async () => {
    const first = await post('/vendors/prospector/search', { titles: ['associate'], page: 1, per_page: 5 });
    const second = await post('/vendors/prospector/search', { titles: ['associate'], page: 2, per_page: 5 });
    const both = await post('/vendors/prospector/search', { titles: ['associate'], page: 1, per_page: 10 });
    const ids = (r: { body: Record<string, unknown> }) => (r.body['results'] as { member_id: string }[]).map((p) => p.member_id);
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
    expect(ids(both)).toEqual([...ids(both)].sort());
    expect(first.body['total']).toBe(both.body['total']);
    expect(first.body['total']).toBeGreaterThan(10);
    expect(((await post('/vendors/prospector/search', { titles: ['associate'] })).body['results'] as unknown[]).length).toBe(25);
  });

  it('refuses wrong pages, sizes, types, values and fields', async () => {
    for (const body of [
      { page: 0, per_page: 10 },
      { page: 1, per_page: 101 },
      { page: 1.5, per_page: 10 },
      { titles: 'partner', page: 1, per_page: 10 },
      { titles: [''], page: 1, per_page: 10 },
      { titles: [3], page: 1, per_page: 10 },
      { headcount: ['10-20'], page: 1, per_page: 10 },
      { seniority: ['boss'], page: 1, per_page: 10 },
      { departments: ['it'], page: 1, per_page: 10 },
      { company_domains: ['not a domain'], page: 1, per_page: 10 },
      { titles: Array.from({ length: 101 }, () => 'a'), page: 1, per_page: 10 },
      { query: 'partner', page: 1, per_page: 10 },
    ]) {
      expect(await post('/vendors/prospector/search', body)).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    }
  });

  it('answers 404 route_not_found for a vendor it does not simulate', async () => {
    expect(await post('/vendors/vendor_c/enrich', { domain: 'x.test', include: ['company'] })).toMatchObject({ status: 404, body: { error: { code: 'route_not_found' } } });
  });
});

describe('lookups by email and domain together', () => {
  it('answers by the email: its person and the company of its own domain', async () => {
    const sample = await get('/control/enrichment/sample?vendor=both&kind=email');
    const res = await post('/vendors/vendor_a/enrich', { email: sample.body['email'], domain: 'other.example', include: ['person'] });
    expect(res.body).toMatchObject({ match: true, confidence: (sample.body['vendors'] as { vendor_a: number }).vendor_a });
  });
});
