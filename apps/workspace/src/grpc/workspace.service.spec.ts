import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminReply__Output as AdminReply, ApiReply__Output as ApiReply, AuditEntry, CreateWorkspaceRequest, VerifyKeyReply__Output as VerifyKeyReply } from '@wbk/contracts';
import { createLogger, newId, type AppError } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { hashKey } from '../domain/api-key';
import { parseAuditQuery } from '../domain/audit-query';
import { auditEventHandler } from '../events/audit.consumer';
import { ApiKeyRepository } from '../store/api-key.repository';
import { AuditLogRepository } from '../store/audit-log.repository';
import { CreditRepository } from '../store/credit.repository';
import { ProviderRepository } from '../store/provider.repository';
import { UserRepository } from '../store/user.repository';
import { WorkspaceRepository } from '../store/workspace.repository';
import type { ChangeNotifier } from '../app/workspace-deps';
import { workspaceRpc, type WorkspaceRpcCaller } from '../testing/workspace-rpc.fixture';
import { workspaceServiceHandlers } from './workspace.service';

const logger = createLogger({ service: 'workspace-test', level: 'silent' });

class RecordingNotifier implements ChangeNotifier {
  revoked: Array<{ key_id: string; key_hash: string; workspace_id: string }> = [];
  changed: string[] = [];
  async keyRevoked(notice: { key_id: string; key_hash: string; workspace_id: string }): Promise<number> {
    this.revoked.push(notice);
    return 1;
  }
  workspaceChanged(workspaceId: string): void {
    this.changed.push(workspaceId);
  }
}

let dir: string;
let store: DocStore;
let clock: ManualClock;
let notifier: RecordingNotifier;
let auditLogs: AuditLogRepository;
let rpc: WorkspaceRpcCaller;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wbk-workspace-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-10T12:00:00.000Z');
  notifier = new RecordingNotifier();
  const repositories = {
    workspaces: new WorkspaceRepository(store),
    apiKeys: new ApiKeyRepository(store),
    users: new UserRepository(store),
    providers: new ProviderRepository(store),
    auditLogs: new AuditLogRepository(store, 365),
    credits: new CreditRepository(store),
  };
  for (const repository of Object.values(repositories)) await repository.ensureIndexes();
  auditLogs = repositories.auditLogs;
  rpc = workspaceRpc(workspaceServiceHandlers({ ...repositories, notifier, clock, newId, logger, auditLogDays: 365, creditHoldSeconds: 120 }));
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const record = (reply: AdminReply) => JSON.parse(reply.record_json) as Record<string, unknown>;
const data = (reply: ApiReply) => JSON.parse(reply.data_json) as Record<string, unknown>;
const api = (workspaceId: string, query: Record<string, string> = {}) => ({ context: { workspace_id: workspaceId }, path: {}, query, body_json: '' });

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; fields: string[] }> {
  try {
    await promise;
  } catch (err) {
    const fields = (((err as AppError).details?.['fields'] as Array<{ field: string }> | undefined) ?? []).map((f) => f.field);
    return { code: (err as AppError).code, fields };
  }
  throw new Error('expected an error');
}

async function createWorkspace(name = 'Acme Legal', extra: CreateWorkspaceRequest = {}): Promise<string> {
  return record(await rpc.CreateWorkspace({ name, ...extra })).id as string;
}

