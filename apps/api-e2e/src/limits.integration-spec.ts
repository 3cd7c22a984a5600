import { createTestWorkspace, startStack, type ApiResponse, type Envelope, type Stack } from '@wbk/testing';

const STARTER_PER_MINUTE = 10;

/**
 * The per-minute window may be aligned to the clock minute; starting a burst
 * in the last seconds of a minute would split it over two windows and hide
 * the limit, so such a burst waits for the next minute first.
 */
async function atStartOfAMinuteWindow(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1_000));
}

describe('rate limits per workspace plan', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ gateways: 2 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('allows exactly 10 calls a minute on starter across both gateway replicas, then 429 with Retry-After', async () => {
    const starter = await createTestWorkspace(stack.admin, { plan: 'starter' }, { full: ['read', 'write'] });
    const replicas = stack.gatewayUrls.map((url) => stack.api(starter.keys.full, url));
    expect(replicas).toHaveLength(2);
    await atStartOfAMinuteWindow();

    const responses: Array<ApiResponse<Envelope>> = [];
    for (let i = 0; i < STARTER_PER_MINUTE; i++) responses.push(await replicas[i % 2]!.get('/v1/contacts'));
    expect(responses.map((r) => r.status)).toEqual(Array(STARTER_PER_MINUTE).fill(200));

    const remaining = responses.map((r) => Number(r.headers['x-ratelimit-remaining']));
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBeLessThan(remaining[i - 1]!);
    expect(responses[0]!.headers['x-ratelimit-limit']).toBe('100');

    const limited = await replicas[STARTER_PER_MINUTE % 2]!.get('/v1/contacts');
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.error?.message).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    // The other replica shares the same counter.
    expect((await replicas[(STARTER_PER_MINUTE + 1) % 2]!.get('/v1/contacts')).status).toBe(429);
  });

  it('does not limit a pro workspace because another workspace is exhausted', async () => {
    const starter = await createTestWorkspace(stack.admin, { plan: 'starter' }, { full: ['read'] });
    const pro = await createTestWorkspace(stack.admin, { plan: 'pro' }, { full: ['read'] });
    await atStartOfAMinuteWindow();
    for (let i = 0; i <= STARTER_PER_MINUTE; i++) await stack.api(starter.keys.full).get('/v1/contacts');
    expect((await stack.api(starter.keys.full).get('/v1/contacts')).status).toBe(429);

    const response = await stack.api(pro.keys.full).get('/v1/contacts');
    expect(response.status).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('1000');
  });
});
