import type { MailMessage } from '../domain/mail-store';
import type { PoolPerson } from '../domain/people-pool';
import type { CalEvent } from '../domain/calendar-store';
import { callSim, startTestSim, type TestSim } from '../testing/sim.fixture';

const SEEDED = { mailMessages: 300, calendarEvents: 40 };
const OWNER = 'partner@hartley-llp.example';
const DAY_MS = 86_400_000;

let t: TestSim;

afterEach(() => t.sim.close());

async function pool(): Promise<PoolPerson[]> {
  return (await callSim(t.sim, 'GET', '/control/people')).body['people'] as PoolPerson[];
}

/** Provider A's whole listing, page by page, and the history id of its last page. */
async function listingA(account: string, pageSize = 120): Promise<{ messages: MailMessage[]; history: string }> {
  const messages: MailMessage[] = [];
  let token = '';
  for (;;) {
    const page = await callSim(t.sim, 'GET', `/mail/mail_provider_a/${encodeURIComponent(account)}/messages?page_size=${pageSize}&page_token=${token}`);
    expect(page.status).toBe(200);
    messages.push(...(page.body['messages'] as MailMessage[]));
    if (page.body['next_page_token'] === null) return { messages, history: page.body['history_id'] as string };
    token = page.body['next_page_token'] as string;
  }
}

async function events(provider: string, account: string): Promise<CalEvent[]> {
  const answer = await callSim(t.sim, 'GET', `/calendar/${provider}/${encodeURIComponent(account)}/events?page_size=500`);
  expect(answer.status).toBe(200);
  return answer.body['events'] as CalEvent[];
}

