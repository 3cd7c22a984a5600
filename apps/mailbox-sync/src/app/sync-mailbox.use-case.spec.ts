// The mailbox sync and its job runner on a real embedded store, with the
// providers, the CRM and the workspace service as scripted fakes.
import { createLogger, sampleValue, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newJob, type SyncJob } from '../domain/sync-job';
import type { ProviderMessage } from '../domain/synced-message';
import type { MailAnswer, MailListRequest } from '../providers/mail-provider.client';
import type { HealthReport } from '../peers/workspace-sync.client';
import { MailboxRepository } from '../store/mailbox.repository';
import { SyncJobRepository } from '../store/sync-job.repository';
import { SyncedEmailRepository } from '../store/synced-email.repository';
import { SyncRunnerJob } from '../jobs/sync-runner.job';
import { SyncMailbox } from './sync-mailbox.use-case';

const WS = '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f';
const ACCOUNT = 'partner@firm.example';
const OWNER = 'runner-1';
const noopLogger = createLogger({ service: 'mailbox-syncer-spec', level: 'silent' });

function message(i: number, from = `client${i}@acme.example`): ProviderMessage {
  return { id: `mpa_${i}`, thread_id: `t${i}`, message_id_header: `<m${i}@acme.example>`, in_reply_to: null, references: [], from: { email: from }, to: [{ email: ACCOUNT }], cc: [], subject: `Matter ${i}`, text: 'Hello', sent_at: '2026-11-24T09:00:00Z', labels: ['INBOX'] };
}

const page = (messages: ProviderMessage[], nextPageToken: string | null, cursor: string | null): MailAnswer => ({ kind: 'page', page: { messages, nextPageToken, cursor } });

interface Fixture {
  store: DocStore;
  dir: string;
  jobs: SyncJobRepository;
  mailboxes: MailboxRepository;
  emails: SyncedEmailRepository;
  calls: MailListRequest[];
  reports: HealthReport[];
  waits: number[];
  answers: MailAnswer[];
  runner: SyncRunnerJob;
}

async function fixture(): Promise<Fixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailbox-syncer-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  const f = { store, dir, jobs: new SyncJobRepository(store), mailboxes: new MailboxRepository(store), emails: new SyncedEmailRepository(store), calls: [], reports: [], waits: [], answers: [] } as unknown as Fixture;
  const syncMailbox = new SyncMailbox({
    jobs: f.jobs,
    mailboxes: f.mailboxes,
    emails: f.emails,
    mail: {
      list: async (request) => {
        f.calls.push({ ...request });
        const next = f.answers.shift();
        if (!next) throw new Error('no scripted answer left');
        return next;
      },
    },
    crm: {
      match: async (_ws, emails) => ({ byEmail: new Map(emails.filter((e) => e === 'jane@client.example').map((e) => [e, ['8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f']])), openDeals: new Map() }),
      contactExists: async () => true,
      dealExists: async () => true,
    },
    workspace: { profile: async () => ({ mailboxes: [], calendars: [], timezone: 'UTC' }), invalidate: () => undefined, report: async (r) => void f.reports.push(r) },
    clock: systemClock,
    logger: noopLogger,
    owner: OWNER,
    pageSize: 2,
    maxAttempts: 3,
    maxBackoffMs: 1_000,
    leaseMs: 60_000,
    afterWrite: () => undefined,
    sleep: async (ms) => void f.waits.push(ms),
  });
  f.runner = new SyncRunnerJob({ jobs: f.jobs, syncMailbox, clock: systemClock, logger: noopLogger, owner: OWNER, leaseMs: 60_000, pollMs: 60_000, concurrency: 1, perWorkspace: 1, afterWrite: () => undefined });
  return f;
}

async function run(f: Fixture, mode: 'incremental' | 'full' = 'incremental'): Promise<SyncJob> {
  const job = newJob({ id: crypto.randomUUID(), workspaceId: WS, mode, provider: 'mail_provider_a', trigger: 'on_demand', mailboxes: [{ provider: 'mail_provider_a', account_id: ACCOUNT }], now: new Date(), idempotencyKey: null });
  await f.jobs.insert(job);
  const claimed = (await f.jobs.claim(OWNER, new Date(), 60_000))!;
  await f.runner.run(claimed);
  return (await f.jobs.get(WS, job.id))!;
}

let f: Fixture;

beforeEach(async () => {
  f = await fixture();
});

afterEach(async () => {
  await f.store.close();
  rmSync(f.dir, { recursive: true, force: true });
});

