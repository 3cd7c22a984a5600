import { ACCOUNT, callSim, mailBody, sendTo, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

afterEach(() => t.sim.close());

const get = (path: string) => callSim(t.sim, 'GET', path);
const post = (path: string, body: unknown) => callSim(t.sim, 'POST', path, body);

const draft = (n: number) => ({ from: { email: `client${n}@acme.test`, name: `Client ${n}` }, to: ['Intake <intake@hartley-wren.test>'], subject: `Matter ${n}`, text: `Body ${n}` });

async function addMessages(provider: string, account: string, count: number, from = 0): Promise<string[]> {
  const res = await post('/control/mail/messages', { provider, account_id: account, messages: Array.from({ length: count }, (_, i) => draft(from + i)) });
  expect(res.status).toBe(200);
  return res.body['ids'] as string[];
}

type Message = Record<string, unknown> & { id: string };

describe('mail_provider_a listing and history', () => {
  beforeEach(async () => {
    t = await startTestSim();
  });

  it('lists a mailbox oldest first, page by page, with the history id on the first page', async () => {
    const ids = await addMessages('mail_provider_a', ACCOUNT, 7);
    const first = await get(`/mail/mail_provider_a/${ACCOUNT}/messages?page_size=3`);
    expect(first.status).toBe(200);
    expect(first.body['history_id']).toBe('7');
    const seen: string[] = [];
    let page = first;
    for (;;) {
      seen.push(...(page.body['messages'] as Message[]).map((m) => m.id));
      const next = page.body['next_page_token'] as string | null;
      if (next === null) break;
      page = await get(`/mail/mail_provider_a/${ACCOUNT}/messages?page_size=3&page_token=${next}`);
    }
    expect(seen).toEqual(ids);
    expect((first.body['messages'] as Message[])[0]).toEqual({
      id: ids[0],
      thread_id: expect.stringMatching(/^thr_[0-9a-f]{24}$/),
      message_id_header: `<${ids[0]!}@mail-provider-a.sim.invalid>`,
      in_reply_to: null,
      references: [],
      from: { email: 'client0@acme.test', name: 'Client 0' },
      to: [{ email: 'intake@hartley-wren.test', name: 'Intake' }],
      cc: [],
      subject: 'Matter 0',
      text: 'Body 0',
      sent_at: '2026-03-01T10:00:00.000Z',
      labels: ['INBOX'],
    });
  });

  it('lists an unknown account as an empty mailbox whose history id works', async () => {
    const empty = await get('/mail/mail_provider_a/never-used/messages');
    expect(empty.body).toEqual({ messages: [], next_page_token: null, history_id: '0' });
    await addMessages('mail_provider_a', 'never-used', 1);
    expect(((await get('/mail/mail_provider_a/never-used/history?start_history_id=0')).body['messages'] as Message[]).length).toBe(1);
  });

  it('answers only what was added after a history id, paging too', async () => {
    await addMessages('mail_provider_a', ACCOUNT, 3);
    const historyId = (await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['history_id'] as string;
    const added = await addMessages('mail_provider_a', ACCOUNT, 5, 3);
    const first = await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${historyId}&page_size=4`);
    expect(first.status).toBe(200);
    expect((first.body['messages'] as Message[]).map((m) => m.id)).toEqual(added.slice(0, 4));
    const second = await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${historyId}&page_size=4&page_token=${first.body['next_page_token'] as string}`);
    expect((second.body['messages'] as Message[]).map((m) => m.id)).toEqual(added.slice(4));
    expect(second.body['next_page_token']).toBeNull();
    const latest = second.body['history_id'] as string;
    expect(await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${latest}`)).toMatchObject({ status: 200, body: { messages: [], next_page_token: null, history_id: latest } });
  });

  it('answers 404 history_expired after expire-cursor, and a fresh listing gives a history id that works', async () => {
    await addMessages('mail_provider_a', ACCOUNT, 2);
    const old = (await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['history_id'] as string;
    expect((await post('/control/mail/expire-cursor', { provider: 'mail_provider_a', account_id: ACCOUNT })).status).toBe(200);
    const expired = await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${old}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ error: { code: 'history_expired', message: expect.stringContaining('full sync') } });
    const fresh = (await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['history_id'] as string;
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${fresh}`)).status).toBe(200);
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=999`)).body).toMatchObject({ error: { code: 'history_expired' } });
  });

  it('refuses bad queries and account ids with invalid_request', async () => {
    for (const query of ['page_size=0', 'page_size=501', 'page_size=2.5', 'page_token=p-1', 'page_token=abc', 'format=full']) {
      const res = await get(`/mail/mail_provider_a/${ACCOUNT}/messages?${query}`);
      expect([query, res.status, (res.body['error'] as { code: string }).code]).toEqual([query, 400, 'invalid_request']);
    }
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/history`)).body).toMatchObject({ error: { code: 'invalid_request', details: [{ field: 'start_history_id' }] } });
    expect((await get(`/mail/mail_provider_a/${'x'.repeat(201)}/messages`)).status).toBe(400);
    expect((await get(`/mail/mail_provider_c/${ACCOUNT}/messages`)).status).toBe(404);
  });
});

