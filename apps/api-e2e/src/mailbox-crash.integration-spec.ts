/**
 * A crash of mailbox-sync in the middle of a full sync: the provider is made
 * slow so the job is mid-listing when the process is SIGKILLed. After the
 * restart the job's lease runs out, a runner resumes it from its last saved
 * page, and every message is announced (internal.email.received) exactly once.
 */
import { expectEventually, startStack, subscribeEvents, type EventTap, type Stack } from '@wbk/testing';
import { jobOf, mail, mailSimOf, mailWorkspace, waitForJob, type SyncJobView } from './mailbox.support';

const LEASE_MS = 3_000;
const MESSAGES = 2_000;

describe('mailbox-sync crash during a full sync', () => {
  let stack: Stack;
  let tap: EventTap;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { 'mailbox-sync': { SYNC_LEASE_MS: String(LEASE_MS), SYNC_PAGE_SIZE: '200' } } });
    tap = await subscribeEvents(stack.natsUrl, 'internal.email.received');
  });

  afterAll(async () => {
    await tap?.stop();
    await stack?.stop();
  });

  it('resumes the job after a SIGKILL and announces every message once', async () => {
    const ws = await mailWorkspace(stack);
    const sim = mailSimOf(stack);
    for (let batch = 0; batch < MESSAGES / 1_000; batch++) {
      await sim.addMessages(
        'mail_provider_a',
        ws.account,
        Array.from({ length: 1_000 }, (_, i) => mail(`client${batch * 1_000 + i}@acme-holdings.example`, [ws.account], `Matter ${batch * 1_000 + i}`)),
      );
    }
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, delay_ms: 150 });
    const started = await ws.api.post('/v1/email/sync', { mode: 'full' });
    expect(started.status).toBe(202);
    const id = (started.body.data as SyncJobView).job_id;

    await expectEventually(async () => expect((await jobOf(ws.api, id)).counts.stored).toBeGreaterThanOrEqual(400), { timeoutMs: 20_000, intervalMs: 20 });
    await stack.kill('mailbox-sync', 'SIGKILL');
    await stack.restart('mailbox-sync');
    await sim.faults({ provider: 'mail_provider_a', account_id: ws.account, delay_ms: null });

    const done = await waitForJob(ws.api, id, 60_000);
    expect(done).toMatchObject({ status: 'completed', counts: { stored: MESSAGES } });
    expect(done.counts.fetched).toBeGreaterThanOrEqual(MESSAGES);
    const announced = () => tap.matching((e) => e['workspace_id'] === ws.id).map((e) => (e.envelope['data'] as { email: { id: string } }).email.id);
    await expectEventually(() => expect(new Set(announced()).size).toBe(MESSAGES), { timeoutMs: 30_000, intervalMs: 200 });
    expect(announced()).toHaveLength(MESSAGES);
  });
});
