import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, newId } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import type { WebhookState } from '../domain/webhook';
import { EventArchiveRepository, type ArchivedEvent } from '../store/event-archive.repository';
import { ReplayJobRepository, type NewReplayJob } from '../store/replay-job.repository';
import { WebhookRepository } from '../store/webhook.repository';
import { ReplayRunnerJob } from './replay-runner.job';

const WS_A = '11111111-1111-4111-8111-111111111111';
const WS_B = '22222222-2222-4222-8222-222222222222';
const logger = createLogger({ service: 'replay-runner-test', level: 'silent' });

let dir: string;
let store: DocStore;
let clock: ManualClock;
let jobs: ReplayJobRepository;
let archive: EventArchiveRepository;
let webhooks: WebhookRepository;
let sent: Array<{ workspaceId: string; key: string }>;
let failOnce: string | null;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'replay-runner-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  // The archive TTL runs on real time, so everything is placed around now.
  clock = new ManualClock(new Date().toISOString());
  jobs = new ReplayJobRepository(store);
  archive = new EventArchiveRepository(store, 30 * 86_400);
  webhooks = new WebhookRepository(store);
  await Promise.all([jobs, archive, webhooks].map((r) => r.ensureIndexes()));
  sent = [];
  failOnce = null;
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function runner(batchSize: number): ReplayRunnerJob {
  const enqueuer = {
    async deliver(workspaceId: string, _webhook: WebhookState, event: ArchivedEvent, key: string = event.id) {
      if (failOnce === event.id) {
        failOnce = null;
        throw new Error('replica stopped mid-batch');
      }
      sent.push({ workspaceId, key });
      return {} as never;
    },
  };
  return new ReplayRunnerJob({ jobs, archive, webhooks, enqueuer, clock, logger, batchSize, leaseMs: 60_000 });
}

async function webhookWithEvents(workspaceId: string, count: number): Promise<{ job: NewReplayJob; events: string[] }> {
  const now = clock.now();
  const id = newId();
  await webhooks.insert(workspaceId, { id, url: 'https://hooks.example.com/in', events: ['*'], description: null, enabled: true, disabled_reason: null, secret: 's', failing_since: null, acting_key: { key_id: 'key-1', permissions: ['read', 'write'] }, created_at: now.toISOString(), updated_at: now.toISOString() });
  const events: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const event = { id: newId(), event: 'contact.created', occurred_at: new Date(now.getTime() - 60_000 + i).toISOString(), workspace_id: workspaceId, data: {}, causation: { root_id: newId(), depth: 0 } };
    await archive.add(event);
    events.push(event.id);
  }
  const job: NewReplayJob = { _id: newId(), workspace_id: workspaceId, webhook_id: id, since: new Date(now.getTime() - 120_000).toISOString(), until: now.toISOString(), events: null, total: count, created_at: now.toISOString() };
  await jobs.insert(job);
  return { job, events };
}

describe('ReplayRunnerJob', () => {
  it('sends a replay in bounded batches, recording progress after each', async () => {
    const { job, events } = await webhookWithEvents(WS_A, 5);
    const replayRunner = runner(2);
    await replayRunner.pass();
    expect(sent).toHaveLength(2);
    expect(await jobs.findById(job._id)).toMatchObject({ status: 'running', replayed: 2, started_at: expect.any(String), finished_at: null });
    await replayRunner.drain();
    expect(sent.map((s) => s.key)).toEqual(events.map((id) => `${id}:replay:${job._id}`));
    expect(await jobs.findById(job._id)).toMatchObject({ status: 'completed', total: 5, replayed: 5, error: null, finished_at: expect.any(String) });
  });

  it('resumes after a replica stopped mid-batch: another runner takes over once the lease runs out, and no event is sent under two ids', async () => {
    const { job, events } = await webhookWithEvents(WS_A, 5);
    failOnce = events[3] ?? null;
    await expect(runner(2).pass()).resolves.toBe(1);
    await expect(runner(2).pass()).rejects.toThrow('replica stopped mid-batch');
    expect(await jobs.findById(job._id)).toMatchObject({ status: 'running', replayed: 2 });
    // Still leased by the stopped replica: nobody else takes it yet.
    await expect(runner(2).pass()).resolves.toBe(0);
    clock.advance(60_001);
    await runner(2).drain();
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set(events.map((id) => `${id}:replay:${job._id}`)));
    expect(await jobs.findById(job._id)).toMatchObject({ status: 'completed', replayed: 5 });
  });

  it("takes the jobs in turns: a large replay of one workspace does not hold up another's small one", async () => {
    const large = await webhookWithEvents(WS_A, 40);
    const small = await webhookWithEvents(WS_B, 1);
    await runner(5).pass();
    expect(await jobs.findById(small.job._id)).toMatchObject({ status: 'completed', replayed: 1 });
    expect(await jobs.findById(large.job._id)).toMatchObject({ status: 'running', replayed: 5 });
  });

  it('fails the replay, saying why, when its webhook is deleted meanwhile', async () => {
    const { job } = await webhookWithEvents(WS_A, 3);
    await webhooks.tombstone(WS_A, job.webhook_id, clock.now().toISOString());
    await runner(2).drain();
    expect(sent).toEqual([]);
    expect(await jobs.findById(job._id)).toMatchObject({ status: 'failed', error: 'the webhook was deleted during the replay', replayed: 0 });
  });
});
