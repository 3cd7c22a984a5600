import { startTestSim, type TestSim } from '../testing/sim.fixture';

// Every control route refuses bad input as the API does: 400 with
// {error:{code,message}}, a message naming what to fix, unknown fields refused.
let t: TestSim;

beforeAll(async () => {
  t = await startTestSim({ dataset: { people: 200, seed: 3 }, seedSizes: { mailMessages: 10, calendarEvents: 3 } });
});
afterAll(() => t.sim.close());

const BODY_ROUTES: Array<[method: 'POST' | 'PUT', path: string]> = [
  ['POST', '/control/recipients'],
  ['POST', '/control/latency'],
  ['POST', '/control/replies'],
  ['POST', '/control/complaints'],
  ['POST', '/control/conversations'],
  ['POST', '/control/faults'],
  ['POST', '/control/mail/messages'],
  ['POST', '/control/mail/seed'],
  ['POST', '/control/mail/expire-cursor'],
  ['POST', '/control/mail/sender-accounts'],
  ['POST', '/control/mail/faults'],
  ['POST', '/control/calendar/events'],
  ['POST', '/control/enrichment/people'],
  ['POST', '/control/enrichment/faults'],
  ['POST', '/control/enrichment/reset'],
  ['PUT', '/control/accounts/seed'],
];
const QUERY_ROUTES = [
  '/control/sent',
  '/control/sent/count',
  '/control/mailbox',
  '/control/reports',
  '/control/mail/requests',
  '/control/enrichment/calls',
  '/control/enrichment/sample',
  '/control/people',
];

async function send(method: string, path: string, raw?: string): Promise<{ status: number; body: { error?: { code: unknown; message: unknown } } }> {
  const res = await fetch(`${t.sim.url}${path}`, { method, ...(raw === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: raw }) });
  return { status: res.status, body: (await res.json()) as { error?: { code: unknown; message: unknown } } };
}

function expectRefused(answer: Awaited<ReturnType<typeof send>>, mentions?: string): void {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body)).toEqual(['error']);
  expect(answer.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
  if (mentions !== undefined) expect(answer.body.error!.message).toContain(mentions);
}

describe('control routes refuse bad input with 400 and what to fix', () => {
  it.each(BODY_ROUTES)('%s %s: bodies that are not JSON objects, and unknown fields', async (method, path) => {
    expectRefused(await send(method, path, '{"unterminated":'), 'JSON');
    for (const raw of ['[]', '"text"', '42', 'true']) expectRefused(await send(method, path, raw));
    expectRefused(await send(method, path, JSON.stringify({ surprise_field: 1 })), 'surprise_field');
  });

  it.each(QUERY_ROUTES)('GET %s: an unknown query parameter', async (path) => {
    expectRefused(await send('GET', `${path}?surprise_field=1`), 'surprise_field');
  });
});