describe('workspaces and settings', () => {
  it('creates a workspace and answers its settings', async () => {
    const reply = record(await rpc.CreateWorkspace({ name: 'Acme Legal', plan: 'pro', credits: 40, has_credits: true }));
    expect(reply).toMatchObject({ name: 'Acme Legal', slug: 'acme-legal', plan: 'pro', limits: { daily: 1000, minute: 50 } });
    const settings = await rpc.GetSettings(api(reply.id as string));
    expect(data(settings)).toMatchObject({ workspace_id: reply.id, billing: { plan: 'pro', seats: 5, credits_balance: 40, trial_ends_at: null } });
    expect(settings.audit).toEqual({ action: 'api_access', resource_type: 'settings', resource_id: reply.id, diff_json: '' });
    expect(settings.has_meta).toBe(false);
  });

  it('gives a second workspace of the same name its own slug', async () => {
    await createWorkspace('Acme');
    const second = record(await rpc.CreateWorkspace({ name: 'Acme' }));
    expect(second.slug).toBe('acme-2');
  });

  it('refuses query parameters on settings and unknown workspaces', async () => {
    const id = await createWorkspace();
    expect(await errorOf(rpc.GetSettings(api(id, { verbose: '1' })))).toEqual({ code: 'validation_error', fields: ['verbose'] });
    expect((await errorOf(rpc.GetSettings(api(newId())))).code).toBe('not_found');
    expect((await errorOf(rpc.GetWorkspace({ workspace_id: newId() }))).code).toBe('not_found');
    expect(await errorOf(rpc.GetWorkspace({ workspace_id: 'nope' }))).toEqual({ code: 'validation_error', fields: ['workspace_id'] });
  });

  it('changes plan, credits and limits, records and announces each change', async () => {
    const id = await createWorkspace();
    expect(record(await rpc.SetPlan({ workspace_id: id, plan: 'org' }))).toMatchObject({ plan: 'org', limits: { daily: 10000, minute: 200 } });
    clock.advance(1000);
    expect(record(await rpc.SetCredits({ workspace_id: id, balance: 12 }))).toMatchObject({ billing: { credits_balance: 12 } });
    clock.advance(1000);
    expect(record(await rpc.SetRateLimits({ workspace_id: id, daily_limit: 30, minute_limit: 0 }))).toMatchObject({ limits: { daily: 30, minute: 200 } });
    clock.advance(1000);
    expect(record(await rpc.SetRateLimits({ workspace_id: id, daily_limit: 0, minute_limit: 0 }))).toMatchObject({ limits: { daily: 10000, minute: 200 }, rate_limit_override: null });
    expect(notifier.changed).toEqual([id, id, id, id]);
    expect(await errorOf(rpc.SetPlan({ workspace_id: id, plan: 'gold' }))).toEqual({ code: 'validation_error', fields: ['plan'] });
    const logs = data(await rpc.ListAuditLogs(api(id, { resource_type: 'settings' }))).logs as Array<Record<string, unknown>>;
    expect(logs).toHaveLength(4);
    expect(logs.at(-1)).toMatchObject({ action: 'update', user: { id: null, email: null, type: 'system' }, details: { diff: { plan: { from: 'starter', to: 'org' } } } });
  });
});

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  // The workspace service's public routes are all reads (its writes are admin RPCs without a query), so each is checked here.
  it('is refused by every public route, naming it with the accepted ones, and nothing is stored', async () => {
    const id = await createWorkspace();
    const before = await auditLogs.list(id, parseAuditQuery({}));
    const refusal = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (err) {
        return { code: (err as AppError).code, fields: (err as AppError).details?.['fields'] };
      }
      throw new Error('expected an error');
    };
    const unknown = (accepted: string) => ({ code: 'validation_error', fields: [{ field: 'bogus', message: `is not a known query parameter (${accepted})` }] });
    expect(await refusal(rpc.GetSettings(api(id, { bogus: '1' })))).toEqual(unknown('none are accepted'));
    expect(await refusal(rpc.ListProviders(api(id, { bogus: '1' })))).toEqual(unknown('accepted: category'));
    expect(await refusal(rpc.ListUsers(api(id, { bogus: '1' })))).toEqual(unknown('accepted: page, per_page'));
    expect((await refusal(rpc.ListAuditLogs(api(id, { bogus: '1' })))).fields).toEqual([{ field: 'bogus', message: expect.stringMatching(/^is not a known query parameter \(accepted: /) }]);
    expect(await auditLogs.list(id, parseAuditQuery({}))).toEqual(before);
  });
});