async function putSeed(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.sim.url}/control/accounts/seed`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a newly seen mail account', () => {
  it('holds a seeded mailbox: oldest first, over the last six weeks, threaded, with a mail from and a mail to each of the first 5 pool people', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    const { messages } = await listingA(OWNER);
    expect(messages).toHaveLength(300);
    const now = t.clock.now().getTime();
    const times = messages.map((m) => Date.parse(m.sent_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 42 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    for (const person of (await pool()).slice(0, 5)) {
      expect(messages.some((m) => m.from.email === person.email && m.to[0]?.email === OWNER && m.labels.includes('INBOX'))).toBe(true);
      expect(messages.some((m) => m.to.some((to) => to.email === person.email) && m.from.email === OWNER && m.labels.includes('SENT'))).toBe(true);
    }
    const byHeader = new Map(messages.map((m) => [m.message_id_header, m]));
    const replies = messages.filter((m) => m.in_reply_to !== null);
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) {
      const parent = byHeader.get(reply.in_reply_to!)!;
      expect(parent.thread_id).toBe(reply.thread_id);
      expect(reply.references).toEqual([...parent.references, parent.message_id_header]);
      expect(reply.subject).toBe(`Re: ${parent.subject.replace(/^Re: /, '')}`);
      expect(Date.parse(parent.sent_at)).toBeLessThan(Date.parse(reply.sent_at));
    }
    expect(new Set(messages.map((m) => m.id)).size).toBe(300);
  });

  it('is the same mailbox for the same provider and account id on every start (times move with the first read), another for another id', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    const first = (await listingA(OWNER)).messages;
    const other = (await listingA('someone.else@hartley-llp.example')).messages;
    await t.sim.close();
    t = await startTestSim({ seedSizes: SEEDED });
    t.clock.advance(3 * DAY_MS);
    const again = (await listingA(OWNER, 500)).messages;
    expect(again.map((m) => ({ ...m, sent_at: Date.parse(m.sent_at) - 3 * DAY_MS }))).toEqual(first.map((m) => ({ ...m, sent_at: Date.parse(m.sent_at) })));
    expect(other.map((m) => m.id)).not.toEqual(first.map((m) => m.id));
  });

  it('hands out history ids and delta tokens after its seed: the next incremental read sees only new mail', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    const { history } = await listingA(OWNER);
    expect(history).toBe('300');
    const unchanged = await callSim(t.sim, 'GET', `/mail/mail_provider_a/${OWNER}/history?start_history_id=${history}`);
    expect(unchanged.body).toMatchObject({ messages: [], history_id: '300' });
    const added = { provider: 'mail_provider_a', account_id: OWNER, messages: [{ from: 'new.client@acme.example', to: [OWNER], subject: 'New matter', text: 'Hello' }] };
    expect((await callSim(t.sim, 'POST', '/control/mail/messages', added)).status).toBe(200);
    const changed = await callSim(t.sim, 'GET', `/mail/mail_provider_a/${OWNER}/history?start_history_id=${history}`);
    expect((changed.body['messages'] as MailMessage[]).map((m) => m.subject)).toEqual(['New matter']);

    const full = await callSim(t.sim, 'GET', `/mail/mail_provider_b/${OWNER}/delta?page_size=500`);
    expect(full.body['messages']).toHaveLength(300);
    const token = full.body['delta_token'] as string;
    expect((await callSim(t.sim, 'GET', `/mail/mail_provider_b/${OWNER}/delta?delta_token=${token}`)).body['messages']).toEqual([]);
  });
});

describe('a newly seen calendar account', () => {
  it('holds a weekly series with the first 5 pool people, an all-day event ahead and single meetings with pool attendees', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    const people = await pool();
    const listed = await events('calendar_provider_a', OWNER);
    expect(listed).toHaveLength(40);
    const series = listed.filter((e) => e.recurrence !== null);
    expect(series).toHaveLength(1);
    expect(series[0]!.recurrence).toMatchObject({ freq: 'WEEKLY' });
    expect(series[0]!.attendees.map((a) => a.email)).toEqual(people.slice(0, 5).map((p) => p.email));
    const allDay = listed.filter((e) => e.all_day);
    expect(allDay).toHaveLength(1);
    expect(Date.parse(`${allDay[0]!.start.date}T00:00:00Z`)).toBeGreaterThan(t.clock.now().getTime());
    const poolEmails = new Set(people.map((p) => p.email));
    for (const event of listed) {
      expect(event.attendees.length).toBeGreaterThan(0);
      expect(event.attendees.every((a) => poolEmails.has(a.email))).toBe(true);
      expect(event.organizer_email).toBe(OWNER);
    }
    await t.sim.close();
    t = await startTestSim({ seedSizes: SEEDED });
    expect(await events('calendar_provider_a', OWNER)).toEqual(listed);
  });
});

describe('PUT /control/accounts/seed', () => {
  it('fixes the size of an account before its first use: empty, or another size', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    expect(await putSeed({ provider: 'mail_provider_a', account_id: OWNER, size: 0 })).toEqual({ status: 200, body: { provider: 'mail_provider_a', account_id: OWNER, size: 0 } });
    expect((await putSeed({ provider: 'calendar_provider_b', account_id: OWNER, size: 3 })).status).toBe(200);
    expect((await listingA(OWNER)).messages).toEqual([]);
    expect(await events('calendar_provider_b', OWNER)).toHaveLength(3);
    expect(await events('calendar_provider_a', OWNER)).toHaveLength(40);
  });

  it('refuses an account already used, with what to do instead', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    await listingA(OWNER);
    const late = await putSeed({ provider: 'mail_provider_a', account_id: OWNER, size: 0 });
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: expect.stringContaining('before its first use') } } });
    expect((await listingA(OWNER)).messages).toHaveLength(300);
  });

  it.each([
    [{ provider: 'mail_provider_a', account_id: OWNER, size: 5 }, 'size must be 0 (empty) or from 10 to 10000 messages'],
    [{ provider: 'calendar_provider_a', account_id: OWNER, size: 2001 }, 'size must be 0 (empty) or from 3 to 2000 events'],
    [{ provider: 'mail_provider_a', account_id: OWNER, size: 1.5 }, 'size must be a whole number'],
    [{ provider: 'chat_a', account_id: OWNER, size: 0 }, 'provider must be one of mail_provider_a, mail_provider_b, calendar_provider_a, calendar_provider_b'],
    [{ provider: 'mail_provider_a', size: 0 }, 'account_id is required'],
    [{ provider: 'mail_provider_a', account_id: OWNER, size: 0, mail_messages: 3 }, 'mail_messages'],
    ['not an object', 'body'],
  ])('refuses %j with 400 and says what to fix', async (body, message) => {
    t = await startTestSim({ seedSizes: SEEDED });
    const answer = await putSeed(body);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', message: expect.stringContaining(message) } } });
  });

  it('refuses a body that is not JSON', async () => {
    t = await startTestSim({ seedSizes: SEEDED });
    const res = await fetch(`${t.sim.url}/control/accounts/seed`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"provider":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'the body must be JSON' } });
  });
});
