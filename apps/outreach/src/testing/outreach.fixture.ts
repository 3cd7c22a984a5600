import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CallerContext, EventEnvelope } from '@wbk/contracts';
import { ByteBudget, createLogger, isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { createOutreachUseCases, type OutreachUseCases } from '../app/outreach-use-cases';
import type { RecordProviderReport } from '../app/record-provider-report.use-case';
import type { SendMessage } from '../app/send-message.use-case';
import type { ProviderConnectionState, ProviderName } from '../domain/channel-provider';
import type { EnrollableContact } from '../domain/enrollment';
import { createAutomationHandlers } from '../grpc/automation.handler';
import { outreachServiceHandlers } from '../grpc/outreach.service';
import type { CrmRecords } from '../peers/crm-records.client';
import type { WorkspaceProfile, WorkspaceProfiles } from '../peers/workspace-profile.client';
import type { AttachmentFetcher, FetchedFile } from '../providers/attachment-fetcher';
import type { ProviderAnswer, ProviderApi, ProviderSendRequest } from '../providers/provider-api.client';
import { ProviderCaller } from '../providers/provider-caller';
import { CampaignRepository } from '../store/campaign.repository';
import { EnrollmentRepository } from '../store/enrollment.repository';
import { InboundReportRepository } from '../store/inbound-report.repository';
import { MessageRepository } from '../store/message.repository';
import type { SendSlotRepository } from '../store/send-slot.repository';
import { SuppressionRepository } from '../store/suppression.repository';

/**
 * The outreach service's use cases and handlers on an embedded store in a temporary
 * directory, with in-memory stand-ins for its peers: the workspace service
 * (provider connections), the CRM (contacts, deals, lists), the providers
 * (answering like apps/provider-sim, deduplicating by Idempotency-Key) and
 * the attachment fetcher. For the handler specs.
 */
export const WS = '11111111-1111-4111-8111-111111111111';
export const OTHER_WS = '22222222-2222-4222-8222-222222222222';
export const ROOT = '44444444-4444-4444-8444-444444444444';
export const WORKFLOW = '55555555-5555-4555-8555-555555555555';

/** Answers like the provider simulator: ids prefixed per provider, the same answer again for a repeated key. */
export class FakeProviders implements ProviderApi {
  readonly calls: ProviderSendRequest[] = [];
  /** Answers to give before behaving normally (one per call). */
  readonly script: ProviderAnswer[] = [];
  readonly conversations = new Set(['conv_seed0001']);
  /**
   * Sends that the provider takes but whose answer never comes back, as when
   * the caller's process dies during the call (one per call while above 0).
   */
  hangAfterSending = 0;
  private readonly answered = new Map<string, ProviderAnswer>();
  private seq = 0;

  constructor(private readonly clock: ManualClock) {}

  async send(request: ProviderSendRequest): Promise<ProviderAnswer> {
    this.calls.push(request);
    const scripted = this.script.shift();
    if (scripted !== undefined) return scripted;
    const dedupKey = `${request.provider}|${request.accountId}|${request.idempotencyKey}`;
    const previous = this.answered.get(dedupKey);
    if (previous !== undefined) return previous;
    let answer: ProviderAnswer;
    if (request.provider === 'chat_b' && 'recipient' in request.body && !this.conversations.has(request.body.recipient)) {
      answer = { kind: 'refused', httpStatus: 404, code: 'conversation_not_found', message: 'no such conversation' };
    } else {
      this.seq += 1;
      const prefix = { chat_a: 'cha', chat_b: 'chb', chat_c: 'chc', chat_d: 'chd', mail_provider_a: 'mpa', mail_provider_b: 'mpb' }[request.provider];
      const id = `${prefix}_${String(this.seq).padStart(24, '0')}`;
      const messageIdHeader = prefix.startsWith('mp') ? `<${id}@${request.provider}.sim.invalid>` : null;
      answer = { kind: 'accepted', id, status: 'sent', acceptedAt: this.clock.now().toISOString(), messageIdHeader };
    }
    this.answered.set(dedupKey, answer);
    if (this.hangAfterSending > 0) {
      this.hangAfterSending -= 1;
      return new Promise<ProviderAnswer>(() => undefined);
    }
    return answer;
  }

  /** Sends that really went out (a repeated key counts once). */
  distinctSends(): number {
    return this.answered.size;
  }

  close(): void {}
}

export class FakeCrm implements CrmRecords {
  readonly contactsByWs = new Map<string, Map<string, EnrollableContact>>();
  readonly deals = new Set<string>();
  readonly lists = new Map<string, string[]>();
  readonly calls: string[] = [];

  addContact(fields: Partial<EnrollableContact> & { full_name: string }, ws = WS): EnrollableContact {
    const [first = '', ...rest] = fields.full_name.split(' ');
    const contact: EnrollableContact = { id: newId(), first_name: first, last_name: rest.join(' '), email: null, phone: null, company: null, job_title: null, custom_fields: {}, ...fields };
    if (!this.contactsByWs.has(ws)) this.contactsByWs.set(ws, new Map());
    this.contactsByWs.get(ws)!.set(contact.id, contact);
    return contact;
  }

  async contacts(context: CallerContext, ids: readonly string[]): Promise<Map<string, EnrollableContact>> {
    this.calls.push('GetContacts');
    const mine = this.contactsByWs.get(context.workspace_id ?? '') ?? new Map<string, EnrollableContact>();
    return new Map(ids.filter((id) => mine.has(id)).map((id) => [id, mine.get(id)!]));
  }

  async dealExists(context: CallerContext, id: string): Promise<boolean> {
    this.calls.push('GetDeal');
    return this.deals.has(`${context.workspace_id}:${id}`);
  }

  async listMembers(context: CallerContext, listId: string, max: number): Promise<{ contactIds: string[]; truncated: boolean } | null> {
    this.calls.push('ListListMembers');
    const members = this.lists.get(`${context.workspace_id}:${listId}`);
    if (members === undefined) return null;
    return members.length > max ? { contactIds: members.slice(0, max), truncated: true } : { contactIds: [...members], truncated: false };
  }
}

export class FakeProfiles implements WorkspaceProfiles {
  readonly connections = new Map<string, ProviderConnectionState[]>();
  timezone = 'Europe/London';

  connect(name: ProviderName, ws = WS, status = 'healthy'): void {
    const list = (this.connections.get(ws) ?? []).filter((c) => c.name !== name);
    this.connections.set(ws, [...list, { name, connected: status !== 'disconnected', status }]);
  }

  async get(workspaceId: string): Promise<WorkspaceProfile> {
    return { providers: this.connections.get(workspaceId) ?? [], timezone: this.timezone };
  }

  invalidate(): void {}
}

export class FakeFetcher implements AttachmentFetcher {
  readonly files = new Map<string, FetchedFile>();
  async fetch(url: string, maxBytes: number): Promise<FetchedFile> {
    const file = this.files.get(url) ?? { ok: false, reason: 'the URL answered HTTP 404' };
    if (file.ok && file.body.length > maxBytes) return { ok: false, reason: `the file is more than ${maxBytes} bytes` };
    return file;
  }
}

export interface OutreachFixture {
  dir: string;
  store: DocStore;
  clock: ManualClock;
  providers: FakeProviders;
  crm: FakeCrm;
  profiles: FakeProfiles;
  fetcher: FakeFetcher;
  messages: MessageRepository;
  campaigns: CampaignRepository;
  enrollments: EnrollmentRepository;
  suppressions: SuppressionRepository;
  useCases: OutreachUseCases;
  sendMessage: SendMessage;
  recordProviderReport: RecordProviderReport;
  rpc: ReturnType<typeof outreachServiceHandlers>;
  automation: ReturnType<typeof createAutomationHandlers>;
  kicks: () => number;
  stop(): Promise<void>;
}

/**
 * `maxActiveCampaigns`: the workspace cap on active campaigns (OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE, 100 by default);
 * `inflight`: the byte allowance of sends in flight (default 64 MiB).
 */
export async function startOutreachFixture(options: { maxActiveCampaigns?: number; inflight?: ByteBudget } = {}): Promise<OutreachFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'outreach-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  const clock = new ManualClock('2026-03-02T10:00:00.000Z');
  const logger = createLogger({ service: 'outreach-test', level: 'silent' });
  let kicks = 0;
  const outbox = { kick: (): void => void (kicks += 1) };
  const messages = new MessageRepository(store);
  const campaigns = new CampaignRepository(store);
  const enrollments = new EnrollmentRepository(store);
  const suppressions = new SuppressionRepository(store);
  const inboundReports = new InboundReportRepository(store);
  await Promise.all([messages, campaigns, enrollments, suppressions, inboundReports].map((repo) => repo.ensureIndexes()));

  const providers = new FakeProviders(clock);
  const crm = new FakeCrm();
  const profiles = new FakeProfiles();
  const fetcher = new FakeFetcher();
  const sleep = async (ms: number): Promise<void> => clock.advance(ms);
  const useCases = createOutreachUseCases({
    messages,
    campaigns,
    enrollments,
    suppressions,
    inboundReports,
    profiles,
    crm,
    providers: new ProviderCaller({ api: providers, limiter: { acquire: async () => true }, clock, timeoutMs: 5_000, sleep, random: () => 0.5 }),
    fetcher,
    clock,
    logger,
    outbox,
    newId,
    mailFrom: 'outreach@firm.example',
    ratePerSecond: 20,
    attachmentTimeoutMs: 10_000,
    maxActiveCampaigns: options.maxActiveCampaigns ?? 100,
  });
  return {
    dir,
    store,
    clock,
    providers,
    crm,
    profiles,
    fetcher,
    messages,
    campaigns,
    enrollments,
    suppressions,
    useCases,
    sendMessage: useCases.sendMessage,
    recordProviderReport: useCases.recordProviderReport,
    rpc: outreachServiceHandlers({ ...useCases, clock, inflight: options.inflight ?? new ByteBudget(64 * 1024 * 1024) }),
    automation: createAutomationHandlers({ ...useCases, clock }),
    kicks: () => kicks,
    async stop() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A public call as the gateway forwards it. */
export function api(body?: unknown, options: { path?: Record<string, string>; query?: Record<string, string>; key?: string; ws?: string } = {}) {
  return {
    context: { workspace_id: options.ws ?? WS, request_id: 'req-1', api_key_id: 'key-1', user_id: '', idempotency_key: options.key ?? '', causation_root_id: '', causation_depth: 0, causation_workflow_id: '' },
    path: options.path ?? {},
    query: options.query ?? {},
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

export function data<T = Record<string, unknown>>(reply: { data_json: string }): T {
  return JSON.parse(reply.data_json) as T;
}

export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[]; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    const details = (err.details ?? {}) as Record<string, unknown>;
    return { code: err.code, message: err.message, fields: (details['fields'] as FieldIssue[] | undefined) ?? [], details };
  }
  throw new Error('expected an AppError');
}

/** The events a collection's document carries in its outbox. */
export async function outboxOf(store: DocStore, collection: string, id: string): Promise<EventEnvelope[]> {
  return ((await store.collection(collection).findOne({ _id: id }))?.['_outbox'] as EventEnvelope[] | undefined) ?? [];
}

/** The fixture's stores, send path, CRM and clock as a sequencer pass (SendDueSteps) takes them. */
export function sequencerParts(f: OutreachFixture, slots: SendSlotRepository) {
  return { campaigns: f.campaigns, enrollments: f.enrollments, slots, messages: f.messages, sendMessage: f.sendMessage, crm: f.crm, clock: f.clock };
}
