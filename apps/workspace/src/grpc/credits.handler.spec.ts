import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, newId, sampleValue, type AppError } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import type { ReserveCreditsRequest } from '@wbk/contracts';
import { openStore, type DocStore } from '@wbk/store';
import { ApiKeyRepository } from '../store/api-key.repository';
import { AuditLogRepository } from '../store/audit-log.repository';
import { CreditRepository } from '../store/credit.repository';
import { ProviderRepository } from '../store/provider.repository';
import { UserRepository } from '../store/user.repository';
import { WorkspaceRepository } from '../store/workspace.repository';
import { SweepCreditHolds } from '../app/sweep-credit-holds.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { workspaceRpc, type WorkspaceRpcCaller } from '../testing/workspace-rpc.fixture';
import { workspaceServiceHandlers } from './workspace.service';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let deps: WorkspaceDeps;
let rpc: WorkspaceRpcCaller;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wbk-credits-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-10T12:00:00.000Z');
  deps = {
    workspaces: new WorkspaceRepository(store),
    apiKeys: new ApiKeyRepository(store),
    users: new UserRepository(store),
    providers: new ProviderRepository(store),
    auditLogs: new AuditLogRepository(store, 365),
    credits: new CreditRepository(store),
    notifier: { keyRevoked: async () => 1, workspaceChanged: () => undefined },
    clock,
    newId,
    logger: createLogger({ service: 'credits-test', level: 'silent' }),
    auditLogDays: 365,
    creditHoldSeconds: 60,
  };
  await deps.credits.ensureIndexes();
  await deps.workspaces.ensureIndexes();
  rpc = workspaceRpc(workspaceServiceHandlers(deps));
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function workspaceWith(credits: number): Promise<string> {
  const reply = JSON.parse((await rpc.CreateWorkspace({ name: `Firm ${newId()}`, plan: 'pro', credits, has_credits: true })).record_json) as { id: string };
  return reply.id;
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a failure');
}

const lookup = (workspace_id: string, extra: ReserveCreditsRequest = {}) => ({ workspace_id, amount: 1, reason: 'enrichment_lookup', request_id: 'req_1', ...extra });

function ledger(workspaceId: string, query: Record<string, string> = {}) {
  return rpc.ListCreditLedger({ context: { workspace_id: workspaceId, request_id: 'r' }, path: {}, query, body_json: '' });
}

