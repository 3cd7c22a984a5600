// The read API client's breakers against a node:http stand-in where one account's mailbox fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wbk/platform';
import { createProviderHttp, type ProviderHttp } from './provider-http';

const BROKEN = 'broken@firm.example';
const HEALTHY = 'partner@other-firm.example';
let server: http.Server;
let client: ProviderHttp;
const paths: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    const broken = (req.url ?? '').includes(encodeURIComponent(BROKEN));
    res.writeHead(broken ? 500 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(broken ? { error: { code: 'backend_error', message: 'mailbox index corrupt' } } : { messages: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createProviderHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 2_000, logger: createLogger({ service: 'provider-http-spec', level: 'silent' }) });
});

afterAll(async () => {
  client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = (account: string) => client.get('mail_provider_a', account, `/mail/mail_provider_a/${encodeURIComponent(account)}/messages`, { page_size: 10 });

describe('provider read API', () => {
  it('pauses the account that keeps failing at a provider, not the other workspaces\' accounts there', async () => {
    for (let i = 0; i < 10; i++) expect(await read(BROKEN)).toEqual({ kind: 'unavailable', reason: 'the provider answered 500 (mailbox index corrupt)' });
    const before = paths.length;
    expect(await read(BROKEN)).toEqual({ kind: 'unavailable', reason: expect.stringContaining('paused') });
    expect(paths.length).toBe(before);
    expect(await read(HEALTHY)).toEqual({ kind: 'ok', body: { messages: [] } });
  });
});
