// The sync runner's share per workspace, on a real embedded store; the mailbox sync
// is a stand-in whose syncs end only when the test lets them.
import { createLogger, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { expectEventually } from '@wbk/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newJob, type SyncJob } from '../domain/sync-job';
import { SyncJobRepository } from '../store/sync-job.repository';
import { SyncRunnerJob } from './sync-runner.job';
import type { SyncMailbox } from '../app/sync-mailbox.use-case';

const BUSY = '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f';
const OTHER = '5c3a1e9f-7b2d-4f6e-8a0c-1d3e5f7a9b2c';
const logger = createLogger({ service: 'job-runner-spec', level: 'silent' });

let store: DocStore;
let dir: string;
let jobs: SyncJobRepository;
let runner: SyncRunnerJob | undefined;
/** The jobs whose sync is under way, and how to end each. */
const syncing = new Map<string, { workspaceId: string; finish: () => void }>();

const syncMailbox = {
  execute: (job: SyncJob) =>
    new Promise<{ ok: true }>((resolve) => {
      syncing.set(job.id, { workspaceId: job.workspace_id, finish: () => resolve({ ok: true }) });
    }),
} as unknown as SyncMailbox;

async function queue(workspaceId: string, queuedAt: Date): Promise<void> {
  await jobs.insert(newJob({ id: crypto.randomUUID(), workspaceId, mode: 'full', provider: 'mail_provider_a', trigger: 'on_demand', mailboxes: [{ provider: 'mail_provider_a', account_id: `${workspaceId}@firm.example` }], now: queuedAt, idempotencyKey: null }));
}

function runningByWorkspace(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { workspaceId } of syncing.values()) counts[workspaceId] = (counts[workspaceId] ?? 0) + 1;
  return counts;
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'job-runner-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  jobs = new SyncJobRepository(store);
  await jobs.ensureIndexes();
  syncing.clear();
});

afterEach(async () => {
  for (const { finish } of syncing.values()) finish();
  await runner?.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SyncRunnerJob', () => {
  it('runs at most perWorkspace jobs of one workspace, so another workspace\'s later job gets a slot at once', async () => {
    const start = Date.now() - 60_000;
    for (let i = 0; i < 4; i++) await queue(BUSY, new Date(start + i));
    await queue(OTHER, new Date(start + 10));
    runner = new SyncRunnerJob({ jobs, syncMailbox, clock: systemClock, logger, owner: 'runner-1', leaseMs: 60_000, pollMs: 60_000, concurrency: 3, perWorkspace: 2, afterWrite: () => undefined });
    runner.start();
    await expectEventually(() => expect(syncing.size).toBe(3), { timeoutMs: 5_000, intervalMs: 10 });
    expect(runningByWorkspace()).toEqual({ [BUSY]: 2, [OTHER]: 1 });

    // When one of the busy workspace's jobs ends, its next one takes the freed slot.
    const [firstId, first] = [...syncing].find(([, s]) => s.workspaceId === BUSY)!;
    syncing.delete(firstId);
    first.finish();
    await expectEventually(() => expect(runningByWorkspace()).toEqual({ [BUSY]: 2, [OTHER]: 1 }), { timeoutMs: 5_000, intervalMs: 10 });
    expect(await jobs.get(BUSY, firstId)).toMatchObject({ status: 'completed' });
  });
});