describe('credit holds', () => {
  it('takes a credit on reserve, charges it once on capture with a ledger entry, and gives it back on release', async () => {
    const ws = await workspaceWith(3);
    const first = await rpc.ReserveCredits(lookup(ws));
    expect(first).toMatchObject({ state: 'held', balance: 2, existing: false });
    const captured = await rpc.CaptureCredits({ workspace_id: ws, reservation_id: first.reservation_id });
    expect(captured).toMatchObject({ state: 'captured', balance: 2 });
    expect(await rpc.CaptureCredits({ workspace_id: ws, reservation_id: first.reservation_id })).toMatchObject({ state: 'captured', existing: true, balance: 2 });
    // A captured hold is never given back.
    expect(await rpc.ReleaseCredits({ workspace_id: ws, reservation_id: first.reservation_id })).toMatchObject({ state: 'captured', balance: 2 });

    const second = await rpc.ReserveCredits(lookup(ws, { reason: 'prospect_reveal' }));
    expect(second.balance).toBe(1);
    expect(await rpc.ReleaseCredits({ workspace_id: ws, reservation_id: second.reservation_id })).toMatchObject({ state: 'released', balance: 2 });

    const page = JSON.parse((await ledger(ws)).data_json) as Array<{ amount: number; reason: string; balance_after: number; request_id: string }>;
    expect(page.map((e) => [e.amount, e.reason, e.balance_after])).toEqual([
      [-1, 'enrichment_lookup', 2],
      [3, 'adjustment', 3],
    ]);
    expect(page[0]!.request_id).toBe('req_1');
  });

  it('never takes the balance below zero: 50 concurrent reservations on 10 credits hold exactly 10', async () => {
    const ws = await workspaceWith(10);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => rpc.ReserveCredits(lookup(ws))));
    const held = outcomes.filter((o) => o.status === 'fulfilled');
    expect(held).toHaveLength(10);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as AppError).code).toBe('insufficient_credits');
    expect(await deps.credits.balanceOf(ws)).toBe(0);
  });

  it('answers the same hold for the same key, and the capture for a key already charged', async () => {
    const ws = await workspaceWith(5);
    const key = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const first = await rpc.ReserveCredits(lookup(ws, { key }));
    const twin = await rpc.ReserveCredits(lookup(ws, { key }));
    expect(twin).toMatchObject({ reservation_id: first.reservation_id, state: 'held', existing: true, balance: 4 });
    await rpc.CaptureCredits({ workspace_id: ws, reservation_id: first.reservation_id });
    expect(await rpc.ReserveCredits(lookup(ws, { key }))).toMatchObject({ reservation_id: first.reservation_id, state: 'captured', existing: true, balance: 4 });
    // Another workspace's same key is its own hold.
    const other = await workspaceWith(1);
    expect((await rpc.ReserveCredits(lookup(other, { key }))).reservation_id).not.toBe(first.reservation_id);
  });

  it('charges in one call (a cache hit): a ledger entry at once, once per key, 402 at zero', async () => {
    const ws = await workspaceWith(1);
    const key = '1f0e0d0c-0b0a-4908-8706-050403020100';
    expect(await rpc.ChargeCredits(lookup(ws, { key }))).toMatchObject({ state: 'captured', balance: 0, existing: false });
    expect(await rpc.ChargeCredits(lookup(ws, { key }))).toMatchObject({ state: 'captured', balance: 0, existing: true });
    expect((await errorOf(rpc.ChargeCredits(lookup(ws)))).code).toBe('insufficient_credits');
    const entries = JSON.parse((await ledger(ws)).data_json) as Array<{ amount: number; balance_after: number }>;
    expect(entries.map((e) => [e.amount, e.balance_after])).toEqual([
      [-1, 0],
      [1, 1],
    ]);
    expect(await new SweepCreditHolds(deps).execute()).toBe(0);
  });

  it('counts credits charged by reason once per charge or capture, never for a replay', async () => {
    const chargedFor = async (reason: string) => (await sampleValue('wbk_credits_charged_total', { reason })) ?? 0;
    const before = await chargedFor('enrichment_lookup');
    const ws = await workspaceWith(3);
    const key = '2f0e0d0c-0b0a-4908-8706-050403020100';
    await rpc.ChargeCredits(lookup(ws, { key }));
    await rpc.ChargeCredits(lookup(ws, { key }));
    const hold = await rpc.ReserveCredits(lookup(ws));
    expect(await chargedFor('enrichment_lookup')).toBe(before + 1);
    await rpc.CaptureCredits({ workspace_id: ws, reservation_id: hold.reservation_id });
    await rpc.CaptureCredits({ workspace_id: ws, reservation_id: hold.reservation_id });
    expect(await chargedFor('enrichment_lookup')).toBe(before + 2);
  });

  it('refuses at zero, bad amounts and reasons, and unknown workspaces', async () => {
    const ws = await workspaceWith(0);
    expect((await errorOf(rpc.ReserveCredits(lookup(ws)))).code).toBe('insufficient_credits');
    expect((await errorOf(rpc.ReserveCredits(lookup(ws, { amount: 0 })))).code).toBe('validation_error');
    expect((await errorOf(rpc.ReserveCredits(lookup(ws, { reason: 'adjustment' })))).code).toBe('validation_error');
    expect((await errorOf(rpc.ReserveCredits(lookup(newId())))).code).toBe('not_found');
    expect((await errorOf(rpc.CaptureCredits({ workspace_id: ws, reservation_id: newId() }))).code).toBe('not_found');
  });

  it('gives an expired hold back, and finishes a capture a crash interrupted', async () => {
    const ws = await workspaceWith(2);
    const abandoned = await rpc.ReserveCredits(lookup(ws));
    const interrupted = await rpc.ReserveCredits(lookup(ws));
    // The capture's mark was written, then the process stopped before its ledger entry.
    await store.collection('workspaces').updateOne({ _id: ws }, { $set: { [`billing.holds.${interrupted.reservation_id}.state`]: 'captured' } });
    expect(await new SweepCreditHolds(deps).execute()).toBe(1);
    clock.advance(61_000);
    expect(await new SweepCreditHolds(deps).execute()).toBe(1);
    expect(await deps.credits.balanceOf(ws)).toBe(1);
    expect(await rpc.CaptureCredits({ workspace_id: ws, reservation_id: abandoned.reservation_id }).catch((e: AppError) => e.code)).toBe('not_found');
    const entries = JSON.parse((await ledger(ws)).data_json) as Array<{ id: string }>;
    expect(entries.map((e) => e.id)).toContain(interrupted.reservation_id);
    expect(await new SweepCreditHolds(deps).execute()).toBe(0);
  });

  it('pages the ledger newest first and refuses per_page over 100', async () => {
    const ws = await workspaceWith(5);
    for (let i = 0; i < 3; i++) {
      const hold = await rpc.ReserveCredits(lookup(ws));
      clock.advance(1000);
      await rpc.CaptureCredits({ workspace_id: ws, reservation_id: hold.reservation_id });
    }
    const reply = await ledger(ws, { page: '1', per_page: '2' });
    expect(reply.meta).toEqual({ page: 1, per_page: 2, total: 4 });
    expect((JSON.parse(reply.data_json) as Array<{ balance_after: number }>).map((e) => e.balance_after)).toEqual([2, 3]);
    expect((await errorOf(ledger(ws, { per_page: '101' }))).code).toBe('validation_error');
  });
});

