// The starter's checks and the on-demand cap on a real embedded store.
import { isAppError, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SyncProfile } from '../providers/workspace-sync.client';
import { CapSlotRepository } from '../store/cap-slot.repository';
import { MailboxRepository } from '../store/mailbox.repository';
import { SyncJobRepository } from '../store/sync-job.repository';
import { SyncStarter } from './sync-starter';

const WS = '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f';

let store: DocStore;
let dir: string;
let jobs: SyncJobRepository;
let profile: SyncProfile;
let starter: SyncStarter;
let kicks = 0;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sync-starter-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  jobs = new SyncJobRepository(store);
  profile = { mailboxes: [{ provider: 'mail_provider_a', account_id: 'partner@firm.example' }], calendars: [], timezone: 'UTC' };
  kicks = 0;
  starter = new SyncStarter({
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

const request = (extra: Partial<Parameters<SyncStarter['onDemand']>[0]> = {}) => ({ workspaceId: WS, mode: 'incremental' as const, provider: null, idempotencyKey: null, ...extra });

describe('SyncStarter', () => {
  it('lets exactly six of ten concurrent on-demand syncs through', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => starter.onDemand(request())));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(6);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code: string }).code);
    expect(refused).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);
    expect((await jobs.list(WS, undefined, 0, 100)).total).toBe(6);
    expect(kicks).toBe(6);
  });

  it('answers a keyed retry with its job without taking a slot', async () => {
    const key = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const first = await starter.onDemand(request({ idempotencyKey: key }));
    for (let i = 0; i < 5; i++) expect((await starter.onDemand(request({ idempotencyKey: key }))).id).toBe(first.id);
    for (let i = 0; i < 5; i++) await starter.onDemand(request());
    const capped = await refusal(starter.onDemand(request()));
    expect(capped).toMatchObject({ code: 'rate_limited', details: { limit: 6, retry_after: expect.any(Number) } });
    expect((await starter.onDemand(request({ idempotencyKey: key }))).id).toBe(first.id);
  });

  it('refuses without a connected mailbox, naming what is connected, and during a full sync', async () => {
    expect(await refusal(starter.onDemand(request({ provider: 'mail_provider_b' })))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringMatching(/mail_provider_b is not connected.*mail_provider_a/) });
    const full = await starter.onDemand(request({ mode: 'full' }));
    expect(await refusal(starter.onDemand(request()))).toMatchObject({ code: 'sync_in_progress', details: { job_id: full.id, provider: 'mail_provider_a' } });
    profile = { ...profile, mailboxes: [] };
    expect(await refusal(starter.onDemand(request()))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringMatching(/No mailbox is connected/) });
    expect((await jobs.list(WS, undefined, 0, 100)).total).toBe(1);
  });

  it('queues a scheduled sync outside the cap, once per mailbox at a time', async () => {
    for (let i = 0; i < 6; i++) await starter.onDemand(request({ provider: 'mail_provider_a' }));
    await store.collection('sync_jobs').updateMany({}, { $set: { status: 'completed' } });
    const scheduled = await starter.scheduled(WS, 'mail_provider_a', 'partner@firm.example');
    expect(scheduled).toMatchObject({ trigger: 'scheduled', status: 'queued' });
    expect(await starter.scheduled(WS, 'mail_provider_a', 'partner@firm.example')).toBeNull();
  });
});
