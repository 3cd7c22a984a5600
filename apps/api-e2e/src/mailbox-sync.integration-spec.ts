/**
 * Mailbox sync through the whole stack: a mailbox connected with the admin
 * CLI syncs into the contact timeline, a second sync finds nothing new, an
 * expired cursor falls back to a full sync inside the job, both providers'
 * cursors work, a message seen in two mailboxes is announced once, and bad
 * input starts no job.
 */
import { createTestWorkspace, expectEventually, startStack, subscribeEvents, type EventTap, type Stack } from '@wbk/testing';
import { createContact, jobOf, mail, mailSimOf, mailWorkspace, syncToEnd, timelineOf } from './mailbox.support';

describe('mailbox sync', () => {
  let stack: Stack;
  let completions: EventTap;

  beforeAll(async () => {
    stack = await startStack();
    completions = await subscribeEvents(stack.natsUrl, 'events.email.sync.completed');
  });

  afterAll(async () => {
    await completions?.stop();
    await stack?.stop();
  });

  it('syncs a mailbox onto the timeline, finds nothing new the second time, and falls back to a full sync when the cursor expired', async () => {
    const ws = await mailWorkspace(stack);
    const sim = mailSimOf(stack);
    const jane = await createContact(ws.api, 'jane.client@acme-holdings.example');
    await sim.addMessages('mail_provider_a', ws.account, [
      mail('jane.client@acme-holdings.example', [ws.account], 'Engagement letter questions'),
      mail(ws.account, ['jane.client@acme-holdings.example'], 'Re: Engagement letter questions', { labels: ['SENT'] }),
      mail('newsletter@vendor.example', [ws.account], 'Legal tech weekly'),
    ]);

    const first = await syncToEnd(ws.api);
    expect(first).toMatchObject({ status: 'completed', mode: 'incremental', trigger: 'on_demand', counts: { fetched: 3, stored: 3, matched_contacts: 1 }, error: null });
    expect(first.notes.join(' ')).toMatch(/never synced before/);
    expect(first.duration_ms).toEqual(expect.any(Number));
    await expectEventually(async () => expect((await timelineOf(ws.api, jane)).filter((a) => a.type === 'email_received').map((a) => a.title).sort()).toEqual(['Engagement letter questions']), {
      timeoutMs: 15_000,
    });

    // The end of every job is announced (webhooks offer it as email.sync.completed).
    await expectEventually(() =>
      expect(completions.matching((e) => (e['data'] as { job: { job_id: string } }).job.job_id === first.job_id).map((e) => (e.envelope['data'] as { job: unknown }).job)).toEqual([
        expect.objectContaining({ job_id: first.job_id, status: 'completed', counts: first.counts }),
      ]),
    );

    const again = await syncToEnd(ws.api);
    expect(again).toMatchObject({ status: 'completed', counts: { fetched: 0, stored: 0, matched_contacts: 0 }, full_sync_fallback: false });

    await sim.addMessages('mail_provider_a', ws.account, [mail('jane.client@acme-holdings.example', [ws.account], 'Signed letter attached')]);
    const incremental = await syncToEnd(ws.api, { provider: 'mail_provider_a' });
    expect(incremental).toMatchObject({ status: 'completed', provider: 'mail_provider_a', counts: { fetched: 1, stored: 1, matched_contacts: 1 } });

    await sim.expireCursor('mail_provider_a', ws.account);
    await sim.addMessages('mail_provider_a', ws.account, [mail('jane.client@acme-holdings.example', [ws.account], 'One more thing')]);
    const fallback = await syncToEnd(ws.api);
    expect(fallback).toMatchObject({ status: 'completed', mode: 'incremental', full_sync_fallback: true, counts: { fetched: 5, stored: 1 } });
    expect(fallback.notes.join(' ')).toMatch(/expired the sync cursor \(history_expired\); fell back to a full sync/);

    await expectEventually(async () => expect((await timelineOf(ws.api, jane)).filter((a) => a.type === 'email_received')).toHaveLength(3), { timeoutMs: 15_000 });
    // Nothing is announced twice: the fallback's full listing re-read four known messages (the SENT copy is indexed, never announced).
    const entries = (await timelineOf(ws.api, jane)).filter((a) => a.type === 'email_received');
    expect(new Set(entries.map((e) => e.source.id)).size).toBe(3);

    const mailboxes = await ws.api.get('/v1/email/mailboxes');
    expect(mailboxes.status).toBe(200);
    expect((mailboxes.body.data as { mailboxes: unknown[] }).mailboxes).toEqual([
      expect.objectContaining({ provider: 'mail_provider_a', account_id: ws.account, status: 'healthy', message_count: 5, cursor: expect.objectContaining({ kind: 'history_id', present: true }), running_job_id: null }),
    ]);
    const providers = await ws.api.get('/v1/settings/providers?category=email');
    const a = (providers.body.data as { providers: Array<Record<string, unknown>> }).providers.find((p) => p.name === 'mail_provider_a');
    expect(a).toMatchObject({ status: 'healthy', error_message: null, last_sync_at: expect.any(String) });

    const list = await ws.api.get('/v1/email/sync?per_page=2');
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ page: 1, per_page: 2, total: 4 });
    expect((list.body.data as Array<{ job_id: string }>).map((j) => j.job_id)).toEqual([fallback.job_id, incremental.job_id]);
  });

  it('syncs provider B with delta tokens, falls back on 410, and announces a message seen in both mailboxes once', async () => {
    const ws = await mailWorkspace(stack, { mail: ['mail_provider_a', 'mail_provider_b'] });
    const sim = mailSimOf(stack);
    const john = await createContact(ws.api, 'john.roe@roe-partners.example', 'John');
    const shared = mail('john.roe@roe-partners.example', [ws.account], 'Settlement offer', { message_id_header: `<offer-${Date.now()}@roe-partners.example>` });
    await sim.addMessages('mail_provider_a', ws.account, [shared]);
    await sim.addMessages('mail_provider_b', ws.account, [shared, mail('john.roe@roe-partners.example', [ws.account], 'Draft terms')]);

    const both = await syncToEnd(ws.api);
    expect(both).toMatchObject({ status: 'completed', provider: null, counts: { fetched: 3, stored: 2, matched_contacts: 1 } });
    await expectEventually(async () => expect((await timelineOf(ws.api, john)).filter((a) => a.type === 'email_received')).toHaveLength(2), { timeoutMs: 15_000 });

    await sim.addMessages('mail_provider_b', ws.account, [mail('john.roe@roe-partners.example', [ws.account], 'Revised terms')]);
    expect(await syncToEnd(ws.api, { provider: 'mail_provider_b' })).toMatchObject({ status: 'completed', counts: { fetched: 1, stored: 1 } });

    await sim.expireCursor('mail_provider_b', ws.account);
    const fallback = await syncToEnd(ws.api, { provider: 'mail_provider_b' });
    expect(fallback).toMatchObject({ status: 'completed', full_sync_fallback: true, counts: { fetched: 3, stored: 0 } });
    expect(fallback.notes.join(' ')).toMatch(/sync_state_expired/);
  });

  it('refuses bad input with the right 4xx and starts no job', async () => {
    const ws = await mailWorkspace(stack);
    expect(await ws.api.post('/v1/email/sync', { mode: 'everything' })).toMatchObject({ status: 400, body: { error: { code: 'validation_error' } } });
    expect(await ws.api.post('/v1/email/sync', { provider: 'mail_provider_z' })).toMatchObject({ status: 400, body: { error: { code: 'validation_error' } } });
    expect(await ws.api.post('/v1/email/sync', { mode: 'full', extra: true })).toMatchObject({ status: 400, body: { error: { code: 'validation_error' } } });
    const notConnected = await ws.api.post('/v1/email/sync', { provider: 'mail_provider_b' });
    expect(notConnected).toMatchObject({ status: 403, body: { error: { code: 'insufficient_permissions' } } });
    expect((notConnected.body.error as { message: string }).message).toMatch(/mail_provider_b is not connected.*connected: mail_provider_a/);

    const bare = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'], reader: ['read'] });
    const none = await stack.api(bare.keys.full!).post('/v1/email/sync', {});
    expect(none).toMatchObject({ status: 403, body: { error: { code: 'insufficient_permissions' } } });
    expect((none.body.error as { message: string }).message).toMatch(/No mailbox is connected/);
    const reader = await stack.api(bare.keys.reader!).post('/v1/email/sync', {});
    expect(reader).toMatchObject({ status: 403, body: { error: { code: 'insufficient_permissions' } } });
    expect((reader.body.error as { message: string }).message).toMatch(/write:email/);

    const job = await syncToEnd(ws.api);
    expect((await stack.api(bare.keys.full!).get(`/v1/email/sync/${job.job_id}`)).status).toBe(404);
    expect((await ws.api.get('/v1/email/sync/4d2c6a1e-0b3f-4c5d-8e9f-1a2b3c4d5e6f')).body).toMatchObject({ error: { code: 'not_found' } });
    expect((await ws.api.get('/v1/email/sync/not-a-job')).status).toBe(400);
    expect((await ws.api.get('/v1/email/sync?status=stuck')).status).toBe(400);
    expect((await ws.api.get('/v1/email/sync?per_page=101')).status).toBe(400);
    const list = await ws.api.get('/v1/email/sync');
    expect(list.body.meta).toMatchObject({ total: 1 });
    expect((await jobOf(ws.api, job.job_id)).status).toBe('completed');
  });
});
