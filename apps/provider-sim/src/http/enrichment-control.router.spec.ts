import { startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

beforeAll(async () => {
  t = await startTestSim({ dataset: { people: 2000, seed: 7 } });
});
afterAll(() => t.sim.close());
beforeEach(() => post('/control/enrichment/reset', {}));

interface Result {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function post(path: string, body: unknown, raw = false): Promise<Result> {
  const res = await fetch(`${t.sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ? (body as string) : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function get(path: string): Promise<Result> {
  const res = await fetch(`${t.sim.url}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const lookup = (vendor: string, domain = 'unknown.test') => post(`/vendors/${vendor}/enrich`, { domain, include: ['company'] });

describe('POST /control/enrichment/faults', () => {
  it('makes a vendor answer 503 vendor_unavailable, other vendors untouched, until set back with null', async () => {
    expect(await post('/control/enrichment/faults', { vendor: 'vendor_a', fail_rate: 1 })).toMatchObject({
      status: 200,
      body: { vendor: 'vendor_a', fail_rate: 1, delay_ms: 0, rate_limit_per_second: null },
    });
    expect(await lookup('vendor_a')).toMatchObject({ status: 503, body: { error: { code: 'vendor_unavailable' } } });
    expect((await lookup('vendor_b')).status).toBe(200);
    await post('/control/enrichment/faults', { vendor: 'vendor_a', fail_rate: null });
    expect((await lookup('vendor_a')).status).toBe(200);
  });

  it('fails only the draws under the rate (the test sim draws 0.99)', async () => {
    await post('/control/enrichment/faults', { vendor: 'prospector', fail_rate: 0.5 });
    expect((await post('/vendors/prospector/search', { titles: ['partner'], page: 1, per_page: 1 })).status).toBe(200);
  });

  it('answers 429 with Retry-After: 1 over the rate, and again once the bucket refills', async () => {
    await post('/control/enrichment/faults', { vendor: 'vendor_b', rate_limit_per_second: 2 });
    expect((await lookup('vendor_b')).status).toBe(200);
    expect((await lookup('vendor_b')).status).toBe(200);
    const limited = await lookup('vendor_b');
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await lookup('vendor_a')).status).toBe(200);
    t.clock.advance(1000);
    expect((await lookup('vendor_b')).status).toBe(200);
  });

  it('holds every answer back by delay_ms, errors included', async () => {
    await post('/control/enrichment/faults', { vendor: 'vendor_a', delay_ms: 150 });
    for (const call of [() => lookup('vendor_a'), () => post('/vendors/vendor_a/enrich', { include: [] })]) {
      const started = performance.now();
      await call();
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    }
  });

  it('refuses an unknown vendor and values out of range', async () => {
    for (const body of [
      { vendor: 'vendor_c', fail_rate: 1 },
      { vendor: 'vendor_a', fail_rate: 1.5 },
      { vendor: 'vendor_a', delay_ms: 30_001 },
      { vendor: 'vendor_a', delay_ms: 1.5 },
      { vendor: 'vendor_a', rate_limit_per_second: 0 },
      { vendor: 'vendor_a', fail_rate: '1' },
      { vendor: 'vendor_a', extra: true },
    ]) {
      expect(await post('/control/enrichment/faults', body)).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', details: expect.any(Array) } } });
    }
  });
});

describe('GET /control/enrichment/calls', () => {
  it('counts every call a vendor received, refused and failed ones included, and resets', async () => {
    await post('/control/enrichment/faults', { vendor: 'vendor_b', fail_rate: 1 });
    await lookup('vendor_a');
    await post('/vendors/vendor_a/enrich', '{not json', true);
    await post('/vendors/vendor_a/enrich', { email: 'x' });
    await lookup('vendor_b');
    await post('/vendors/prospector/reveal', { member_id: 'mem_0000000000000000' });
    await post('/vendors/vendor_z/enrich', { domain: 'x.test', include: ['company'] });
    expect((await get('/control/enrichment/calls')).body).toEqual({ vendor_a: 3, vendor_b: 1, prospector: 1 });
    await post('/control/enrichment/reset', {});
    expect((await get('/control/enrichment/calls')).body).toEqual({ vendor_a: 0, vendor_b: 0, prospector: 0 });
    expect((await lookup('vendor_b')).status).toBe(200);
  });
});

describe('GET /control/enrichment/sample', () => {
  it('picks dataset emails and domains by coverage, each answering as stated', async () => {
    for (const vendor of ['vendor_a', 'vendor_b', 'both', 'none']) {
      const email = await get(`/control/enrichment/sample?vendor=${vendor}&kind=email`);
      expect(email.status).toBe(200);
      const a = await post('/vendors/vendor_a/enrich', { email: email.body['email'], include: ['person'] });
      const b = await post('/vendors/vendor_b/enrich', { email: email.body['email'], include: ['person'] });
      expect([a.body['match'], b.body['match']]).toEqual([vendor === 'vendor_a' || vendor === 'both', vendor === 'vendor_b' || vendor === 'both']);
      const domain = await get(`/control/enrichment/sample?vendor=${vendor}&kind=domain`);
      const d = await post('/vendors/vendor_b/enrich', { domain: domain.body['domain'], include: ['company'] });
      expect(d.body['match']).toBe(vendor === 'vendor_b' || vendor === 'both');
    }
  });

  it('walks samples by index, 404 past the last, 400 for a bad query', async () => {
    const first = await get('/control/enrichment/sample?vendor=both&kind=email');
    const second = await get('/control/enrichment/sample?vendor=both&kind=email&index=1');
    expect(second.body['email']).not.toEqual(first.body['email']);
    expect(await get('/control/enrichment/sample?vendor=both&kind=email&index=100000')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect((await get('/control/enrichment/sample?vendor=all&kind=email')).status).toBe(400);
    expect((await get('/control/enrichment/sample?vendor=both&kind=phone')).status).toBe(400);
    expect((await get('/control/enrichment/sample?vendor=both&kind=email&index=-1')).status).toBe(400);
  });
});

describe('POST /control/enrichment/people', () => {
  const person = { email: 'sam@firm.test', first_name: 'Sam', last_name: 'Lee', job_title: 'Associate', company_domain: 'firm.test', vendors: { vendor_a: 0.7 } };

  it('refuses a malformed person, naming the field', async () => {
    for (const [field, body] of [
      ['email', { ...person, email: 'sam' }],
      ['company_domain', { ...person, company_domain: 'not a domain' }],
      ['first_name', { ...person, first_name: '' }],
      ['vendors.vendor_a', { ...person, vendors: { vendor_a: 1.2 } }],
      ['vendors', { ...person, vendors: { vendor_c: 0.5 } }],
      ['phone', { ...person, phone: '0207 123' }],
      ['nickname', { ...person, nickname: 'S' }],
    ] as const) {
      const res = await post('/control/enrichment/people', body);
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it('refuses a dataset person\'s email with 409 conflict', async () => {
    const sample = await get('/control/enrichment/sample?vendor=none&kind=email');
    expect(await post('/control/enrichment/people', { ...person, email: sample.body['email'] })).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
  });

  it('answers the added person with its ids; reset forgets it', async () => {
    const added = await post('/control/enrichment/people', { ...person, phone: null });
    expect(added.body).toMatchObject({ member_id: expect.stringMatching(/^mem_/), company_id: expect.stringMatching(/^com_/), email: 'sam@firm.test', phone: null, vendors: { vendor_a: 0.7, vendor_b: null } });
    expect((await post('/vendors/prospector/reveal', { member_id: added.body['member_id'] })).body).toMatchObject({ email: 'sam@firm.test', phone: null });
    await post('/control/enrichment/reset', {});
    expect((await post('/vendors/prospector/reveal', { member_id: added.body['member_id'] })).status).toBe(404);
  });
});