describe('charges committed together', () => {
  type Entry = { amount: number; balance_after: number; request_id: string | null };
  const entriesOf = async (ws: string) => JSON.parse((await ledger(ws, { per_page: '100' })).data_json) as Entry[];

  it('charges exactly the balance when 50 cache hits arrive at once on 10 credits, each with its own balance and entry', async () => {
    const ws = await workspaceWith(10);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => rpc.ChargeCredits(lookup(ws, { request_id: `req_${i}` }))));
    const charged = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(charged).toHaveLength(10);
    expect(charged.map((c) => Number(c.balance)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'insufficient_credits', message: expect.stringContaining('has 0 credits left') });
    }
    expect(await deps.credits.balanceOf(ws)).toBe(0);
    const charges = (await entriesOf(ws)).filter((e) => e.amount === -1);
    expect(charges.map((e) => e.balance_after)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(charges.map((e) => e.request_id)).size).toBe(10);
    expect(await new SweepCreditHolds(deps).execute()).toBe(0);
  });

  it('charges a key sent twice in one group once, and answers the twin as a replay', async () => {
    const ws = await workspaceWith(5);
    const key = '3f0e0d0c-0b0a-4908-8706-050403020100';
    const [first, twin, other] = await Promise.all([rpc.ChargeCredits(lookup(ws, { key })), rpc.ChargeCredits(lookup(ws, { key })), rpc.ChargeCredits(lookup(ws))]);
    expect(first).toMatchObject({ state: 'captured', existing: false });
    expect(twin).toMatchObject({ reservation_id: first.reservation_id, state: 'captured', existing: true, balance: first.balance });
    expect(other).toMatchObject({ state: 'captured', existing: false });
    expect([Number(first.balance), Number(other.balance)].sort()).toEqual([3, 4]);
    expect(await deps.credits.balanceOf(ws)).toBe(3);
    expect((await entriesOf(ws)).filter((e) => e.amount === -1)).toHaveLength(2);
  });

  it('reads the balance again before refusing, so credits added elsewhere are charged at once', async () => {
    const ws = await workspaceWith(1);
    expect(await rpc.ChargeCredits(lookup(ws))).toMatchObject({ balance: 0 });
    await store.collection('workspaces').updateOne({ _id: ws }, { $inc: { 'billing.credits_balance': 2 } });
    expect(await rpc.ChargeCredits(lookup(ws))).toMatchObject({ state: 'captured', balance: 1 });
    const hold = await rpc.ReserveCredits(lookup(ws));
    expect(await rpc.ChargeCredits(lookup(ws)).catch((e: AppError) => e.code)).toBe('insufficient_credits');
    await rpc.ReleaseCredits({ workspace_id: ws, reservation_id: hold.reservation_id });
    expect(await rpc.ChargeCredits(lookup(ws))).toMatchObject({ state: 'captured', balance: 0 });
  });

  it('answers a batch of charges in order, a refusal as that charge\'s error', async () => {
    const ws = await workspaceWith(2);
    const reply = await rpc.ChargeCreditsBatch({ charges: [lookup(ws), lookup(ws, { amount: 0 }), lookup(ws), lookup(ws), lookup(newId())] });
    expect(reply.outcomes.map((o) => o.error_code || o.reservation?.state)).toEqual(['captured', 'validation_error', 'captured', 'insufficient_credits', 'not_found']);
    expect(reply.outcomes.map((o) => Number(o.reservation?.balance ?? -1))).toEqual([1, -1, 0, -1, -1]);
    expect(reply.outcomes[3]!.error_message).toContain('has 0 credits left');
    expect(await deps.credits.balanceOf(ws)).toBe(0);
    expect((await errorOf(rpc.ChargeCreditsBatch({ charges: Array.from({ length: 501 }, () => lookup(ws)) }))).code).toBe('validation_error');
  });

  it('keeps the balance whole when charges and holds race for the same credits', async () => {
    const ws = await workspaceWith(6);
    const calls = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? rpc.ChargeCredits(lookup(ws)) : rpc.ReserveCredits(lookup(ws))));
    const taken = (await Promise.allSettled(calls)).filter((o) => o.status === 'fulfilled');
    expect(taken).toHaveLength(6);
    expect(await deps.credits.balanceOf(ws)).toBe(0);
  });

  it('writes a grouped charge a crash interrupted with the balance it left, not the balance at the sweep', async () => {
    const ws = await workspaceWith(5);
    const id = newId();
    // The group's take was written (balance 5 -> 4, the hold with its balance after), then the process stopped.
    const hold = { amount: 1, reason: 'enrichment_lookup', request_id: 'req_lost', state: 'captured', expires_at: '2026-03-10T12:01:00.000Z', balance_after: 4 };
    await store.collection('workspaces').updateOne({ _id: ws }, { $set: { [`billing.holds.${id}`]: hold }, $inc: { 'billing.credits_balance': -1, 'billing.open_holds': 1 } });
    await rpc.ChargeCredits(lookup(ws));
    expect(await new SweepCreditHolds(deps).execute()).toBe(1);
    const lost = (await entriesOf(ws)).find((e) => e.request_id === 'req_lost');
    expect(lost).toMatchObject({ amount: -1, balance_after: 4 });
    expect(await deps.credits.balanceOf(ws)).toBe(3);
  });
});

