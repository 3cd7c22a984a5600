/**
 * Many concurrent 14 MiB sends through the whole stack with a small body
 * budget on the gateway (three such bodies) and two large bodies per
 * workspace: each send is either served or refused cleanly (503
 * service_unavailable or 429 rate_limited, with Retry-After and the spec's
 * error body), none is a 500 or a reset, the gateway and outreach stay up,
 * and a send afterwards is served.
 */
import { startStack, type ApiResponse, type Stack } from '@wbk/testing';
import { outreachWorkspace, type OutreachWorkspace } from './outreach.support';

const MiB = 1024 * 1024;
const ATTACHMENT = Buffer.alloc(5 * MiB, 0x5a).toString('base64');

/** Two 5 MiB attachments: just under the route's 14 MiB body limit. */
function largeSend(recipient: string): string {
  const attachments = ['a.bin', 'b.bin'].map((filename) => ({ filename, mime_type: 'application/octet-stream', content_base64: ATTACHMENT }));
  return JSON.stringify({ channel: 'email', recipient, subject: 'Bundle', message: 'Attached.', attachments });
}

describe('large bodies at once', () => {
  let stack: Stack;
  let workspaces: OutreachWorkspace[];

  beforeAll(async () => {
    stack = await startStack({
      appEnv: { gateway: { GATEWAY_INFLIGHT_BODY_BYTES: String(42 * MiB), GATEWAY_LARGE_BODIES_PER_WORKSPACE: '2' } },
    });
    workspaces = [];
    for (let i = 0; i < 3; i++) workspaces.push(await outreachWorkspace(stack));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('serves or cleanly refuses twelve concurrent 14 MiB sends, and serves again afterwards', async () => {
    const pids = { gateway: stack.pidOf('gateway'), outreach: stack.pidOf('outreach') };
    const body = largeSend('jane@hartley.example');
    expect(body.length).toBeGreaterThan(13 * MiB);
    const answers: ApiResponse[] = await Promise.all(
      Array.from({ length: 12 }, (_, i) => workspaces[i % 3]!.api.request('POST', '/v1/channels/send', { body })),
    );

    const refused = answers.filter((a) => a.status !== 200);
    expect(answers.filter((a) => ![200, 429, 503].includes(a.status)).map((a) => ({ status: a.status, body: a.body }))).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      const error = (answer.body as { error: { code: string; message: string } }).error;
      expect(Object.keys(answer.body as object)).toEqual(['error']);
      expect(error.code).toBe(answer.status === 503 ? 'service_unavailable' : 'rate_limited');
      expect(error.message).toMatch(/\S/);
    }

    // Still up, the same processes, and serving large sends again.
    expect(stack.pidOf('gateway')).toBe(pids.gateway);
    expect(stack.pidOf('outreach')).toBe(pids.outreach);
    expect((await stack.api().get('/healthz')).status).toBe(200);
    const after = await workspaces[0]!.api.request('POST', '/v1/channels/send', { body });
    expect({ status: after.status, error: (after.body as { error?: unknown }).error }).toEqual({ status: 200, error: undefined });
  });
});
