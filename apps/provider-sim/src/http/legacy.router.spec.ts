// The legacy routes the workflow engine's current adapter uses, unchanged.
import { ManualClock, createLogger } from '@wbk/platform';
import { startSimServer, type SimServer } from '../sim.server';

const WS = 'ws-1';
const logger = createLogger({ service: 'provider-sim-test', level: 'silent' });
let sim: SimServer;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-workspace-id': WS, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function sent(workspaceId = WS): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${sim.url}/sent?workspace_id=${workspaceId}`);
  return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
}

afterEach(async () => {
  await sim.close();
});

describe('provider-sim legacy routes', () => {
  beforeEach(async () => {
    sim = await startSimServer({ host: '127.0.0.1', port: 0, failRate: 0, logger, clock: new ManualClock('2026-03-01T10:00:00.000Z') });
  });

  it('answers /healthz', async () => {
    const res = await fetch(`${sim.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends a chat message and lists it for its workspace only', async () => {
    const res = await post('/chat/chat_b/messages', { recipient: '@jane', message: 'Hello' });
    expect(res).toEqual({ status: 200, body: { id: expect.any(String), status: 'sent', sent_at: '2026-03-01T10:00:00.000Z' } });
    expect(await sent()).toEqual([
      {
        id: res.body['id'],
        workspace_id: WS,
        kind: 'chat',
        channel: 'chat_b',
        idempotency_key: null,
        request: { recipient: '@jane', message: 'Hello' },
        sent_at: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(await sent('ws-other')).toEqual([]);
  });

  it('queues a mail', async () => {
    const res = await post('/mail/send', { to: 'jane@acme.test', subject: 'Hi', body: 'Text' });
    expect(res).toEqual({ status: 202, body: { id: expect.any(String), status: 'queued' } });
    expect((await sent())[0]).toMatchObject({ kind: 'mail', channel: null, request: { to: 'jane@acme.test', subject: 'Hi', body: 'Text' } });
  });

  it('sends once per Idempotency-Key and answers the repeat with the first response', async () => {
    const first = await post('/mail/send', { to: 'a@b.test', subject: 's', body: 'b' }, { 'idempotency-key': 'run-1' });
    const again = await post('/mail/send', { to: 'a@b.test', subject: 's', body: 'b' }, { 'idempotency-key': 'run-1' });
    expect(again).toEqual(first);
    expect(await sent()).toHaveLength(1);
    await post('/mail/send', { to: 'a@b.test', subject: 's', body: 'b' }, { 'idempotency-key': 'run-2' });
    expect(await sent()).toHaveLength(2);
  });

  it('rejects invalid bodies, unknown channels and a missing workspace, sending nothing', async () => {
    const bad = await post('/chat/chat_a/messages', { recipient: '', extra: 1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('recipient');
    expect(JSON.stringify(bad.body)).toContain('message');
    expect((await post('/chat/chat_z/messages', { recipient: 'x', message: 'y' })).status).toBe(404);
    const res = await fetch(`${sim.url}/mail/send`, { method: 'POST', body: JSON.stringify({ to: 'a', subject: 'b', body: 'c' }) });
    expect(res.status).toBe(400);
    expect(await sent()).toEqual([]);
  });

  it('fails on X-Sim-Fail: 500 without sending, and a later retry with the same key succeeds', async () => {
    const failed = await post('/chat/chat_a/messages', { recipient: 'x', message: 'y' }, { 'x-sim-fail': '500', 'idempotency-key': 'k' });
    expect(failed.status).toBe(500);
    expect(await sent()).toEqual([]);
    expect((await post('/chat/chat_a/messages', { recipient: 'x', message: 'y' }, { 'idempotency-key': 'k' })).status).toBe(200);
    expect(await sent()).toHaveLength(1);
  });

  it('never answers on X-Sim-Fail: timeout', async () => {
    const outcome = await fetch(`${sim.url}/mail/send`, {
      method: 'POST',
      headers: { 'x-workspace-id': WS, 'x-sim-fail': 'timeout' },
      body: JSON.stringify({ to: 'a', subject: 'b', body: 'c' }),
      signal: AbortSignal.timeout(300),
    }).then(
      () => 'answered',
      (err: Error) => err.name,
    );
    expect(outcome).toBe('TimeoutError');
    expect(await sent()).toEqual([]);
  });
});

describe('provider-sim legacy routes under SIM_FAIL_RATE', () => {
  it('fails the share of sends given by the rate', async () => {
    const draws = [0.1, 0.9];
    sim = await startSimServer({ host: '127.0.0.1', port: 0, failRate: 0.5, logger, random: () => draws.shift() ?? 0.9 });
    expect((await post('/mail/send', { to: 'a', subject: 'b', body: 'c' })).status).toBe(500);
    expect((await post('/mail/send', { to: 'a', subject: 'b', body: 'c' })).status).toBe(202);
    expect(await sent()).toHaveLength(1);
  });
});
