import type { PoolPerson as Person } from '../domain/people-pool';
import { callSim, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

afterEach(() => t.sim.close());

async function people(): Promise<Person[]> {
  const answer = await callSim(t.sim, 'GET', '/control/people');
  expect(answer.status).toBe(200);
  expect(Object.keys(answer.body)).toEqual(['people']);
  return answer.body['people'] as Person[];
}

describe('GET /control/people', () => {
  it('lists at least 8 correspondents at 3 or more companies, each with exactly the documented fields, the first 5 spanning companies', async () => {
    t = await startTestSim();
    const pool = await people();
    expect(pool.length).toBeGreaterThanOrEqual(8);
    for (const person of pool) {
      expect(Object.keys(person).sort()).toEqual(['company_domain', 'company_name', 'email', 'first_name', 'last_name', 'title']);
      expect(Object.values(person).every((value) => typeof value === 'string' && value !== '')).toBe(true);
      expect(person.email.endsWith(`@${person.company_domain}`)).toBe(true);
    }
    expect(new Set(pool.map((p) => p.email)).size).toBe(pool.length);
    expect(new Set(pool.map((p) => p.company_domain)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(pool.slice(0, 5).map((p) => p.company_domain)).size).toBeGreaterThanOrEqual(3);
  });

  it('is the same list on every start, and its people are found by the enrichment vendors', async () => {
    t = await startTestSim();
    const first = await people();
    await t.sim.close();
    t = await startTestSim();
    expect(await people()).toEqual(first);
    for (const person of first) {
      const [a, b] = await Promise.all(['vendor_a', 'vendor_b'].map((vendor) => callSim(t.sim, 'POST', `/vendors/${vendor}/enrich`, { email: person.email, include: ['person'] })));
      expect([a!.body['match'], b!.body['match']]).toContain(true);
    }
  });

  it('still has its people when the dataset is empty (SIM_PEOPLE=0)', async () => {
    t = await startTestSim({ dataset: { people: 0, seed: 1 } });
    const pool = await people();
    expect(pool.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pool.map((p) => p.company_domain)).size).toBeGreaterThanOrEqual(3);
  });

  it('refuses a query it does not know with a message naming it', async () => {
    t = await startTestSim();
    const answer = await callSim(t.sim, 'GET', '/control/people?limit=3');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('limit') } });
  });
});
