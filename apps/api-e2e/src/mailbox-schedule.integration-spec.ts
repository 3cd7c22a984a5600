/**
 * Scheduled syncs: a mailbox connected with the admin CLI is synced on the
 * schedule without anyone asking, and those jobs do not count against the
 * on-demand cap.
 */
import { expectEventually, startStack, type Stack } from '@wbk/testing';
import { mail, mailSimOf, mailWorkspace, type SyncJobView } from './mailbox.support';

describe('scheduled mailbox syncs', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { 'mailbox-sync': { SYNC_SCHEDULE_INTERVAL_MS: '1000' } } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('syncs a newly connected mailbox on schedule, outside the on-demand cap', async () => {
    const ws = await mailWorkspace(stack);
    await mailSimOf(stack).addMessages('mail_provider_a', ws.account, [mail('client@acme-holdings.example', [ws.account], 'Scheduled hello')]);
    const scheduled = await expectEventually(
      async () => {
        const list = await ws.api.get('/v1/email/sync?status=completed');
        const jobs = (list.body.data as SyncJobView[]).filter((j) => j.trigger === 'scheduled');
        // A scheduled run may have finished before the message arrived; the next one stores it, once.
        expect(jobs.map((j) => j.counts.stored).reduce((a, b) => a + b, 0)).toBe(1);
        return jobs;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 6; i++) expect((await ws.api.post('/v1/email/sync', {})).status).toBe(202);
    expect((await ws.api.post('/v1/email/sync', {})).status).toBe(429);
  });
});