describe('a key buys one thing', () => {
  const key = '4f0e0d0c-0b0a-4908-8706-050403020100';
  const [janeLookup, johnLookup] = ['a'.repeat(64), 'b'.repeat(64)];

  it('answers the key with another request hash 409 idempotency_conflict once its charge is in the ledger, and replays the same hash free', async () => {
    const ws = await workspaceWith(5);
    const held = await rpc.ReserveCredits(lookup(ws, { key, request_hash: janeLookup }));
    expect((await errorOf(rpc.ReserveCredits(lookup(ws, { key, request_hash: johnLookup })))).code).toBe('idempotency_conflict');
    await rpc.CaptureCredits({ workspace_id: ws, reservation_id: held.reservation_id });
    // The gateway's replay store has forgotten the key: only the ledger entry is left.
    for (const call of [rpc.ReserveCredits, rpc.ChargeCredits]) {
      const refused = await errorOf(call(lookup(ws, { key, request_hash: johnLookup })));
      expect(refused).toMatchObject({ code: 'idempotency_conflict', message: expect.stringContaining('different request') });
      expect(await call(lookup(ws, { key, request_hash: janeLookup }))).toMatchObject({ state: 'captured', existing: true, balance: 4 });
    }
    const reply = await rpc.ChargeCreditsBatch({ charges: [lookup(ws, { key, request_hash: johnLookup })] });
    expect(reply.outcomes[0]).toMatchObject({ reservation: null, error_code: 'idempotency_conflict' });
    expect(await deps.credits.balanceOf(ws)).toBe(4);
  });

  it('refuses a key whose entry was stored without a hash (it cannot prove the same purchase), and a twin in one group with another hash', async () => {
    const ws = await workspaceWith(5);
    const legacy = await rpc.ChargeCredits(lookup(ws, { key }));
    expect((await errorOf(rpc.ChargeCredits(lookup(ws, { key, request_hash: janeLookup })))).code).toBe('idempotency_conflict');
    expect((await deps.credits.ledgerEntry(legacy.reservation_id))?.request_hash).toBeUndefined();
    const other = '5f0e0d0c-0b0a-4908-8706-050403020100';
    const [first, twin] = await Promise.allSettled([
      rpc.ChargeCredits(lookup(ws, { key: other, request_hash: janeLookup })),
      rpc.ChargeCredits(lookup(ws, { key: other, request_hash: johnLookup })),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { existing: false } });
    expect(twin).toMatchObject({ status: 'rejected', reason: { code: 'idempotency_conflict' } });
    expect(await deps.credits.balanceOf(ws)).toBe(3);
  });
});