describe('providers', () => {
  it('lists the catalogue, connects and disconnects', async () => {
    const id = await createWorkspace();
    const all = data(await rpc.ListProviders(api(id))).providers as Array<Record<string, unknown>>;
    expect(all.every((p) => p.status === 'disconnected' && p.connected === false)).toBe(true);
    const connected = record(await rpc.SetProviderStatus({ workspace_id: id, category: 'email', name: 'mail_provider_a', connected: true, scopes: [] }));
    expect(connected).toMatchObject({ connected: true, status: 'healthy', connected_at: '2026-03-10T12:00:00.000Z' });
    const email = data(await rpc.ListProviders(api(id, { category: 'email' }))).providers as Array<Record<string, unknown>>;
    expect(email.map((p) => [p.name, p.connected])).toEqual([
      ['mail_provider_a', true],
      ['mail_provider_b', false],
    ]);
    await rpc.SetProviderStatus({ workspace_id: id, category: 'email', name: 'mail_provider_a', connected: false, scopes: [] });
    expect((data(await rpc.ListProviders(api(id, { category: 'email' }))).providers as Array<Record<string, unknown>>)[0]).toMatchObject({ connected: false });
  });

  it('gives outreach every provider with its connection and the workspace time zone', async () => {
    const id = await createWorkspace('Acme Legal', { timezone: 'Europe/London' });
    await rpc.SetProviderStatus({ workspace_id: id, category: 'channels', name: 'chat_b', connected: true, scopes: [], status: 'degraded' });
    const profile = await rpc.GetOutreachProfile({ workspace_id: id });
    expect(profile.timezone).toBe('Europe/London');
    expect(profile.providers).toContainEqual({ category: 'channels', name: 'chat_b', connected: true, status: 'degraded' });
    expect(profile.providers).toContainEqual({ category: 'email', name: 'mail_provider_a', connected: false, status: 'disconnected' });
    expect(notifier.changed).toEqual([id]);
    expect(await errorOf(rpc.GetOutreachProfile({ workspace_id: newId() }))).toMatchObject({ code: 'not_found' });
  });

  it('gives mailbox sync the connected mail and calendar accounts and applies its health reports to that connection only', async () => {
    const id = await createWorkspace('Acme Legal', { timezone: 'America/New_York' });
    await rpc.SetProviderStatus({ workspace_id: id, category: 'email', name: 'mail_provider_a', connected: true, scopes: [], account_id: 'partner@acme.example' });
    await rpc.SetProviderStatus({ workspace_id: id, category: 'channels', name: 'chat_a', connected: true, scopes: [] });
    const profile = await rpc.GetSyncProfile({ workspace_id: id });
    expect(profile).toEqual({ timezone: 'America/New_York', connections: [{ category: 'email', name: 'mail_provider_a', account_id: 'partner@acme.example', status: 'healthy' }] });

    const report = { workspace_id: id, category: 'email', name: 'mail_provider_a', account_id: 'partner@acme.example', status: 'needs_reauth', error_message: 'invalid_grant', last_sync_at: '' };
    expect(await rpc.ReportProviderHealth(report)).toEqual({ applied: true, connected: true, status: 'needs_reauth' });
    const shown = (data(await rpc.ListProviders(api(id, { category: 'email' }))).providers as Array<Record<string, unknown>>)[0];
    expect(shown).toMatchObject({ status: 'needs_reauth', error_message: 'invalid_grant', last_sync_at: null });

    expect(await rpc.ReportProviderHealth({ ...report, status: 'healthy', error_message: '', last_sync_at: '2026-03-10T12:30:00Z' })).toMatchObject({ applied: true, status: 'healthy' });
    const healed = (data(await rpc.ListProviders(api(id, { category: 'email' }))).providers as Array<Record<string, unknown>>)[0];
    expect(healed).toMatchObject({ status: 'healthy', error_message: null, last_sync_at: '2026-03-10T12:30:00.000Z' });

    expect(await rpc.ReportProviderHealth({ ...report, account_id: 'someone.else@acme.example' })).toEqual({ applied: false, connected: true, status: 'healthy' });
    expect(await rpc.ReportProviderHealth({ ...report, name: 'mail_provider_b' })).toEqual({ applied: false, connected: false, status: 'disconnected' });
    expect(await errorOf(rpc.ReportProviderHealth({ ...report, status: 'disconnected' }))).toEqual({ code: 'validation_error', fields: ['status'] });
  });

  it('validates the category filter', async () => {
    const id = await createWorkspace();
    expect(await errorOf(rpc.ListProviders(api(id, { category: 'fax' })))).toEqual({ code: 'validation_error', fields: ['category'] });
    expect(await errorOf(rpc.ListProviders(api(id, { kind: 'email' })))).toEqual({ code: 'validation_error', fields: ['kind'] });
  });
});

