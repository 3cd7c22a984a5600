import { metricsRegistry } from '@wbk/platform';
import { OWNER_KEY, startAppFixture, type AppFixture } from '../test-support/app.fixture';

const CONTACT = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';

async function samples(name: string) {
  return (await metricsRegistry.getSingleMetric(name)!.get()).values;
}

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

    const requests = await samples('wbk_http_requests_total');
    const count = (route: string, status: number) => requests.find((v) => v.labels['route'] === route && v.labels['status'] === status && v.labels['method'] === 'GET')?.value;
    expect(count('/v1/contacts/{id}', 200)).toBe(1);
    expect(count('/v1/contacts/{id}', 400)).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect(JSON.stringify(requests)).not.toContain(CONTACT);
    const timings = await samples('wbk_http_request_duration_seconds');
    expect(timings.find((v) => v.metricName === 'wbk_http_request_duration_seconds_count' && v.labels['route'] === '/v1/contacts/{id}')?.value).toBe(2);
  });
});
