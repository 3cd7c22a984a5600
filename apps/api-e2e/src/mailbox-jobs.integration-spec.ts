/**
 * Sync jobs under pressure: the hourly on-demand cap (with Retry-After, and
 * idempotent replays that do not count), 409 while a full sync runs, the
 * provider's quota waited out, a revoked grant shown as needs_reauth, and
 * replies found by sync stopping an outreach sequence while our own sent
 * copies do not.
 */
import { expectEventually, startStack, type Stack } from '@wbk/testing';
import { jobOf, mail, mailSimOf, mailWorkspace, syncToEnd, waitForJob, type SyncJobView } from './mailbox.support';
import { createContacts, emailStep, enrollmentsOf, outreachEnv, simSent, startCampaign } from './outreach.support';

describe('mailbox sync jobs', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { outreach: outreachEnv() } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses the seventh on-demand sync in an hour with Retry-After, while a keyed replay answers its job without counting', async () => {
    const ws = await mailWorkspace(stack);
    const key = crypto.randomUUID();
    const keyed = await ws.api.post('/v1/email/sync', {}, { 'idempotency-key': key });
    expect(keyed.status).toBe(202);
    const replay = await ws.api.post('/v1/email/sync', {}, { 'idempotency-key': key });
    expect(replay.status).toBe(202);
    expect((replay.body.data as SyncJobView).job_id).toBe((keyed.body.data as SyncJobView).job_id);
    // The mailbox's first sync is always full, and a full sync refuses other syncs with 409 until it ends;
    // the cap is what this test is about, so the next five start only once that first one finished.
    await waitForJob(ws.api, (keyed.body.data as SyncJobView).job_id);
    let lastStarted = '';
    for (let i = 0; i < 5; i++) {
      const started = await ws.api.post('/v1/email/sync', {});
      expect(started.status).toBe(202);
      expect(started.body.data).toMatchObject({ status: 'queued', mode: 'incremental', trigger: 'on_demand' });
      lastStarted = (started.body.data as SyncJobView).job_id;
    }
    const seventh = await ws.api.post('/v1/email/sync', {});
    expect(seventh.status).toBe(429);
    expect(seventh.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect((seventh.body.error as { message: string }).message).toMatch(/capped at 6 per hour.*next one is possible at \d{4}-\d{2}-\d{2}T/);
    const retryAfter = Number(seventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // A replay after the cap was reached still answers the same job.
    const lateReplay = await ws.api.post('/v1/email/sync', {}, { 'idempotency-key': key });
    expect(lateReplay.status).toBe(202);
    expect((lateReplay.body.data as SyncJobView).job_id).toBe((keyed.body.data as SyncJobView).job_id);
    const listed = await ws.api.get('/v1/email/sync?per_page=100');
    expect(listed.body.meta).toMatchObject({ total: 6 });
    await waitForJob(ws.api, lastStarted);
  });

  it('answers 409 sync_in_progress while a full sync of the mailbox runs, then syncs again once it ended', async () => {
    const ws = await mailWorkspace(stack);
    const sim = mailSimOf(stack);
    await sim.seed('mail_provider_a', ws.account, 3_000);
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, delay_ms: 400 });
    const full = await ws.api.post('/v1/email/sync', { mode: 'full' });
    expect(full.status).toBe(202);
    const id = (full.body.data as SyncJobView).job_id;
    await expectEventually(async () => expect((await jobOf(ws.api, id)).status).toBe('running'), { timeoutMs: 10_000 });
    const during = await ws.api.post('/v1/email/sync', {});
    expect(during.status).toBe(409);
    expect(during.body).toMatchObject({ error: { code: 'sync_in_progress', details: { job_id: id, provider: 'mail_provider_a' } } });
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, delay_ms: null });
    const done = await waitForJob(ws.api, id, 60_000);
    expect(done).toMatchObject({ status: 'completed', mode: 'full', counts: { fetched: 3_000, stored: 3_000 } });
    expect((await syncToEnd(ws.api)).counts).toMatchObject({ fetched: 0, stored: 0 });
  });

  it('waits out the provider quota (429 + Retry-After) instead of failing the job', async () => {
    const ws = await mailWorkspace(stack);
    const sim = mailSimOf(stack);
    await sim.seed('mail_provider_a', ws.account, 2_500);
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, quota_per_second: 1 });
    const job = await syncToEnd(ws.api, { mode: 'full' });
    expect(job).toMatchObject({ status: 'completed', counts: { fetched: 2_500, stored: 2_500 }, error: null });
    expect(job.notes.join(' ')).toMatch(/request quota was reached; the sync waited/);
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, quota_per_second: null });
  });

  it('fails a job whose grant was revoked with a clear error and shows needs_reauth until a sync succeeds again', async () => {
    const ws = await mailWorkspace(stack);
    const sim = mailSimOf(stack);
    await sim.addMessages('mail_provider_a', ws.account, [mail('someone@client.example', [ws.account], 'Hello')]);
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, auth_error: true });
    const failed = await syncToEnd(ws.api);
    expect(failed).toMatchObject({ status: 'failed', counts: { fetched: 0, stored: 0 } });
    expect(failed.error).toMatch(/mail_provider_a: the provider refused the account's credentials \(invalid_grant\); reconnect the mailbox/);
    const providers = await ws.api.get('/v1/settings/providers?category=email');
    expect((providers.body.data as { providers: unknown[] }).providers).toContainEqual(
      expect.objectContaining({ name: 'mail_provider_a', connected: true, status: 'needs_reauth', error_message: expect.stringMatching(/invalid_grant/) }),
    );
    const mailboxes = await ws.api.get('/v1/email/mailboxes');
    expect((mailboxes.body.data as { mailboxes: unknown[] }).mailboxes).toEqual([expect.objectContaining({ status: 'needs_reauth', last_error: failed.error })]);

    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, auth_error: false });
    expect(await syncToEnd(ws.api)).toMatchObject({ status: 'completed', counts: { stored: 1 } });
    const healed = await ws.api.get('/v1/settings/providers?category=email');
    expect((healed.body.data as { providers: unknown[] }).providers).toContainEqual(expect.objectContaining({ name: 'mail_provider_a', status: 'healthy', error_message: null }));
  });

  it('stops an enrollment on a reply found by sync, never on our own sent copy', async () => {
    // Outreach sends under the workspace's account: the mailbox synced is that account's.
    const probe = await mailWorkspace(stack, { mail: [] });
    await stack.admin.connectProvider(probe.id, { category: 'email', name: 'mail_provider_a', accountId: probe.id });
    const ws = { ...probe, account: probe.id };
    const contacts = await createContacts(ws.api, 2, 'replier');
    const campaign = await startCampaign(ws.api, [emailStep(0, 'Your engagement letter is ready.'), emailStep(600, 'A reminder about the letter.')], contacts.map((c) => c.id));
    await expectEventually(async () => expect(await simSent(stack, ws.id)).toHaveLength(2), { timeoutMs: 15_000, intervalMs: 100 });

    // Our own SENT copies sync into the index, unannounced; they stop nothing.
    const first = await syncToEnd(ws.api);
    expect(first).toMatchObject({ status: 'completed', counts: { stored: 2, matched_contacts: 2 } });
    expect((await enrollmentsOf(ws.api, campaign.id)).filter((e) => e.status === 'replied')).toEqual([]);

    const sim = mailSimOf(stack);
    const sentCopy = (await sim.listing(ws.account)).find((m) => m.labels.includes('SENT') && m.to.some((t) => t.email === contacts[0]!.email))!;
    await sim.addMessages('mail_provider_a', ws.account, [
      mail(contacts[0]!.email, ['outreach@wbk.invalid'], 'Re: Your matter', { in_reply_to: sentCopy.message_id_header, references: [sentCopy.message_id_header], thread_id: sentCopy.thread_id }),
    ]);
    expect(await syncToEnd(ws.api)).toMatchObject({ status: 'completed', counts: { fetched: 1, stored: 1, matched_contacts: 1 } });
    await expectEventually(async () => expect((await enrollmentsOf(ws.api, campaign.id)).find((e) => e.contact_id === contacts[0]!.id)).toMatchObject({ status: 'replied' }), { timeoutMs: 15_000 });
    expect((await enrollmentsOf(ws.api, campaign.id)).find((e) => e.contact_id === contacts[1]!.id)).not.toMatchObject({ status: 'replied' });
  });
});
