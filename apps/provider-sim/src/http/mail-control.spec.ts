import { ACCOUNT, callSim, mailBody, sendTo, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

beforeEach(async () => {
  t = await startTestSim();
});
afterEach(() => t.sim.close());

const get = (path: string) => callSim(t.sim, 'GET', path);
const post = (path: string, body: unknown) => callSim(t.sim, 'POST', path, body);

type Message = Record<string, unknown> & { id: string; thread_id: string; message_id_header: string };

async function listAll(account: string, pageSize: number): Promise<Message[]> {
  const all: Message[] = [];
  let token: string | null = null;
  do {
    const page = await get(`/mail/mail_provider_a/${account}/messages?page_size=${pageSize}${token === null ? '' : `&page_token=${token}`}`);
    all.push(...(page.body['messages'] as Message[]));
    token = page.body['next_page_token'] as string | null;
  } while (token !== null);
  return all;
}

describe('POST /control/mail/messages', () => {
  it('fills in what a test leaves out and threads a message that answers an earlier one', async () => {
    const first = await post('/control/mail/messages', {
      provider: 'mail_provider_a',
      account_id: ACCOUNT,
      messages: [
        { from: 'Jane Doe <Jane@Acme.test>', to: [{ email: 'intake@hartley-wren.test' }], cc: ['paralegal@hartley-wren.test'], subject: 'Question', text: 'Hello', sent_at: '2026-02-27T09:00:00+01:00', message_id_header: '<q1@acme.test>' },
        { from: { email: 'intake@hartley-wren.test', name: 'Intake' }, to: ['jane@acme.test'], subject: 'Re: Question', text: 'Answer', labels: ['SENT'], in_reply_to: '<q1@acme.test>' },
      ],
    });
    expect(first.status).toBe(200);
    const [question, answer] = first.body['messages'] as Message[];
    expect(question).toMatchObject({
      from: { email: 'jane@acme.test', name: 'Jane Doe' },
      cc: [{ email: 'paralegal@hartley-wren.test', name: '' }],
      sent_at: '2026-02-27T08:00:00.000Z',
      message_id_header: '<q1@acme.test>',
      labels: ['INBOX'],
    });
    expect(answer).toMatchObject({ thread_id: question!.thread_id, in_reply_to: '<q1@acme.test>', references: ['<q1@acme.test>'], labels: ['SENT'] });
    expect(first.body['ids']).toEqual([question!.id, answer!.id]);
  });

  it('refuses a bad batch whole, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ provider: 'mail_provider_a', account_id: ACCOUNT, messages: [] }, 'messages'],
      [{ provider: 'chat_a', account_id: ACCOUNT, messages: [{ from: 'a@b.test', to: ['c@d.test'], subject: 's', text: 't' }] }, 'provider'],
      [{ provider: 'mail_provider_a', account_id: ACCOUNT, messages: [{ from: 'a@b.test', to: ['c@d.test'], subject: 's', text: 't' }, { from: 'nobody', to: ['c@d.test'], subject: 's', text: 't' }] }, 'messages.1.from.email'],
      [{ provider: 'mail_provider_a', account_id: ACCOUNT, messages: [{ from: 'a@b.test', to: ['c@d.test'], subject: 'two\nlines', text: 't' }] }, 'messages.0.subject'],
      [{ provider: 'mail_provider_a', account_id: ACCOUNT, messages: [{ from: 'a@b.test', to: ['c@d.test'], subject: 's', text: 't', in_reply_to: 'no-brackets' }] }, 'messages.0.in_reply_to'],
      [{ provider: 'mail_provider_a', account_id: ACCOUNT, messages: [{ from: 'a@b.test', to: ['c@d.test'], subject: 's', text: 't', sent_at: 'yesterday' }] }, 'messages.0.sent_at'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/control/mail/messages', body);
      expect([field, res.status, (res.body['error'] as { details?: Array<{ field: string }> }).details?.[0]?.field]).toEqual([field, 400, field]);
    }
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['messages']).toEqual([]);
  });
});

describe('POST /control/mail/seed', () => {
  it('seeds ten thousand threaded messages that page out in order, the same for the same seed', async () => {
    const seeded = await post('/control/mail/seed', { provider: 'mail_provider_a', account_id: 'bench-1', count: 10_000, seed: 7 });
    expect(seeded).toMatchObject({ status: 200, body: { count: 10_000, total: 10_000, history_id: '10000' } });
    await post('/control/mail/seed', { provider: 'mail_provider_a', account_id: 'bench-2', count: 10_000, seed: 7 });
    const one = await listAll('bench-1', 500);
    const two = await listAll('bench-2', 500);
    expect(one).toHaveLength(10_000);
    expect(two).toEqual(one);
    expect(new Set(one.map((m) => m.id)).size).toBe(10_000);
    expect(one.map((m) => m.sent_at)).toEqual([...one.map((m) => m.sent_at as string)].sort());
    const replies = one.filter((m) => m['in_reply_to'] !== null);
    expect(replies.length).toBeGreaterThan(0);
    const byHeader = new Map(one.map((m) => [m.message_id_header, m]));
    for (const reply of replies) expect(byHeader.get(reply['in_reply_to'] as string)?.thread_id).toBe(reply.thread_id);
    expect(one[0]).toMatchObject({ from: { email: expect.stringMatching(/^contact-\d+@client-\d+\.test$/) }, to: [{ email: 'owner@mailbox.sim.invalid' }], labels: ['INBOX'] });

    const more = await post('/control/mail/seed', { provider: 'mail_provider_a', account_id: 'bench-1', count: 5, seed: 7 });
    expect(more.body).toMatchObject({ count: 5, total: 10_005 });
    const history = await get('/mail/mail_provider_a/bench-1/history?start_history_id=10000');
    expect((history.body['messages'] as Message[]).filter((m) => one.some((o) => o.id === m.id))).toEqual([]);
    // Twenty thousand messages paged out over HTTP: seconds of work on two shared cores, so more than jest's 5 s default.
  }, 30_000);

  it('refuses a count out of range', async () => {
    for (const count of [0, 100_001, 2.5]) expect((await post('/control/mail/seed', { provider: 'mail_provider_b', account_id: ACCOUNT, count })).status).toBe(400);
  });
});

describe('POST /control/mail/sender-accounts', () => {
  it('keeps a workspace\'s sent mail and its replies in the mailbox account it connected', async () => {
    expect((await post('/control/mail/sender-accounts', { provider: 'mail_provider_a', account_id: 'acct_connected', sender_account_id: ACCOUNT })).status).toBe(200);
    const sent = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'));
    await post('/control/replies', { provider: 'mail_provider_a', account_id: ACCOUNT, message_id: sent.body['id'], text: 'Yes.' });
    const mailbox = (await get('/mail/mail_provider_a/acct_connected/messages')).body['messages'] as Message[];
    expect(mailbox.map((m) => m['labels'])).toEqual([['SENT'], ['INBOX']]);
    expect(mailbox[1]).toMatchObject({ thread_id: mailbox[0]!.thread_id, in_reply_to: sent.body['message_id_header'] });
    expect((await get(`/mail/mail_provider_a/${ACCOUNT}/messages`)).body['messages']).toEqual([]);
  });
});
