// The mixed load of the capacity bench and the soak: Org-plan workspaces, each
// calling at its per-minute limit (200 calls a minute), modelled on a legal
// team's use of the API. Every 20 calls of a workspace:
//   10 reads   GET /v1/contacts (a page) x4, GET /v1/contacts/{id} x4, GET /v1/lists, GET /v1/lists/{id}
//    6 writes  POST /v1/contacts x2, PATCH /v1/contacts/{id} x2, POST /v1/deals, PATCH /v1/deals/{id};
//              a webhook of the workspace is subscribed to their events, so each write is also a delivery
//    2 sends   POST /v1/channels/send (email)
//    2 lookups POST /v1/email/enrich, one cached (an address the workspace looked up before), one not
// Besides, in the background of every workspace:
//   - a campaign running: one email step to 150 enrolled contacts, a send every 10 s (min_gap_seconds);
//   - mail arriving: 20 messages from its contacts land in the mailbox before each on-demand sync;
//     POST /v1/email/sync takes a read slot once every 2,000 calls (every 10 minutes, the
//     spec's cap of 6 an hour), and the next read slots poll the job until it has completed,
//     as a caller would; the scheduled sync (every 15 minutes) runs as deployed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHttpsReceiver, startStack, TOPOLOGY, type ApiClient, type HttpsReceiver, type Stack } from '@wbk/testing';
import type { Answer, Call, PacedWorkspace } from './paced-load';
import { cpuProfileArgs } from './process-cpu';

/** The Org plan's calls per minute (apps/workspace/src/domain/plans.ts). */
export const ORG_PER_MINUTE = 200;
export const MIX_DESCRIPTION =
  'per 20 calls: 10 reads (contact page x4, contact x4, lists, list), 6 writes with webhook fan-out (contact create x2, contact update x2, deal create, deal update), 2 email sends, 2 lookups (1 cached, 1 not); in the background a campaign sending every 10 s and an on-demand mailbox sync of 20 new messages every 10 minutes per workspace';
const SUCCESS = [200, 201, 202] as const;
const CAMPAIGN_CONTACTS = 150;
const CAMPAIGN_GAP_SECONDS = 10;
const SYNC_EVERY_CALLS = 2_000;
const NEW_MAIL_PER_SYNC = 20;
/** Distinct addresses each workspace looks up uncached before it would repeat one. */
const UNCACHED_POOL = 600;
const HOOK_EVENTS = ['contact.created', 'contact.updated', 'deal.created', 'deal.updated'];
const ALL_WEEK = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };
const ok2xx = (status: number): boolean => status >= 200 && status < 300;

/** What the background of the load reports as it happens: deliveries at the receiver, sync jobs seen completed. */
export interface LoadObserver {
  delivery(lagMs: number): void;
  syncCompleted(ms: number): void;
}

export interface CapacityStack {
  stack: Stack;
  receiver: HttpsReceiver;
  /** Addresses the sim's vendors both know (the uncached lookups) and one vendor knows (the cached ones). */
  uncachedPool: string[];
  cachedPool: string[];
  /** Where the background's figures go; the fleet points it at the window being measured. */
  observer: LoadObserver;
  stop(): Promise<void>;
}

export interface CapacityWorkspace extends PacedWorkspace {
  index: number;
  api: ApiClient;
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (!ok2xx(status)) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  return (body as { data: T }).data;
}

async function simGet<T>(stack: Stack, pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, stack.addresses['provider-sim']!));
  if (!response.ok) throw new Error(`provider-sim ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function simPost(stack: Stack, pathname: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(pathname, stack.addresses['provider-sim']!), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`provider-sim ${pathname}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function sampleEmails(stack: Stack, vendor: 'both' | 'vendor_a', count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index++) emails.push((await simGet<{ email: string }>(stack, `/control/enrichment/sample?vendor=${vendor}&kind=email&index=${index}`)).email);
  return emails;
}

/**
 * The stack as deployed (every default), but for the webhook dispatcher, which
 * may deliver to the bench's loopback receiver with its self-signed certificate;
 * `gateways` replicas of the gateway (stateless: the rate windows are shared
 * through NATS).
 */