describe('a batch with a failing workspace', () => {
  it('answers and charges the other workspaces once, the failing one as its own error, and a retry finds the charges made', async () => {
    const [healthy, failing] = [await workspaceWith(5), await workspaceWith(5)];
    const real = deps.credits;
    // The store fails for one workspace only (a bad shard, a full partition).
    const flaky = Object.create(real) as CreditRepository;
    flaky.charge = (workspaceId, ...rest) => (workspaceId === failing ? Promise.reject(new Error('write failed')) : real.charge(workspaceId, ...rest));
    rpc = workspaceRpc(workspaceServiceHandlers({ ...deps, credits: flaky }));
    const charges = [lookup(healthy, { key: 'charge:1' }), lookup(failing, { key: 'charge:2' }), lookup(healthy, { key: 'charge:3' })];
    const reply = await rpc.ChargeCreditsBatch({ charges });
    expect(reply.outcomes.map((o) => o.error_code || o.reservation?.state)).toEqual(['captured', 'service_unavailable', 'captured']);
    expect(reply.outcomes[1]!.error_message).toContain('send it again');
    expect(await real.balanceOf(healthy)).toBe(3);
    expect(await real.balanceOf(failing)).toBe(5);

    // The caller sends the same charges again (same ids): nothing is charged twice.
    rpc = workspaceRpc(workspaceServiceHandlers(deps));
    const retry = await rpc.ChargeCreditsBatch({ charges });
    expect(retry.outcomes.map((o) => [o.reservation?.state, o.reservation?.existing])).toEqual([
      ['captured', true],
      ['captured', false],
      ['captured', true],
    ]);
    expect(await real.balanceOf(healthy)).toBe(3);
    expect(await real.balanceOf(failing)).toBe(4);
  });
});

describe('SetCredits with lookups in flight', () => {
  const ledgerSum = async (ws: string) => (JSON.parse((await ledger(ws, { per_page: '100' })).data_json) as Array<{ amount: number }>).reduce((sum, e) => sum + e.amount, 0);

  it('counts held credits in the balance set: a hold released afterwards brings it to the set balance, a capture charges one, and the ledger adds up', async () => {
    const ws = await workspaceWith(10);
    const released = await rpc.ReserveCredits(lookup(ws));
    const captured = await rpc.ReserveCredits(lookup(ws));
    const reply = JSON.parse((await rpc.SetCredits({ workspace_id: ws, balance: 5 })).record_json) as { billing: { credits_balance: number } };
    expect(reply.billing.credits_balance).toBe(3);
    await rpc.ReleaseCredits({ workspace_id: ws, reservation_id: released.reservation_id });
    await rpc.CaptureCredits({ workspace_id: ws, reservation_id: captured.reservation_id });
    expect(await deps.credits.balanceOf(ws)).toBe(4);
    expect(await ledgerSum(ws)).toBe(4);
    // With nothing in flight the balance is exactly what was set.
    await rpc.SetCredits({ workspace_id: ws, balance: 7 });
    expect(await deps.credits.balanceOf(ws)).toBe(7);
    expect(await ledgerSum(ws)).toBe(7);
  });
});