describe('api keys', () => {
  it('creates, verifies and revokes a key, telling the gateways', async () => {
    const id = await createWorkspace();
    const created = record(await rpc.CreateApiKey({ workspace_id: id, name: 'ci', permissions: ['read', 'read:settings'], expires_at: '' }));
    const key = created.key as string;
    expect(key).toMatch(/^wbk_/);
    expect(created).toMatchObject({ workspace_id: id, name: 'ci', prefix: key.slice(0, 12), revoked: false, expires_at: null });

    const verified: VerifyKeyReply = await rpc.VerifyKey({ key_hash: hashKey(key) });
    expect(verified).toMatchObject({ found: true, key_id: created.id, workspace_id: id, permissions: ['read', 'read:settings'], expires_at: '', revoked: false, plan: 'starter', daily_limit: 100, minute_limit: 10 });
    expect((await rpc.VerifyKey({ key_hash: hashKey('wbk_other') })).found).toBe(false);
    expect((await rpc.VerifyKey({ key_hash: 'not-a-hash' })).found).toBe(false);

    clock.advance(1000);
    expect(record(await rpc.RevokeApiKey({ key_id: created.id as string }))).toMatchObject({ id: created.id, revoked: true, revoked_at: '2026-03-10T12:00:01.000Z' });
    expect(notifier.revoked).toEqual([{ key_id: created.id, key_hash: hashKey(key), workspace_id: id }]);
    clock.advance(60_000);
    expect(record(await rpc.RevokeApiKey({ key_id: created.id as string }))).toMatchObject({ revoked: true, revoked_at: '2026-03-10T12:00:01.000Z' });
    expect((await rpc.VerifyKey({ key_hash: hashKey(key) })).revoked).toBe(true);

    const logs = data(await rpc.ListAuditLogs(api(id, { resource_type: 'api_keys' }))).logs as Array<Record<string, unknown>>;
    expect(logs.map((l) => l.action)).toEqual(['delete', 'create']);
    expect(JSON.stringify(logs)).not.toContain(key);
  });

  it('answers what a key of the workspace may do now, and nothing about another workspace\'s key', async () => {
    const id = await createWorkspace();
    const created = record(await rpc.CreateApiKey({ workspace_id: id, name: 'automation', permissions: ['read:contacts', 'write:workflows'], expires_at: '' }));
    const keyId = created.id as string;
    expect(await rpc.GetKeyGrant({ workspace_id: id, key_id: keyId })).toEqual({ key_id: keyId, permissions: ['read:contacts', 'write:workflows'], revoked: false, expires_at: '' });
    expect((await errorOf(rpc.GetKeyGrant({ workspace_id: await createWorkspace(), key_id: keyId }))).code).toBe('not_found');
    expect((await errorOf(rpc.GetKeyGrant({ workspace_id: id, key_id: 'nope' }))).code).toBe('validation_error');
    await rpc.RevokeApiKey({ key_id: keyId });
    expect((await rpc.GetKeyGrant({ workspace_id: id, key_id: keyId })).revoked).toBe(true);
  });

  it('refuses bad input and unknown keys', async () => {
    const id = await createWorkspace();
    expect(await errorOf(rpc.CreateApiKey({ workspace_id: id, name: '', permissions: ['root'], expires_at: '2020-01-01' }))).toEqual({
      code: 'validation_error',
      fields: ['name', 'permissions[0]', 'expires_at'],
    });
    expect((await errorOf(rpc.CreateApiKey({ workspace_id: newId(), name: 'x', permissions: ['read'] }))).code).toBe('not_found');
    expect((await errorOf(rpc.RevokeApiKey({ key_id: newId() }))).code).toBe('not_found');
  });

  it('reports a revocation the gateways did not confirm as service_unavailable', async () => {
    const id = await createWorkspace();
    const created = record(await rpc.CreateApiKey({ workspace_id: id, name: 'ci', permissions: ['read'] }));
    notifier.keyRevoked = () => Promise.reject(new Error('nats down'));
    expect((await errorOf(rpc.RevokeApiKey({ key_id: created.id as string }))).code).toBe('service_unavailable');
    expect((await rpc.VerifyKey({ key_hash: hashKey(created.key as string) })).revoked).toBe(true);
  });
});

