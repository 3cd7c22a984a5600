import { ManualClock } from '@wbk/testing';
import type { ProviderAnswer, ProviderApi, ProviderSendRequest } from './provider-api.client';
import type { ProviderRateLimiter } from './provider-rate.limiter';
import { ProviderCaller, type ProviderCall } from './provider-caller';

class ScriptedApi implements ProviderApi {
  readonly calls: ProviderSendRequest[] = [];
  constructor(private readonly answers: ProviderAnswer[]) {}
  async send(request: ProviderSendRequest): Promise<ProviderAnswer> {
    this.calls.push(request);
    return this.answers.shift() ?? { kind: 'accepted', id: 'cha_1', status: 'sent', acceptedAt: '2026-03-02T10:00:00.000Z', messageIdHeader: null };
  }
  close(): void {}
}

const unavailable: ProviderAnswer = { kind: 'unavailable', httpStatus: 503, reason: 'down' };

function setup(answers: ProviderAnswer[], limiter: ProviderRateLimiter = { acquire: async () => true }) {
  const clock = new ManualClock('2026-03-02T10:00:00.000Z');
  const api = new ScriptedApi(answers);
  const waits: number[] = [];
  const caller = new ProviderCaller({ api, limiter, clock, timeoutMs: 2_000, random: () => 1, sleep: async (ms) => (waits.push(ms), clock.advance(ms)) });
  const send = (extra: Partial<ProviderCall> = {}) =>
    caller.call({ workspaceId: 'ws', provider: 'chat_a', idempotencyKey: 'k', body: { recipient: 'C0LITIGATE', text: 'hi', format: 'text' }, deadlineMs: clock.now().getTime() + 30_000, ...extra });
  return { api, waits, send, clock };
}

describe('ProviderCaller', () => {
  it('retries 5xx and timeouts three times with growing delays and the same key, then succeeds', async () => {
    const { api, waits, send } = setup([unavailable, unavailable, unavailable]);
    expect(await send()).toMatchObject({ kind: 'accepted' });
    expect(waits).toEqual([200, 400, 800]);
    expect(api.calls.map((c) => c.idempotencyKey)).toEqual(['k', 'k', 'k', 'k']);
  });

  it('gives up after three retries with the last status and reason', async () => {
    const { api, send } = setup([unavailable, unavailable, unavailable, { kind: 'unavailable', httpStatus: 500, reason: 'boom' }]);
    expect(await send()).toEqual({ kind: 'failed', httpStatus: 500, reason: 'boom' });
    expect(api.calls).toHaveLength(4);
  });

  it('waits out a Retry-After of at most 2 s, and fails on a longer one or none', async () => {
    const short = setup([{ kind: 'rate_limited', retryAfterMs: 2_000 }]);
    expect(await short.send()).toMatchObject({ kind: 'accepted' });
    expect(short.waits).toEqual([2_000]);
    const long = setup([{ kind: 'rate_limited', retryAfterMs: 2_001 }]);
    expect(await long.send()).toEqual({ kind: 'failed', httpStatus: 429, reason: 'rate limited; retry after 3 s' });
    expect(long.api.calls).toHaveLength(1);
    expect(await setup([{ kind: 'rate_limited', retryAfterMs: null }]).send()).toMatchObject({ kind: 'failed', httpStatus: 429 });
  });

  it('answers a refusal at once', async () => {
    const { api, send } = setup([{ kind: 'refused', httpStatus: 404, code: 'conversation_not_found', message: 'x' }]);
    expect(await send()).toMatchObject({ kind: 'refused', code: 'conversation_not_found' });
    expect(api.calls).toHaveLength(1);
  });

  it('never retries past the caller\'s deadline, and bounds each call by what is left', async () => {
    const { api, send, clock } = setup([unavailable, unavailable]);
    expect(await send({ deadlineMs: clock.now().getTime() + 700 })).toEqual({ kind: 'failed', httpStatus: 503, reason: 'down' });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]!.timeoutMs).toBe(700);
  });

  it('answers throttled when the workspace\'s rate has no room before the deadline, without calling the provider', async () => {
    const { api, send } = setup([], { acquire: async () => false });
    expect(await send()).toEqual({ kind: 'throttled' });
    expect(api.calls).toHaveLength(0);
  });
});
