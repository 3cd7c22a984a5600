import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestWorkspace, expectEventually, findRepoRoot, startStack, type ApiClient, type Stack } from '@wbk/testing';

/** Series each app must expose once a contact was written; every app also has the process defaults. */
const KEY_SERIES: Record<string, string[]> = {
  gateway: ['wbk_http_requests_total{route="/v1/contacts",method="POST",status="201"', 'wbk_http_request_duration_seconds_bucket', 'wbk_grpc_client_calls_total{method="/'],
  crm: ['wbk_grpc_server_calls_total{method="/', 'wbk_outbox_documents_waiting{collection=', 'wbk_outbox_relay_lag_seconds_count'],
  'webhook-dispatcher': ['wbk_jetstream_consumer_pending_messages{stream=', 'wbk_jetstream_dead_letters_total{consumer=', 'wbk_webhook_attempts_total{outcome="delivered"'],
  workspace: ['wbk_grpc_server_calls_total{method="/', 'wbk_credits_charged_total{reason="enrichment_lookup"'],
  outreach: ['wbk_sequencer_steps_total{outcome="sent"'],
  'mailbox-sync': ['wbk_sync_jobs_total{outcome="completed"'],
  'workflow-engine': ['wbk_jetstream_consumer_pending_messages{stream='],
};

async function scrape(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${url}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/**
 * Every app of the real stack serves Prometheus metrics on its ops port, with
 * the series operators alert on, and the public gateway port does not serve them.
 */
describe('metrics', () => {
  let stack: Stack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
    api = stack.api(workspace.keys.full);
    const created = await api.post('/v1/contacts', { email: 'metrics@example.com', first_name: 'Metric' });
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("serves each app's key series and the process defaults on its ops port", async () => {
    for (const app of stack.apps) {
      await expectEventually(async () => {
        const { status, type, text } = await scrape(stack.opsUrls[app]!);
        expect([app, status]).toEqual([app, 200]);
        expect(type).toMatch(/^text\/plain/);
        expect([app, text.includes(`process_resident_memory_bytes{app="${app}"}`)]).toEqual([app, true]);
        const missing = (KEY_SERIES[app] ?? []).filter((series) => !text.includes(series));
        expect([app, missing]).toEqual([app, []]);
      });
    }
  });

  it('labels gateway requests with route templates, never raw paths or workspace ids', async () => {
    const contact = (await api.post('/v1/contacts', { email: 'template@example.com' })).body as { data: { id: string } };
    expect((await api.get(`/v1/contacts/${contact.data.id}`)).status).toBe(200);
    await expectEventually(async () => {
      const { text } = await scrape(stack.opsUrls['gateway']!);
      expect(text).toContain('wbk_http_requests_total{route="/v1/contacts/{id}",method="GET",status="200"');
      expect(text).not.toContain(contact.data.id);
    });
  });

  it('has every series the Grafana dashboard queries served by some app', async () => {
    const dashboard = readFileSync(path.join(findRepoRoot(), 'deploy/grafana/wbk-overview.json'), 'utf8');
    const queried = [...new Set(dashboard.match(/\b(?:wbk|process|nodejs)_[a-z0-9_]+/g) ?? [])];
    expect(queried.length).toBeGreaterThan(20);
    const served = (await Promise.all(stack.apps.map((app) => scrape(stack.opsUrls[app]!)))).map((s) => s.text).join('\n');
    expect(queried.filter((name) => !served.includes(`\n${name}{`) && !served.includes(`\n${name} `))).toEqual([]);
  });

  it('does not serve /metrics on the public gateway port', async () => {
    const response = await api.get('/metrics');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'route_not_found' } });
  });
});
