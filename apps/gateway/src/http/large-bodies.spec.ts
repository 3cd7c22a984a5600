import { request } from 'node:http';
import type { VerifyKeyReplyMessage } from '../upstreams/upstream.port';
import { hashKey } from '../upstreams/cached-key-verifier';
import { emptyReply, startAppFixture, type AppFixture } from '../testing/app.fixture';

/**
 * Many large sends at once against a small configured budget: each is either
 * served or refused with the public error body and Retry-After (503 when the
 * process budget is full, 429 when the workspace has all its large-body
 * slots), never a 500 or a reset, and the gateway serves again afterwards.
 */
const MiB = 1024 * 1024;
const KEYS = { a: 'wbk_bodies_a_00000000000000', b: 'wbk_bodies_b_00000000000000', c: 'wbk_bodies_c_00000000000000', d: 'wbk_bodies_d_00000000000000' };
const WORKSPACES = { a: '11111111-1111-4111-8111-111111111111', b: '22222222-2222-4222-8222-222222222222', c: '33333333-3333-4333-8333-333333333333', d: '44444444-4444-4444-8444-444444444444' };
const WORKSPACE_OF_KEY = new Map(Object.entries(KEYS).map(([name, key]) => [hashKey(key), WORKSPACES[name as keyof typeof KEYS]]));

function keyReply(workspace: string): VerifyKeyReplyMessage {
  return { found: true, key_id: `key-${workspace}`, workspace_id: workspace, permissions: ['read', 'write'], expires_at: '', revoked: false, plan: 'org', daily_limit: 1_000_000, minute_limit: 100_000, key_name: 'bodies' };
}

function aSend(bytes: number): string {
  const content = 'A'.repeat(Math.ceil(bytes / 4) * 4);
  return JSON.stringify({ channel: 'email', recipient: 'jane@hartley.example', subject: 'Files', message: 'Attached.', attachments: [{ filename: 'a.bin', mime_type: 'application/octet-stream', content_base64: content }] });
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { error?: { code: string; message: string } };
}

/** A POST /v1/channels/send over node:http, with Content-Length or chunked (written in 64 KiB pieces). */
function send(url: string, key: string, body: string, chunked = false): Promise<Answer> {
  const answer = new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = request(`${url}/v1/channels/send`, { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(text) as Answer['body'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (chunked) for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.slice(at, at + 64 * 1024));
    else req.write(body);
    req.end();
  });
  // A test that fails early leaves sends unawaited: their end must not crash the run and hide the failure.
  answer.catch(() => undefined);
  return answer;
}

describe('large bodies at once', () => {
  let fixture: AppFixture;
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    fixture = await startAppFixture({
      keyLookup: async (hash) => {
        const workspace = WORKSPACE_OF_KEY.get(hash);
        return workspace === undefined ? { ...keyReply(WORKSPACES.a), found: false } : keyReply(workspace);
      },
      // The service holds each send until the test opens the gate, so the bodies are all in flight together.
      upstream: async () => {
        await gate;
        return emptyReply();
      },
      bodyLimits: { inflightBytes: 6 * MiB, largeBodyBytes: MiB, largeBodiesPerWorkspace: 3 },
      unauthLimitPerMinute: 1000,
    });
  });

  afterAll(() => fixture.close());

  beforeEach(() => {
    fixture.calls.length = 0;
    gate = new Promise((resolve) => (release = resolve));
  });

  function expectCleanRefusal(answer: Answer, status: 429 | 503, code: string): void {
    expect(answer.status).toBe(status);
    expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Object.keys(answer.body)).toEqual(['error']);
    expect(answer.body.error).toEqual({ code, message: expect.any(String) });
  }

  it('refuses what the process budget cannot hold with 503 and Retry-After, serves the rest, and serves again afterwards', async () => {
    const body = aSend(1.4 * MiB);
    // Four workspaces with two each, so the per-workspace cap (3) refuses none: 8 bodies of 1.4 MiB against 6 MiB: four fit.
    const keys = [KEYS.a, KEYS.b, KEYS.c, KEYS.d];
    const pending = Array.from({ length: 8 }, (_, i) => send(fixture.url, keys[i % 4]!, body));
    const settled: Answer[] = [];
    for (const p of pending) p.then((answer) => settled.push(answer), () => undefined);
    await expectSoon(() => fixture.calls.length + settled.length === 8);
    release();
    const answers = await Promise.all(pending);

    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(served.length).toBe(fixture.calls.length);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expectCleanRefusal(answer, 503, 'service_unavailable');

    fixture.calls.length = 0;
    const again = await Promise.all(keys.map((key) => send(fixture.url, key, body)));
    expect(again.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });

  it('counts a chunked body while it arrives and refuses it once the budget is spent', async () => {
    const held = [send(fixture.url, KEYS.a, aSend(2.5 * MiB)), send(fixture.url, KEYS.b, aSend(2.5 * MiB))];
    await expectSoon(() => fixture.calls.length === 2);
    const chunked = await send(fixture.url, KEYS.b, aSend(2 * MiB), true);
    expectCleanRefusal(chunked, 503, 'service_unavailable');
    release();
    expect((await Promise.all(held)).map((a) => a.status)).toEqual([200, 200]);
  });

  it("caps one workspace's large bodies with 429 rate_limited and Retry-After, while another workspace is served", async () => {
    const small = aSend(1.2 * MiB);
    const held = [0, 1, 2].map(() => send(fixture.url, KEYS.a, small));
    await expectSoon(() => fixture.calls.length === 3);
    expectCleanRefusal(await send(fixture.url, KEYS.a, small), 429, 'rate_limited');
    const other = send(fixture.url, KEYS.b, small);
    await expectSoon(() => fixture.calls.length === 4);
    release();
    expect((await Promise.all([...held, other])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });
});

async function expectSoon(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
