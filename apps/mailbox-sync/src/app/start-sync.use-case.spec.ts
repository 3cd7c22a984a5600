// The on-demand checks, the hourly cap and the scheduled syncs outside it, on a real embedded store.
import { isAppError, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SyncProfile } from '../peers/workspace-sync.client';
import { CapSlotRepository } from '../store/cap-slot.repository';
import { MailboxRepository } from '../store/mailbox.repository';
import { SyncJobRepository } from '../store/sync-job.repository';
import { StartScheduledSync } from './start-scheduled-sync.use-case';
import { StartSync } from './start-sync.use-case';

const WS = '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f';

let store: DocStore;
let dir: string;
let jobs: SyncJobRepository;
let profile: SyncProfile;
let startSync: StartSync;
let kicks = 0;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sync-starter-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  jobs = new SyncJobRepository(store);
  profile = { mailboxes: [{ provider: 'mail_provider_a', account_id: 'partner@firm.example' }], calendars: [], timezone: 'UTC' };
  kicks = 0;
  startSync = new StartSync({
    jobs,
    mailboxes: new MailboxRepository(store),
    slots: new CapSlotRepository(store),
    workspace: { profile: async () => profile, invalidate: () => undefined, report: async () => undefined },
    clock: systemClock,
    kick: () => void (kicks += 1),
  });
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message, details: err.details };
    throw err;
  }
  throw new Error('expected a refusal');
}

const request = (extra: Partial<Parameters<StartSync['execute']>[0]> = {}) => ({ workspaceId: WS, mode: 'incremental' as const, provider: null, idempotencyKey: null, ...extra });

describe('StartSync and StartScheduledSync', () => {
  it('lets exactly six of ten concurrent on-demand syncs through', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => startSync.execute(request())));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(6);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code: string }).code);
    expect(refused).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);
    expect((await jobs.list(WS, undefined, 0, 100)).total).toBe(6);
    expect(kicks).toBe(6);
  });

  it('answers a keyed retry with its job without taking a slot', async () => {
    const key = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const first = await startSync.execute(request({ idempotencyKey: key }));
    for (let i = 0; i < 5; i++) expect((await startSync.execute(request({ idempotencyKey: key }))).id).toBe(first.id);
    for (let i = 0; i < 5; i++) await startSync.execute(request());
    const capped = await refusal(startSync.execute(request()));
    expect(capped).toMatchObject({ code: 'rate_limited', details: { limit: 6, retry_after: expect.any(Number) } });
    expect((await startSync.execute(request({ idempotencyKey: key }))).id).toBe(first.id);
  });

  it('refuses without a connected mailbox, naming what is connected, and during a full sync', async () => {
    expect(await refusal(startSync.execute(request({ provider: 'mail_provider_b' })))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringMatching(/mail_provider_b is not connected.*mail_provider_a/) });
    const full = await startSync.execute(request({ mode: 'full' }));
    expect(await refusal(startSync.execute(request()))).toMatchObject({ code: 'sync_in_progress', details: { job_id: full.id, provider: 'mail_provider_a' } });
    profile = { ...profile, mailboxes: [] };
    expect(await refusal(startSync.execute(request()))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringMatching(/No mailbox is connected/) });
    expect((await jobs.list(WS, undefined, 0, 100)).total).toBe(1);
  });

  it('queues a scheduled sync outside the cap, once per mailbox at a time', async () => {
    for (let i = 0; i < 6; i++) await startSync.execute(request({ provider: 'mail_provider_a' }));
    await store.collection('sync_jobs').updateMany({}, { $set: { status: 'completed' } });
    const startScheduledSync = new StartScheduledSync({ jobs, clock: systemClock, kick: () => void (kicks += 1) });
    const scheduled = await startScheduledSync.execute(WS, 'mail_provider_a', 'partner@firm.example');
    expect(scheduled).toMatchObject({ trigger: 'scheduled', status: 'queued' });
    expect(await startScheduledSync.execute(WS, 'mail_provider_a', 'partner@firm.example')).toBeNull();
  });
});
