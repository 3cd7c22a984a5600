/**
 * Enrichment charging through the whole stack: a lookup costs one credit, its
 * repeat answers from the cache and is charged, a miss and an error are free,
 * 0 credits is 402 before any vendor is asked, the ledger shows each charge,
 * 50 concurrent lookups on 10 credits charge exactly 10 (misses to the vendors
 * and cache hits alike), a keyed replay is
 * free also after the enrichment process restarts, the waterfall falls back
 * past a failing vendor, and bad inputs move no credit.
 */
import { anIdempotencyKey, anUnknownId, expectEventually, startStack, type Stack } from '@wbk/testing';
import { aKnownPerson, aNonce, balanceOf, chargesOf, enrichmentWorkspace, SimEnrichment } from './enrichment.support';

interface EnrichResult {
  person: { full_name: string; job_title: string | null } | null;
  company: { name: string; domain: string } | null;
  social: Record<string, string> | null;
  source: string;
  confidence: number;
  credits_remaining: number;
}

describe('enrichment credits', () => {
  let stack: Stack;
  let sim: SimEnrichment;

  beforeAll(async () => {
    // Holds expire in 3 s here (120 s in production), so a crashed lookup's credit comes back within the test.
    stack = await startStack({ appEnv: { workspace: { CREDIT_HOLD_SECONDS: '3', CREDIT_SWEEP_INTERVAL_MS: '200' } } });
    sim = SimEnrichment.of(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  afterEach(async () => {
    for (const vendor of ['vendor_a', 'vendor_b'] as const) await sim.faults(vendor, { fail_rate: null, delay_ms: null, rate_limit_per_second: null });
  });

  it('charges a lookup, charges its cached repeat, answers a miss free, refuses at 0 before any vendor call, and lists each charge', async () => {
    const ws = await enrichmentWorkspace(stack, 2);
    const person = aKnownPerson(aNonce());
    await sim.addPerson(person);

    const first = await ws.api.post('/v1/email/enrich', { email: person.email.toUpperCase() });
    expect(first.status).toBe(200);
    const found = first.body.data as EnrichResult;
    expect(found).toMatchObject({ source: 'vendor_a', credits_remaining: 1, person: { job_title: person.job_title }, company: { domain: person.company_domain } });
    expect(found.confidence).toBeCloseTo(0.9);

    const miss = await ws.api.post('/v1/email/enrich', { email: `nobody.${aNonce()}@nowhere-${aNonce()}.example` });
    expect(miss.status).toBe(404);
    expect(miss.body.error).toMatchObject({ code: 'no_match' });
    expect(await balanceOf(ws.api)).toBe(1);

    const callsBefore = await sim.calls();
    const repeat = await ws.api.post('/v1/email/enrich', { email: ` ${person.email} ` });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ source: 'cached', credits_remaining: 0, person: found.person, company: found.company });
    expect(await sim.calls()).toEqual(callsBefore);

    const broke = await ws.api.post('/v1/email/enrich', { email: `other.${aNonce()}@x-${aNonce()}.example` });
    expect(broke.status).toBe(402);
    expect(broke.body.error).toMatchObject({ code: 'insufficient_credits' });
    expect(await sim.calls()).toEqual(callsBefore);

    const charges = await chargesOf(ws.api);
    expect(charges.map((c) => [c.amount, c.reason, c.balance_after])).toEqual([
      [-1, 'enrichment_lookup', 0],
      [-1, 'enrichment_lookup', 1],
    ]);
    expect(charges[0]!.request_id).toBe(repeat.headers['x-request-id']);
    expect(charges[1]!.request_id).toBe(first.headers['x-request-id']);
  });

  it('charges exactly 10 of 50 concurrent lookups on a balance of 10, and never goes below 0', async () => {
    const ws = await enrichmentWorkspace(stack, 10);
    const people = Array.from({ length: 50 }, () => aKnownPerson(aNonce()));
    for (const person of people) await sim.addPerson(person);
    const answers = await Promise.all(people.map((person) => ws.api.post('/v1/email/enrich', { email: person.email })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balanceOf(ws.api)).toBe(0);
    expect(await chargesOf(ws.api)).toHaveLength(10);
  });

  it('charges exactly 10 of 50 concurrent cached repeats on a balance of 10, each charge in the ledger with its own balance', async () => {
    const ws = await enrichmentWorkspace(stack, 11);
    const person = aKnownPerson(aNonce());
    await sim.addPerson(person);
    expect((await ws.api.post('/v1/email/enrich', { email: person.email })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ws.api.post('/v1/email/enrich', { email: person.email })));
    const served = answers.filter((a) => a.status === 200);
    expect(served).toHaveLength(10);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(40);
    expect(served.map((a) => (a.body.data as EnrichResult).credits_remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await balanceOf(ws.api)).toBe(0);
    const charges = await chargesOf(ws.api);
    expect(charges.map((c) => c.balance_after)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(charges.slice(0, 10).map((c) => c.request_id))).toEqual(new Set(served.map((a) => a.headers['x-request-id'])));
  });

  it('answers a keyed replay with the same result and no second charge, also after the enrichment process restarts', async () => {
    const ws = await enrichmentWorkspace(stack, 5);
    const person = aKnownPerson(aNonce());
    await sim.addPerson(person);
    const key = anIdempotencyKey();
    const first = await ws.api.post('/v1/email/enrich', { email: person.email }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const replay = await ws.api.post('/v1/email/enrich', { email: person.email }, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    await stack.restart('enrichment');
    const afterRestart = await ws.api.post('/v1/email/enrich', { email: person.email }, { 'idempotency-key': key });
    expect(afterRestart.status).toBe(200);
    expect(afterRestart.body).toEqual(first.body);
    expect(await balanceOf(ws.api)).toBe(4);
    expect(await chargesOf(ws.api)).toHaveLength(1);
  });

  it('gives back the credit a lookup held when the enrichment process dies during it', async () => {
    const ws = await enrichmentWorkspace(stack, 1);
    const person = aKnownPerson(aNonce());
    await sim.addPerson(person);
    await sim.faults('vendor_a', { delay_ms: 20_000 });
    const pending = ws.api.post('/v1/email/enrich', { email: person.email }).catch((err: unknown) => err);
    await expectEventually(async () => expect(await balanceOf(ws.api)).toBe(0));
    await stack.kill('enrichment', 'SIGKILL');
    await pending;
    await stack.restart('enrichment');
    await expectEventually(async () => expect(await balanceOf(ws.api)).toBe(1), { timeoutMs: 15_000 });
    expect(await chargesOf(ws.api)).toEqual([]);
  });

  it('falls back past a failing vendor, answers 502 with each reason when every vendor fails, and charges no error', async () => {
    const ws = await enrichmentWorkspace(stack, 5);
    const person = aKnownPerson(aNonce(), { vendor_a: 0.95, vendor_b: 0.7 });
    await sim.addPerson(person);
    await sim.faults('vendor_a', { fail_rate: 1 });
    const fallback = await ws.api.post('/v1/email/enrich', { email: person.email });
    expect(fallback.status).toBe(200);
    expect(fallback.body.data).toMatchObject({ source: 'vendor_b', credits_remaining: 4 });

    await sim.faults('vendor_b', { fail_rate: 1 });
    const other = aKnownPerson(aNonce());
    await sim.addPerson(other);
    const failed = await ws.api.post('/v1/email/enrich', { email: other.email });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({ code: 'provider_error', details: { vendors: [{ vendor: 'vendor_a' }, { vendor: 'vendor_b' }] } });
    expect(await balanceOf(ws.api)).toBe(4);

    // A weak answer (below the floor) is kept when no vendor reaches it.
    await sim.faults('vendor_a', { fail_rate: null });
    await sim.faults('vendor_b', { fail_rate: null });
    const weak = aKnownPerson(aNonce(), { vendor_a: null, vendor_b: 0.4 });
    await sim.addPerson(weak);
    const weakAnswer = await ws.api.post('/v1/email/enrich', { email: weak.email, include: ['person'] });
    expect(weakAnswer.status).toBe(200);
    expect(weakAnswer.body.data).toMatchObject({ source: 'vendor_b', company: null, social: null });
    expect((weakAnswer.body.data as EnrichResult).confidence).toBeCloseTo(0.4);
  });

  it('enriches a contact from its email, filling only empty fields; another workspace\'s contact is 404 and free', async () => {
    const ws = await enrichmentWorkspace(stack, 3);
    const person = aKnownPerson(aNonce());
    await sim.addPerson(person);
    const created = await ws.api.post('/v1/contacts', { first_name: 'Jane', last_name: 'Doe', email: person.email, company: 'Kept & Co' });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const enriched = await ws.api.post(`/v1/contacts/${id}/enrich`, {});
    expect(enriched.status).toBe(200);
    expect(enriched.body.data).toMatchObject({ contact_id: id, filled: ['job_title', 'linkedin_url'], enrichment: { credits_remaining: 2 } });
    const read = await ws.api.get(`/v1/contacts/${id}`);
    expect(read.body.data).toMatchObject({ job_title: person.job_title, company: 'Kept & Co' });
    expect((await chargesOf(ws.api)).map((c) => c.reason)).toEqual(['contact_enrichment']);

    const other = await enrichmentWorkspace(stack, 3);
    const foreign = await other.api.post(`/v1/contacts/${id}/enrich`, {});
    expect(foreign.status).toBe(404);
    expect((await other.api.post(`/v1/contacts/${anUnknownId()}/enrich`, {})).status).toBe(404);
    const noEmail = await other.api.post('/v1/contacts', { first_name: 'No', last_name: 'Email' });
    const refused = await other.api.post(`/v1/contacts/${(noEmail.body.data as { id: string }).id}/enrich`, {});
    expect(refused.status).toBe(400);
    expect(await balanceOf(other.api)).toBe(3);
  });

  it('refuses bad inputs with 400 and moves no credit', async () => {
    const ws = await enrichmentWorkspace(stack, 3);
    const callsBefore = await sim.calls();
    const bad: Array<[unknown, string]> = [
      [{}, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'a@b' }, 'email'],
      [{ domain: 'https://acme.example/path' }, 'domain'],
      [{ domain: 'acme' }, 'domain'],
      [{ email: 42 }, 'email'],
      [{ email: 'jane@acme.example', include: ['person', 'salary'] }, 'include.1'],
      [{ email: 'jane@acme.example', include: [] }, 'include'],
      [{ email: 'jane@acme.example', include: 'person' }, 'include'],
      [{ domain: 'acme.example', include: ['person'] }, 'include'],
      [{ email: 'jane@acme.example', extra: true }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const response = await ws.api.post('/v1/email/enrich', body as object);
      expect({ body, status: response.status, code: (response.body.error as { code: string }).code }).toEqual({ body, status: 400, code: 'validation_error' });
      const fields = ((response.body.error as { details?: { fields?: Array<{ field: string }> } }).details?.fields ?? []).map((f) => f.field);
      expect({ body, fields }).toEqual({ body, fields: expect.arrayContaining([field]) });
    }
    expect(await balanceOf(ws.api)).toBe(3);
    expect(await sim.calls()).toEqual(callsBefore);
    expect(await chargesOf(ws.api)).toEqual([]);

    const reader = stack.api((await stack.admin.createKey(ws.id, { permissions: ['read'] })).key);
    const denied = await reader.post('/v1/email/enrich', { email: 'jane@acme.example' });
    expect(denied.status).toBe(403);
    expect((await reader.get('/v1/credits/ledger')).status).toBe(200);
    expect((await ws.api.get('/v1/credits/ledger?per_page=101')).status).toBe(400);
  });
});