describe('users', () => {
  it('adds users, refuses a repeated email and pages the list', async () => {
    const id = await createWorkspace();
    await rpc.CreateUser({ workspace_id: id, email: 'Ann@Example.com', name: 'Ann', role: 'owner' });
    clock.advance(1000);
    await rpc.CreateUser({ workspace_id: id, email: 'bob@example.com', name: '', role: '' });
    expect(await errorOf(rpc.CreateUser({ workspace_id: id, email: 'ann@example.com', name: '', role: '' }))).toEqual({ code: 'validation_error', fields: ['email'] });
    const reply = await rpc.ListUsers(api(id, { per_page: '1' }));
    expect(reply.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect(reply.has_meta).toBe(true);
    expect(data(reply).users).toEqual([{ id: expect.any(String), email: 'ann@example.com', name: 'Ann', role: 'owner', status: 'active', created_at: '2026-03-10T12:00:00.000Z' }]);
    const other = await createWorkspace('Other');
    expect((await rpc.ListUsers(api(other))).meta?.total).toBe(0);
    expect((await errorOf(rpc.ListUsers(api(id, { per_page: '500' })))).fields).toEqual(['per_page']);
  });
});

describe('audit log', () => {
  const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
    id: newId(),
    timestamp: '2026-03-01T10:00:00.000Z',
    user: { id: null, email: null, type: 'api_key' },
    action: 'create',
    resource_type: 'contacts',
    resource_id: newId(),
    details: { method: 'POST', path: '/v1/contacts', request_id: 'r1', status_code: 201 },
    ip_address: '203.0.113.9',
    user_agent: 'curl/8',
    api_key_id: newId(),
    ...overrides,
  });
  const deliverBatch = (workspaceId: string, entries: AuditEntry[]) =>
    auditEventHandler(auditLogs, logger)({
      id: newId(),
      event: 'audit.recorded',
      occurred_at: '2026-03-01T10:00:00.000Z',
      workspace_id: workspaceId,
      data: { entries },
      causation: { root_id: newId(), depth: 0 },
    });
  const deliver = (workspaceId: string, audit: AuditEntry) => deliverBatch(workspaceId, [audit]);

  it('stores each entry once and answers filters, newest first, with an inclusive to_date', async () => {
    const id = await createWorkspace();
    const first = entry({ timestamp: '2026-03-01T23:59:59.500Z' });
    await deliver(id, first);
    await deliver(id, first);
    await deliver(id, entry({ timestamp: '2026-03-02T00:00:00.000Z', action: 'update' }));
    await deliver(id, entry({ timestamp: '2026-02-28T08:00:00.000Z', action: 'api_access', resource_type: 'settings' }));
    await deliver(await createWorkspace('Other'), entry({}));

    const all = await rpc.ListAuditLogs(api(id));
    expect(all.meta).toEqual({ page: 1, per_page: 50, total: 3 });
    const logs = data(all).logs as Array<Record<string, unknown>>;
    expect(logs.map((l) => l.timestamp)).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-01T23:59:59.500Z', '2026-02-28T08:00:00.000Z']);
    expect(Object.keys(logs[0]!).sort()).toEqual(['action', 'details', 'id', 'ip_address', 'resource_id', 'resource_type', 'timestamp', 'user', 'user_agent']);

    const day = data(await rpc.ListAuditLogs(api(id, { from_date: '2026-03-01', to_date: '2026-03-01' }))).logs as Array<Record<string, unknown>>;
    expect(day.map((l) => l.id)).toEqual([first.id]);
    expect((data(await rpc.ListAuditLogs(api(id, { action: 'update' }))).logs as unknown[]).length).toBe(1);
    expect((await errorOf(rpc.ListAuditLogs(api(id, { from_date: '2026-03-02', to_date: '2026-03-01' })))).code).toBe('invalid_date_range');
  });

  it('stores a batch once, also when it is redelivered after being partly stored', async () => {
    const id = await createWorkspace();
    const batch = [entry({}), entry({}), entry({})];
    await deliver(id, batch[0]!);
    await deliverBatch(id, batch);
    await deliverBatch(id, batch);
    expect(data(await rpc.ListAuditLogs(api(id))).logs as unknown[]).toHaveLength(3);
  });
});
