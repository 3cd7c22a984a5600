/**
 * A deployment without a prospector vendor (PROSPECTOR_URL empty): search,
 * the legacy search and reveal answer 503 service_unavailable, a bad body is
 * still the caller's 400, and email enrichment keeps working.
 */
import { startStack, type Stack } from '@wbk/testing';
import { aKnownPerson, aNonce, balanceOf, enrichmentWorkspace, SimEnrichment } from './enrichment.support';

describe('enrichment without a prospector', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { enrichment: { PROSPECTOR_URL: '' } } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 503 service_unavailable on search, legacy search and reveal, and nothing is charged', async () => {
    const ws = await enrichmentWorkspace(stack, 2);
    for (const [path, body] of [
      ['/v1/prospector/search', { titles: ['partner'] }],
      ['/v1/prospects/search', { query: 'partner' }],
      ['/v1/prospector/reveal', { member_id: 'mem_0123456789abcdef' }],
    ] as const) {
      const response = await ws.api.post(path, body);
      expect({ path, status: response.status, code: (response.body.error as { code: string }).code }).toEqual({ path, status: 503, code: 'service_unavailable' });
      expect((response.body.error as { message: string }).message).toMatch(/prospector is not configured/);
    }
    expect((await ws.api.post('/v1/prospector/search', {})).status).toBe(400);
    expect(await balanceOf(ws.api)).toBe(2);

    const person = aKnownPerson(aNonce());
    await SimEnrichment.of(stack).addPerson(person);
    const enriched = await ws.api.post('/v1/email/enrich', { email: person.email });
    expect(enriched.status).toBe(200);
    expect(enriched.body.data).toMatchObject({ credits_remaining: 1 });
  });
});