describe('SyncMailbox', () => {
  it('runs a first sync as a full one, keeps the first page history id as the cursor, and reads from it next time', async () => {
    f.answers.push(page([message(1), message(2, 'jane@client.example')], 'p2', '100'), page([message(3)], null, '101'));
    const first = await run(f);
    expect(first).toMatchObject({ status: 'completed', counts: { fetched: 3, stored: 3, matched_contacts: 1 } });
    expect(first.notes[0]).toMatch(/never synced before/);
    expect(f.calls.map((c) => [c.cursor, c.pageToken])).toEqual([
      [null, null],
      [null, 'p2'],
    ]);
    expect(await f.mailboxes.get(WS, 'mail_provider_a')).toMatchObject({ cursor: '100', message_count: 3, status: 'healthy', running_job_id: null });

    f.answers.push(page([message(3), message(4)], null, '102'));
    const second = await run(f);
    expect(second).toMatchObject({ status: 'completed', counts: { fetched: 2, stored: 1 } });
    expect(f.calls[2]).toMatchObject({ cursor: '100', pageToken: null });
    expect(f.reports.at(-1)).toMatchObject({ status: 'healthy', lastSyncAt: expect.any(String) });
  });

  it('falls back to a full listing inside the job when the cursor expired, and drops from the index what the listing no longer holds', async () => {
    f.answers.push(page([message(1), message(2)], null, '100'));
    await run(f);
    f.answers.push({ kind: 'expired', code: 'history_expired' }, page([message(2), message(3)], null, '200'));
    const job = await run(f);
    expect(job).toMatchObject({ status: 'completed', full_sync_fallback: true, counts: { fetched: 2, stored: 1 } });
    expect(job.notes.join(' ')).toMatch(/history_expired/);
    expect(f.calls.slice(1).map((c) => c.cursor)).toEqual(['100', null]);
    expect(await f.mailboxes.get(WS, 'mail_provider_a')).toMatchObject({ cursor: '200', message_count: 2 });
  });

  it('waits out quota answers as long as asked and retries failures a bounded number of times', async () => {
    const jobsBy = async () => ({ completed: (await sampleValue('wbk_sync_jobs_total', { outcome: 'completed' })) ?? 0, failed: (await sampleValue('wbk_sync_jobs_total', { outcome: 'failed' })) ?? 0 });
    const before = await jobsBy();
    f.answers.push({ kind: 'rate_limited', retryAfterMs: 700 }, { kind: 'rate_limited', retryAfterMs: null }, { kind: 'unavailable', reason: '503' }, page([message(1)], null, '1'));
    const job = await run(f);
    expect(job).toMatchObject({ status: 'completed', counts: { stored: 1 } });
    expect(f.waits.slice(0, 2)).toEqual([700, 1_000]);
    expect(job.notes.join(' ')).toMatch(/quota was reached/);

    f.answers.push({ kind: 'unavailable', reason: '503' }, { kind: 'unavailable', reason: '503' }, { kind: 'unavailable', reason: 'no answer within 15000 ms' });
    const failed = await run(f);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.error).toMatch(/could not be read after 3 attempts \(no answer within 15000 ms\)/);
    expect(await f.mailboxes.get(WS, 'mail_provider_a')).toMatchObject({ status: 'degraded', cursor: '1', running_job_id: null });
    const after = await jobsBy();
    expect([after.completed - before.completed, after.failed - before.failed]).toEqual([1, 1]);
  });

  it('fails on refused credentials with needs_reauth on the mailbox and in the report', async () => {
    f.answers.push({ kind: 'auth', code: 'invalid_grant', message: 'revoked' });
    const job = await run(f);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/invalid_grant.*reconnect the mailbox/) });
    expect(await f.mailboxes.get(WS, 'mail_provider_a')).toMatchObject({ status: 'needs_reauth' });
    expect(f.reports).toEqual([expect.objectContaining({ category: 'email', provider: 'mail_provider_a', accountId: ACCOUNT, status: 'needs_reauth' })]);
  });

  it('stores a page again after a crash without announcing anything twice', async () => {
    f.answers.push(page([message(1), message(2)], 'p2', '100'), page([message(3)], null, '100'));
    await run(f);
    // A resumed job re-reads a page whose messages were stored (and announced) before the crash.
    f.answers.push(page([message(1), message(2), message(3)], null, '100'));
    const resumed = await run(f, 'full');
    expect(resumed).toMatchObject({ status: 'completed', counts: { fetched: 3, stored: 0 } });
    const docs = await f.store.collection('synced_emails').find({});
    expect(docs).toHaveLength(3);
    // One email.received per message, written with it (no relay runs here).
    expect(docs.map((d) => (d['_outbox'] as unknown[]).length)).toEqual([1, 1, 1]);
  });

  it('counts a page stored just before a crash once, when the resumed job reads it again', async () => {
    f.answers.push(page([message(1), message(2, 'jane@client.example')], 'p2', '100'), page([message(3)], null, '100'));
    // The process dies after the first page's writes and before the job saved its position.
    jest.spyOn(f.jobs, 'saveProgress').mockRejectedValueOnce(new Error('killed'));
    const job = newJob({ id: crypto.randomUUID(), workspaceId: WS, mode: 'full', provider: 'mail_provider_a', trigger: 'on_demand', mailboxes: [{ provider: 'mail_provider_a', account_id: ACCOUNT }], now: new Date(), idempotencyKey: null });
    await f.jobs.insert(job);
    await f.runner.run((await f.jobs.claim(OWNER, new Date(), 60_000))!);
    expect(await f.jobs.get(WS, job.id)).toMatchObject({ status: 'running', counts: { stored: 0 } });

    f.answers.push(page([message(1), message(2, 'jane@client.example')], 'p2', '100'), page([message(3)], null, '100'));
    const resumed = (await f.jobs.claim(OWNER, new Date(Date.now() + 120_000), 60_000))!;
    expect(resumed.id).toBe(job.id);
    await f.runner.run(resumed);
    expect(await f.jobs.get(WS, job.id)).toMatchObject({ status: 'completed', counts: { fetched: 3, stored: 3, matched_contacts: 1 } });
    const docs = await f.store.collection('synced_emails').find({});
    expect(docs.map((d) => (d['_outbox'] as unknown[]).length)).toEqual([1, 1, 1]);
  });
});