export async function startCapacityStack(gateways = 1): Promise<CapacityStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-capacity-'));
  const ignored: LoadObserver = { delivery: () => undefined, syncCompleted: () => undefined };
  let observed: CapacityStack | undefined;
  const receiver = await startHttpsReceiver({
    record: false,
    handler: (_req, res, rawBody) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      try {
        const occurredAt = Date.parse((JSON.parse(rawBody.toString('utf8')) as { occurred_at: string }).occurred_at);
        (observed?.observer ?? ignored).delivery(Date.now() - occurredAt);
      } catch {
        (observed?.observer ?? ignored).delivery(Number.NaN);
      }
    },
  });
  const caFile = path.join(dataDir, 'receiver-ca.pem');
  writeFileSync(caFile, receiver.ca);
  const stack = await startStack({
    dataDir,
    gateways,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
    checkConformance: false,
    // The soak reads nats-server's Go heap from it, as it reads every app's V8 heap from /metrics.
    natsProfiler: true,
    appNodeArgs: cpuProfileArgs(dataDir, TOPOLOGY.map((app) => app.name)),
    appEnv: { 'webhook-dispatcher': { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: caFile } },
  });
  try {
    const uncachedPool = await sampleEmails(stack, 'both', UNCACHED_POOL);
    const cachedPool = await sampleEmails(stack, 'vendor_a', 50);
    observed = {
      stack,
      receiver,
      uncachedPool,
      cachedPool,
      observer: ignored,
      async stop() {
        await stack.stop();
        await receiver.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return observed;
  } catch (err) {
    await stack.stop();
    await receiver.close();
    throw err;
  }
}

/**
 * A new Org workspace with what its calls read and write: contacts, a deal, a
 * list, a webhook, a running campaign, a connected mailbox synced once, one
 * address looked up. The fleet has it join the load at the minute boundary after
 * it is seeded (so no rate window holds both its seeding calls and a full minute of load).
 */
export async function seedCapacityWorkspace(capacity: CapacityStack, index: number): Promise<CapacityWorkspace> {
  const { stack } = capacity;
  const account = `capacity-${index}@hartley-llp.example`;
  const record = await stack.admin.createWorkspace({ name: `Capacity ${index} LLP`, plan: 'org', credits: 1_000_000 });
  await stack.admin.connectProvider(record.id, { category: 'email', name: 'mail_provider_a', accountId: account });
  const { key } = await stack.admin.createKey(record.id, { name: 'capacity', permissions: ['read', 'write', 'deals:read'] });
  // With gateway replicas, each workspace calls one of them, as a load balancer would spread clients.
  const api = stack.api(key, stack.gatewayUrls[index % stack.gatewayUrls.length]);

  const people = Array.from({ length: CAMPAIGN_CONTACTS }, (_, i) => ({ first_name: 'Client', last_name: `${index}-${i}`, email: `client.${index}.${i}@clients-${index % 7}.example`, tags: ['capacity'] }));
  const created = await ok<{ created: Array<{ id: string }> }>(api.post('/v1/contacts/bulk', { contacts: people }), 'bulk contacts');
  const contacts = created.created.map((c) => c.id);
  const { deal } = await ok<{ deal: { id: string } }>(api.post('/v1/deals', { name: `Matter ${index}`, stage: 'qualification', main_contact_id: contacts[0] }), 'deal');
  const list = await ok<{ id: string }>(api.post('/v1/lists', { name: 'Partners to call' }), 'list');
  await ok(api.post(`/v1/lists/${list.id}/contacts`, { contact_ids: contacts.slice(0, 50) }), 'list members');
  await ok(api.post('/v1/webhooks', { url: `${capacity.receiver.url}/hooks/${index}`, events: HOOK_EVENTS, description: 'CRM mirror' }), 'webhook');
  const campaign = await ok<{ id: string }>(
    api.post('/v1/campaigns', {
      name: `Matter updates ${index}`,
      timezone: 'UTC',
      send_window: ALL_WEEK,
      daily_cap: 1_000,
      min_gap_seconds: CAMPAIGN_GAP_SECONDS,
      steps: [{ channel: 'email', delay_seconds: 0, subject: 'Matter update for {{contact.first_name}}', message: 'Dear {{contact.full_name}}, your matter has been updated.' }],
    }),
    'campaign',
  );
  await ok(api.post(`/v1/campaigns/${campaign.id}/contacts`, { contact_ids: contacts }), 'enrol');
  await ok(api.post(`/v1/campaigns/${campaign.id}/start`), 'campaign start');
  const cachedEmail = capacity.cachedPool[index % capacity.cachedPool.length]!;
  await ok(api.post('/v1/email/enrich', { email: cachedEmail }), 'first lookup');
  // The first sync takes the mailbox's seeded history; waiting for it keeps that one-off work out of the measured minutes.
  const sync = await ok<{ job_id: string }>(api.post('/v1/email/sync', {}), 'first sync');
  for (;;) {
    const job = await ok<{ status: string }>(api.get(`/v1/email/sync/${sync.job_id}`), 'first sync job');
    if (job.status === 'completed') break;
    if (job.status === 'failed') throw new Error(`workspace ${index}: the first sync failed`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const recent: string[] = [];
  const deals = [deal.id];
  let pendingJob: { id: string; startedAt: number } | undefined;
  let uncachedNext = (index * 37) % capacity.uncachedPool.length;
  // Workspaces reach their sync call at different times, not all in the same minute.
  const syncOffset = (index * 617) % SYNC_EVERY_CALLS;
  const contactAt = (n: number): string => (n % 3 === 0 && recent.length > 0 ? recent[n % recent.length]! : contacts[n % contacts.length]!);
  const call = (kind: string, send: () => Promise<Answer>, onAnswer?: (answer: Answer) => void): Call => ({ kind, expect: SUCCESS, send, ...(onAnswer ? { onAnswer } : {}) });
  const idOf = (answer: Answer, key?: 'deal'): string | undefined => {
    const data = (answer.body as { data?: Record<string, unknown> }).data;
    const record = key ? (data?.[key] as { id?: string } | undefined) : (data as { id?: string } | undefined);
    return record?.id;
  };
  const keep = (list: string[], id: string | undefined, most: number): void => {
    if (id === undefined) return;
    list.push(id);
    if (list.length > most) list.shift();
  };

  const nextCall = (n: number): Call => {
    const due = (n + syncOffset) % SYNC_EVERY_CALLS;
    // Mail arrives shortly before the sync that fetches it; not a call of the workspace, so not timed.
    if (due === SYNC_EVERY_CALLS - 20) void arriveMail(capacity, account, people.slice(0, 5).map((p) => p.email), n);
    if (due === 0 && pendingJob === undefined) {
      return call('mailbox sync: POST /v1/email/sync', () => api.post('/v1/email/sync', {}), (answer) => {
        const id = (answer.body as { data?: { job_id?: string } }).data?.job_id;
        if (id !== undefined) pendingJob = { id, startedAt: Date.now() };
      });
    }
    const slot = n % 20;
    if (pendingJob !== undefined && slot % 5 === 0) {
      const job = pendingJob;
      return call('read: GET /v1/email/sync/{id}', () => api.get(`/v1/email/sync/${job.id}`), (answer) => {
        const status = (answer.body as { data?: { status?: string } }).data?.status;
        if (status === 'completed' || status === 'failed') {
          if (pendingJob === job) pendingJob = undefined;
          if (status === 'completed') capacity.observer.syncCompleted(Date.now() - job.startedAt);
        }
      });
    }
    switch (slot) {
      case 0:
      case 5:
      case 10:
      case 15:
        return call('read: GET /v1/contacts', () => api.get(`/v1/contacts?per_page=25&page=${1 + (n % 3)}`));
      case 1:
      case 6:
      case 11:
      case 16:
        return call('read: GET /v1/contacts/{id}', () => api.get(`/v1/contacts/${contactAt(n)}`));
      case 2:
        return call('read: GET /v1/lists', () => api.get('/v1/lists'));
      case 12:
        return call('read: GET /v1/lists/{id}', () => api.get(`/v1/lists/${list.id}`));
      case 3:
      case 13:
        return call('write: POST /v1/contacts', () => api.post('/v1/contacts', { first_name: 'Lead', last_name: `${index}-${n}`, email: `lead.${index}.${n}@prospect-${n % 97}.example`, tags: ['inbound'] }), (answer) => keep(recent, idOf(answer), 50));
      case 4:
      case 14:
        return call('write: PATCH /v1/contacts/{id}', () => api.patch(`/v1/contacts/${contactAt(n)}`, { job_title: `Partner ${n}`, priority: 1 + (n % 3) }));
      case 9:
        return call('write: POST /v1/deals', () => api.post('/v1/deals', { name: `Matter ${index}-${n}`, stage: 'qualification', estimated_value: 1_000 + n, currency: 'GBP', main_contact_id: contactAt(n) }), (answer) => keep(deals, idOf(answer, 'deal'), 20));
      case 19:
        return call('write: PATCH /v1/deals/{id}', () => api.patch(`/v1/deals/${deals[n % deals.length]}`, { probability: n % 101, stage: n % 2 ? 'proposal' : 'qualification' }));
      case 7:
      case 17:
        return call('send: POST /v1/channels/send', () => api.post('/v1/channels/send', { channel: 'email', recipient: people[n % people.length]!.email, subject: 'Hearing date', message: 'The hearing is listed for 10:00 on Monday.', contact_id: contacts[n % contacts.length] }));
      case 8:
        return call('lookup: POST /v1/email/enrich, cached', () => api.post('/v1/email/enrich', { email: cachedEmail }));
      default: {
        const email = capacity.uncachedPool[uncachedNext++ % capacity.uncachedPool.length]!;
        return call('lookup: POST /v1/email/enrich, uncached', () => api.post('/v1/email/enrich', { email }));
      }
    }
  };

  return { index, api, perMinute: ORG_PER_MINUTE, phase: (index * 0.618_034) % 1, activeFrom: Number.POSITIVE_INFINITY, active: false, inFlight: 0, next: 0, nextCall };
}

/** New mail from the workspace's contacts, as it would arrive between two syncs. */
async function arriveMail(capacity: CapacityStack, account: string, senders: string[], n: number): Promise<void> {
  const messages = Array.from({ length: NEW_MAIL_PER_SYNC }, (_, i) => ({ from: senders[i % senders.length], to: [account], subject: `Re: matter ${n}-${i}`, text: 'Please find the signed engagement letter attached.' }));
  await simPost(capacity.stack, '/control/mail/messages', { provider: 'mail_provider_a', account_id: account, messages }).catch((err: unknown) => {
    process.stderr.write(`capacity: new mail for ${account} was refused: ${err instanceof Error ? err.message : String(err)}\n`);
  });
}
