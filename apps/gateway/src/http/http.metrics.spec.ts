import { readMetric, sampleValue } from '@wbk/platform';
import { OWNER_KEY, startAppFixture, type AppFixture } from '../testing/app.fixture';

const CONTACT = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';

describe('gateway request metrics', () => {
  let app: AppFixture;
  const get = (path: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${OWNER_KEY}` } }).then((r) => r.status);

  beforeAll(async () => {
    app = await startAppFixture();
  });

  afterAll(() => app.close());

  it('counts requests by route template, method and status, never by raw path', async () => {
    expect(await get(`/v1/contacts/${CONTACT}`)).toBe(200);
    expect(await get('/v1/contacts/not-a-uuid')).toBe(400);
    expect(await get(`/v1/no-such-thing/${CONTACT}`)).toBe(404);

    const count = (route: string, status: number) => sampleValue('wbk_http_requests_total', { route, method: 'GET', status });
    expect(await count('/v1/contacts/{id}', 200)).toBe(1);
    expect(await count('/v1/contacts/{id}', 400)).toBe(1);
    expect(await count('unmatched', 404)).toBe(1);
    expect(JSON.stringify(await readMetric('wbk_http_requests_total'))).not.toContain(CONTACT);
    expect(await sampleValue('wbk_http_request_duration_seconds', { route: '/v1/contacts/{id}' }, 'wbk_http_request_duration_seconds_count')).toBe(2);
  });
});
