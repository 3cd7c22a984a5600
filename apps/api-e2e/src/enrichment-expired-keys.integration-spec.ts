/**
 * An Idempotency-Key once the gateway has forgotten it (its 24-hour replay
 * entry expired): the credit ledger still remembers what the key bought. The
 * same purchase is answered again without a charge; another email, contact or
 * prospect under the key is 409 idempotency_conflict, never served free as
 * "already captured", on the lookup (vendor and cache paths), contact
 * enrichment and reveal alike.
 */
import { anIdempotencyKey, startStack, type ApiResponse, type Envelope, type Stack } from '@wbk/testing';
import { expectError } from './crm.support';
import { aKnownPerson, aNonce, balanceOf, chargesOf, enrichmentWorkspace, SimEnrichment, type EnrichmentWorkspace } from './enrichment.support';
import { forgetIdempotencyKey } from './idempotency.support';

describe('a forgotten Idempotency-Key never buys a second lookup', () => {
  let stack: Stack;
  let sim: SimEnrichment;

  beforeAll(async () => {
    stack = await startStack();
    sim = SimEnrichment.of(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function knownPerson(): Promise<{ email: string; member_id: string; job_title: string }> {
    const person = aKnownPerson(aNonce());
    const { member_id } = await sim.addPerson(person);
    return { email: person.email, member_id, job_title: person.job_title };
  }

  /** The key's purchase is charged, the gateway forgets the key, and the key with `other` is refused without a charge or a vendor call. */
  async function expectRefusedAfterExpiry(ws: EnrichmentWorkspace, send: (key: string, which: 'first' | 'other') => Promise<ApiResponse<Envelope>>) {
    const key = anIdempotencyKey();
    expect((await send(key, 'first')).status).toBe(200);
    const [balance, charges] = [await balanceOf(ws.api), (await chargesOf(ws.api)).length];
    await forgetIdempotencyKey(stack, ws.id, key);
    const calls = await sim.calls();
    expectError(await send(key, 'other'), 409, 'idempotency_conflict');
    expect(await sim.calls()).toEqual(calls);
    expect(await balanceOf(ws.api)).toBe(balance);
    expect(await chargesOf(ws.api)).toHaveLength(charges);
    // The key's own purchase is still answered, and still not charged twice.
    const again = await send(key, 'first');
    expect(again.status).toBe(200);
    expect(await balanceOf(ws.api)).toBe(balance);
    return again;
  }

  it('POST /v1/email/enrich: another email under the key is 409, whether the vendors or the cache would answer it', async () => {
    const ws = await enrichmentWorkspace(stack, 10);
    const [first, fresh, cached] = [await knownPerson(), await knownPerson(), await knownPerson()];
    // Looked up before, so the key's next use would be a cache hit (charged in a batch, without a hold).
    expect((await ws.api.post('/v1/email/enrich', { email: cached.email })).status).toBe(200);
    for (const other of [fresh, cached]) {
      await expectRefusedAfterExpiry(ws, (key, which) => ws.api.post('/v1/email/enrich', { email: which === 'first' ? first.email : other.email }, { 'idempotency-key': key }));
    }
    expect(await balanceOf(ws.api)).toBe(7);
  });

  it('POST /v1/contacts/{id}/enrich: another contact under the key is 409 and is not filled', async () => {
    const ws = await enrichmentWorkspace(stack, 10);
    const [first, other] = [await knownPerson(), await knownPerson()];
    const contactOf = async (email: string) => ((await ws.api.post('/v1/contacts', { first_name: 'Jane', last_name: 'Doe', email })).body.data as { id: string }).id;
    const ids = { first: await contactOf(first.email), other: await contactOf(other.email) };
    const again = await expectRefusedAfterExpiry(ws, (key, which) => ws.api.post(`/v1/contacts/${ids[which]}/enrich`, {}, { 'idempotency-key': key }));
    expect(again.body).toMatchObject({ data: { contact_id: ids.first } });
    expect((await ws.api.get(`/v1/contacts/${ids.other}`)).body.data).toMatchObject({ job_title: null });
    expect((await ws.api.get(`/v1/contacts/${ids.first}`)).body.data).toMatchObject({ job_title: first.job_title });
  });

  it('POST /v1/prospector/reveal: another prospect under the key is 409; revealing it later is charged', async () => {
    const ws = await enrichmentWorkspace(stack, 10);
    const [first, other] = [await knownPerson(), await knownPerson()];
    await expectRefusedAfterExpiry(ws, (key, which) => ws.api.post('/v1/prospector/reveal', { member_id: which === 'first' ? first.member_id : other.member_id }, { 'idempotency-key': key }));
    const paid = await ws.api.post('/v1/prospector/reveal', { member_id: other.member_id });
    expect(paid.body.data).toMatchObject({ email: other.email, charged: true, credits_remaining: 8 });
  });
});
