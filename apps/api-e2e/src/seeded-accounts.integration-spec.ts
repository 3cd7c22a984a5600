/**
 * A newcomer's connected accounts behave like real ones: with provider-sim
 * seeding as `npm start` runs it, a mail account connected through the admin
 * CLI has mail (a full sync stores it and a pool person's mail reaches their
 * contact's timeline), a calendar account has meetings (a weekly series, an
 * all-day event, pool attendees), and connecting twice does not double them.
 */
import { ProviderSimClient, SEEDED_SIM_ACCOUNTS, createTestWorkspace, expectEventually, startStack, type ApiClient, type SimPoolPerson, type Stack } from '@wbk/testing';
import { createContact, syncToEnd, timelineOf } from './mailbox.support';

interface EventView {
  title: string;
  start_time: string;
  all_day: boolean;
  attendees: Array<{ email: string }>;
}

async function receivedBy(api: ApiClient, contactId: string): Promise<string[]> {
  return (await timelineOf(api, contactId)).filter((a) => a.type === 'email_received').map((a) => a.title);
}

/** The subjects of the mail `from` sent to the workspace's connected provider A mailbox, as the sim holds it. */
async function inboundFrom(stack: Stack, api: ApiClient, from: string): Promise<string[]> {
  const providers = await api.get('/v1/settings/providers?category=email');
  expect(providers.status).toBe(200);
  const account = (providers.body.data as { providers: Array<{ name: string; account_id: string }> }).providers.find((p) => p.name === 'mail_provider_a')!.account_id;
  const listing = await fetch(new URL(`/mail/mail_provider_a/${encodeURIComponent(account)}/messages?page_size=500`, stack.addresses['provider-sim']!));
  const messages = ((await listing.json()) as { messages: Array<{ from: { email: string }; labels: string[]; subject: string }> }).messages;
  return messages.filter((m) => m.from.email === from && m.labels.includes('INBOX')).map((m) => m.subject);
}

async function timelineSettlesOn(api: ApiClient, contactId: string, expected: string[]): Promise<void> {
  await expectEventually(async () => expect((await receivedBy(api, contactId)).sort()).toEqual([...expected].sort()), { timeoutMs: 15_000 });
}

describe('seeded provider accounts', () => {
  let stack: Stack;
  let pool: SimPoolPerson[];

  beforeAll(async () => {
    stack = await startStack({ appEnv: { 'provider-sim': SEEDED_SIM_ACCOUNTS } });
    pool = await new ProviderSimClient(stack.addresses['provider-sim']!).people();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function newWorkspace(): Promise<{ id: string; api: ApiClient }> {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
    return { id: workspace.id, api: stack.api(workspace.keys.full!) };
  }

  it('a connected mailbox has mail: a full sync stores it and a pool person sees it on their timeline', async () => {
    const ws = await newWorkspace();
    await stack.admin.connectProvider(ws.id, { category: 'email', name: 'mail_provider_a' });
    const contact = await createContact(ws.api, pool[0]!.email, pool[0]!.first_name);
    const job = await syncToEnd(ws.api, { mode: 'full' });
    expect(job.status).toBe('completed');
    expect(job.counts.fetched).toBe(Number(SEEDED_SIM_ACCOUNTS.SIM_SEED_MAIL_MESSAGES));
    expect(job.counts.stored).toBe(job.counts.fetched);
    expect(job.counts.matched_contacts).toBeGreaterThan(0);
    const expected = await inboundFrom(stack, ws.api, pool[0]!.email);
    expect(expected.length).toBeGreaterThan(0);
    await timelineSettlesOn(ws.api, contact, expected);
  });

  it('a connected calendar has meetings: the weekly series, the all-day event and pool attendees', async () => {
    const ws = await newWorkspace();
    await stack.admin.connectProvider(ws.id, { category: 'calendar', name: 'calendar_provider_a' });
    const response = await ws.api.get('/v1/calendar/events?per_page=100');
    expect(response.status).toBe(200);
    const events = (response.body.data as { events: EventView[] }).events;
    const series = events.filter((e) => e.title === 'Weekly pipeline review');
    expect(series.length).toBeGreaterThanOrEqual(4);
    const starts = series.map((e) => Date.parse(e.start_time));
    expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual(starts.slice(1).map(() => 7 * 86_400_000));
    expect(series[0]!.attendees.map((a) => a.email)).toEqual(pool.slice(0, 5).map((p) => p.email));
    expect(events.filter((e) => e.all_day).length).toBeGreaterThanOrEqual(1);
    const poolEmails = new Set(pool.map((p) => p.email));
    expect(events.filter((e) => !e.all_day && e.title !== 'Weekly pipeline review' && e.attendees.some((a) => poolEmails.has(a.email))).length).toBeGreaterThan(0);
  });

  it('connecting a mailbox again does not double its mail', async () => {
    const ws = await newWorkspace();
    const contact = await createContact(ws.api, pool[1]!.email, pool[1]!.first_name);
    await stack.admin.connectProvider(ws.id, { category: 'email', name: 'mail_provider_a' });
    const first = await syncToEnd(ws.api, { mode: 'full' });
    expect(first.status).toBe('completed');
    expect(first.counts.fetched).toBeGreaterThan(0);
    const expected = await inboundFrom(stack, ws.api, pool[1]!.email);
    expect(expected.length).toBeGreaterThan(0);
    await timelineSettlesOn(ws.api, contact, expected);

    await stack.admin.disconnectProvider(ws.id, { category: 'email', name: 'mail_provider_a' });
    await stack.admin.connectProvider(ws.id, { category: 'email', name: 'mail_provider_a' });
    const second = await syncToEnd(ws.api, { mode: 'full' });
    expect(second.status).toBe('completed');
    expect(second.counts.fetched).toBe(first.counts.fetched);
    expect(await inboundFrom(stack, ws.api, pool[1]!.email)).toEqual(expected);
    await timelineSettlesOn(ws.api, contact, expected);
  });
});