describe('retained history', () => {
  it('expires a history id more than SIM_MAIL_HISTORY_RETAIN changes behind', async () => {
    t = await startTestSim({ mailHistoryRetain: 3 });
    const start = (await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['history_id'] as string;
    await addMessages('mail_provider_a', ACCOUNT, 3);
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${start}`)).status).toBe(200);
    await addMessages('mail_provider_a', ACCOUNT, 1, 3);
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/history?start_history_id=${start}`)).status).toBe(404);
  });
});

describe('mail_provider_b delta', () => {
  beforeEach(async () => {
    t = await startTestSim();
  });

  it('pages a full listing with skip tokens, gives the delta token on the last page, then only changes', async () => {
    const ids = await addMessages('mail_provider_b', ACCOUNT, 5);
    const first = await get(`/mail/mail_provider_b/${ACCOUNT}/delta?page_size=3`);
    expect(first.body).toMatchObject({ next_skip_token: expect.any(String), delta_token: null });
    const last = await get(`/mail/mail_provider_b/${ACCOUNT}/delta?page_size=3&skip_token=${first.body['next_skip_token'] as string}`);
    expect([...(first.body['messages'] as Message[]), ...(last.body['messages'] as Message[])].map((m) => m.id)).toEqual(ids);
    expect(last.body).toMatchObject({ next_skip_token: null, delta_token: expect.any(String) });
    expect(ids[0]).toMatch(/^mpb_[0-9a-f]{24}$/);

    const added = await addMessages('mail_provider_b', ACCOUNT, 2, 5);
    const delta = await get(`/mail/mail_provider_b/${ACCOUNT}/delta?delta_token=${last.body['delta_token'] as string}`);
    expect((delta.body['messages'] as Message[]).map((m) => m.id)).toEqual(added);
    const quiet = await get(`/mail/mail_provider_b/${ACCOUNT}/delta?delta_token=${delta.body['delta_token'] as string}`);
    expect(quiet.body).toMatchObject({ messages: [], next_skip_token: null, delta_token: delta.body['delta_token'] });
  });

  it('answers 410 sync_state_expired for an expired delta token', async () => {
    await addMessages('mail_provider_b', ACCOUNT, 1);
    const token = (await get(`/mail/mail_provider_b/${ACCOUNT}/delta`)).body['delta_token'] as string;
    await post('/control/mail/expire-cursor', { provider: 'mail_provider_b', account_id: ACCOUNT });
    const expired = await get(`/mail/mail_provider_b/${ACCOUNT}/delta?delta_token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: 'sync_state_expired' } });
    expect((await get(`/mail/mail_provider_b/${ACCOUNT}/delta?delta_token=nonsense`)).status).toBe(400);
  });
});

describe('quota and faults', () => {
  beforeEach(async () => {
    t = await startTestSim();
  });

  it('answers 429 with Retry-After once the account\'s quota is used up, other accounts unaffected', async () => {
    await post('/control/mail/faults', { provider: 'mail_provider_a', quota_per_second: 2 });
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).status).toBe(200);
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).status).toBe(200);
    const refused = await get(`/mail/mail_provider_a/${ACCOUNT}/messages`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await get('/mail/mail_provider_a/other-account/messages')).status).toBe(200);
    t.clock.advance(1_000);
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).status).toBe(200);
  });

  it('answers 401 invalid_grant on every call while auth_error is set for the account, until reset', async () => {
    const set = await post('/control/mail/faults', { provider: 'mail_provider_b', account_id: ACCOUNT, auth_error: true });
    expect(set.body).toMatchObject({ provider: 'mail_provider_b', account_id: ACCOUNT, auth_error: true, quota_per_second: 50 });
    const refused = await get(`/mail/mail_provider_b/${ACCOUNT}/delta`);
    expect(refused).toMatchObject({ status: 401, body: { error: { code: 'invalid_grant' } } });
    expect((await get('/mail/mail_provider_b/other-account/delta')).status).toBe(200);
    await post('/control/mail/faults', { provider: 'mail_provider_b', account_id: ACCOUNT, auth_error: null });
    expect((await get(`/mail/mail_provider_b/${ACCOUNT}/delta`)).status).toBe(200);
  });

  it('answers 503 at the injected fail rate and counts every call received', async () => {
    await post('/control/mail/faults', { provider: 'mail_provider_a', fail_rate: 1 });
    expect(await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).toMatchObject({ status: 503, body: { error: { code: 'provider_unavailable' } } });
    await post('/control/mail/faults', { provider: 'mail_provider_a', fail_rate: null });
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).status).toBe(200);
    expect((await get(`/control/mail/requests?provider=mail_provider_a&account_id=${ACCOUNT}`)).body).toEqual({ count: 2 });
    expect((await get('/control/mail/requests?provider=mail_provider_b')).body).toEqual({ count: 0 });
  });

  it('refuses fault settings out of range', async () => {
    for (const body of [{ provider: 'mail_provider_a', fail_rate: 2 }, { provider: 'mail_provider_z' }, { provider: 'mail_provider_a', quota_per_second: 0 }, { provider: 'mail_provider_a', delay_ms: -1 }]) {
      expect((await post('/control/mail/faults', body)).status).toBe(400);
    }
  });
});

describe('the send path and the mailbox', () => {
  beforeEach(async () => {
    t = await startTestSim();
  });

  it('keeps what an account sent as SENT under the reported Message-ID, and threads the reply into the same mailbox as INBOX', async () => {
    const sent = await sendTo(t.sim, 'mail_provider_a', mailBody('Jane@Acme.test'));
    const sentId = sent.body['id'] as string;
    const header = sent.body['message_id_header'] as string;
    const reply = await post('/control/replies', { provider: 'mail_provider_a', account_id: ACCOUNT, message_id: sentId, text: 'Signed, thanks.' });
    expect(reply.status).toBe(200);
    const listing = await get(`/mail/mail_provider_a/${ACCOUNT}/messages`);
    const [copy, answer] = listing.body['messages'] as Message[];
    expect(copy).toMatchObject({
      id: sentId,
      message_id_header: header,
      labels: ['SENT'],
      from: { email: 'intake@hartley-wren.test', name: 'Hartley & Wren LLP' },
      to: [{ email: 'jane@acme.test', name: '' }],
      subject: 'Engagement letter: Doe v. Acme Holdings',
      in_reply_to: null,
    });
    expect(answer).toMatchObject({
      labels: ['INBOX'],
      thread_id: copy!['thread_id'],
      in_reply_to: header,
      references: [header],
      from: { email: 'jane@acme.test' },
      to: [{ email: 'intake@hartley-wren.test' }],
      subject: 'Re: Engagement letter: Doe v. Acme Holdings',
      text: 'Signed, thanks.',
    });
    expect(answer!.id).toBe((reply.body['data'] as { reply: { message_id: string } }).reply.message_id);
    expect((await get(`/mail/mail_provider_a/other-account/messages`)).body['messages']).toEqual([]);
  });

  it('keeps one copy for a repeated send', async () => {
    await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test'), { key: 'same' });
    await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test'), { key: 'same' });
    expect((await get(`/mail/mail_provider_b/${ACCOUNT}/delta`)).body['messages']).toHaveLength(1);
  });

  it('threads a follow-up sent with In-Reply-To into the first mail\'s thread', async () => {
    const first = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'));
    const header = first.body['message_id_header'] as string;
    await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test', { subject: 'Re: Engagement letter', headers: { 'In-Reply-To': header, References: header } }));
    const [a, b] = (await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['messages'] as Message[];
    expect(b).toMatchObject({ thread_id: a!['thread_id'], in_reply_to: header, references: [header], labels: ['SENT'] });
  });
});
