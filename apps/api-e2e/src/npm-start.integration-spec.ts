import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient, freePort, ProviderSimClient, type Envelope } from '@wbk/testing';
import { npmStart, type DemoFile, type NpmStart } from './npm-start.support';

/**
 * `npm start` as a new user runs it: the entry point a README reader types,
 * not the harness the other suites use. It must bring the stack up, create the
 * demo workspace with something to try for every capability, answer with the
 * key it printed, and keep that workspace across starts. (It once died at
 * start because its TypeScript runner did not resolve the @wbk/* aliases, while
 * every suite that starts stacks through the harness passed.)
 */
describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-start-'));
  const brokenDataDir = mkdtempSync(path.join(tmpdir(), 'wbk-start-broken-'));
  let stack: NpmStart | undefined;

  afterEach(async () => {
    await stack?.stop();
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(brokenDataDir, { recursive: true, force: true });
  });

  async function data<T>(api: ApiClient, route: string): Promise<T> {
    const response = await api.get<Envelope>(route);
    expect({ route, status: response.status, error: response.body.error }).toEqual({ route, status: 200, error: undefined });
    return response.body.data as T;
  }

  it('creates a demo workspace with every capability ready, once, and answers with the key it printed', async () => {
    const port = await freePort();
    stack = await npmStart(dataDir, port);
    const demo = stack.demo();
    expect(stack.output()).toContain(demo.keys.all_permissions);
    const api = new ApiClient(stack.baseUrl, demo.keys.all_permissions);
    expect((await data<{ workspace_id: string }>(api, '/v1/settings')).workspace_id).toBe(demo.workspace_id);

    const people = await new ProviderSimClient(simUrlOf(dataDir)).people();
    const contacts = await data<Array<{ id: string; email: string; related_company_id: string | null }>>(api, '/v1/contacts?per_page=100');
    expect(contacts.map((c) => c.email).sort()).toEqual(people.slice(0, 5).map((p) => p.email.toLowerCase()).sort());
    expect(contacts.every((c) => c.related_company_id !== null && demo.company_ids.includes(c.related_company_id))).toBe(true);
    const deal = (await data<{ deal: { main_contact_id: string } }>(api, `/v1/deals/${demo.deal_id}`)).deal;
    expect(contacts.map((c) => c.id)).toContain(deal.main_contact_id);

    const providers = (await data<{ providers: Array<{ category: string; name: string; connected: boolean }> }>(api, '/v1/settings/providers')).providers;
    expect(providers.filter((p) => p.connected).map((p) => p.category).sort()).toEqual(['calendar', 'channels', 'email']);
    const ledger = await data<Array<{ balance_after: number }>>(api, '/v1/credits/ledger');
    expect(ledger[0]!.balance_after).toBeGreaterThanOrEqual(10);
    const campaign = await data<{ status: string; step_count: number; contact_count: number }>(api, `/v1/campaigns/${demo.campaign_id}`);
    expect(campaign).toMatchObject({ status: 'draft', step_count: 2, contact_count: 3 });

    // A second start keeps the data and creates nothing again.
    await stack.stop();
    stack = await npmStart(dataDir, port);
    expect(stack.demo()).toEqual<DemoFile>(demo);
    expect(stack.output()).not.toContain('created; keys');
    expect((await data<unknown[]>(api, '/v1/contacts?per_page=100')).length).toBe(contacts.length);
  }, 300_000);

  it('keeps the stack running and says what failed when the demo cannot be prepared', async () => {
    writeFileSync(path.join(brokenDataDir, 'demo.json'), '{"workspace_id": ');
    const port = await freePort();
    stack = await npmStart(brokenDataDir, port, { demo: 'fails' });
    expect(stack.output()).toMatch(/could not prepare the demo workspace: .*JSON/);
    expect((await fetch(`${stack.baseUrl}/healthz`)).status).toBe(200);
  }, 180_000);
});

/** provider-sim's address, from the stack.json `npm start` writes. */
function simUrlOf(dataDir: string): string {
  return (JSON.parse(readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { provider_sim_url: string }).provider_sim_url;
}
