/**
 * A rolling restart under load: while a steady mix of reads and keyed writes
 * runs, every app (the gateway included, nats-server excluded) is stopped with
 * SIGTERM and started again, one after the other. Each drains first: readiness
 * goes false, calls in flight finish, consumers hand back what they pulled, the
 * outbox is flushed. The gateway's calls to a restarting service wait for the
 * new process (within their deadline) instead of failing.
 *
 * Reads never fail. A write either succeeds or is refused with a retryable 503
 * (Retry-After) that left nothing behind: afterwards every 2xx write is stored,
 * and every refused write, sent again with its Idempotency-Key, gives exactly
 * one record. While the gateway itself restarts its port refuses connections;
 * the load treats that as "retry", as a load balancer in front of it would.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { aContact, createTestWorkspace, expectEventually, startStack, type ApiClient, type ApiResponse, type Envelope, type Stack } from '@wbk/testing';

const WORKERS = 4;
/**
 * The gateway keeps serving this long after SIGTERM, as in Kubernetes, where
 * routes to a terminating pod are withdrawn while it is signalled. Long, so a
 * loaded machine still fits the checks inside it; the gRPC grace is shortened
 * to keep the budget in order (delay + grace < drain).
 */
const GATEWAY_SHUTDOWN = { SHUTDOWN_ENDPOINT_DELAY_MS: '8000', SHUTDOWN_GRPC_GRACE_MS: '1000' };
/** A stand-in for third-party providers, not one of our services. */
const NOT_RESTARTED = new Set(['provider-sim']);

interface KeyedWrite {
  key: string;
  body: Record<string, unknown>;
}

interface LoadTally {
  reads: number;
  writes: number;
  /** Answers outside the contract: a failed read, a 5xx other than a retryable 503, a 4xx. */
  failures: string[];
  /** Writes answered 2xx: the id each created. */
  stored: Array<{ id: string; email: string }>;
  /** Writes refused with a retryable 503, or whose connection to the gateway failed: sent again at the end. */
  toRetry: KeyedWrite[];
  /** Requests that found the gateway's port closed (its own restart window). */
  connectionRetries: number;
}

/** fetch's own failure (connection refused or reset): no HTTP answer at all. */
function isConnectionFailure(err: unknown): boolean {
  // By shape: fetch's TypeError comes from Node's realm, not the test's, so no instanceof (not even Object) matches it.
  if (typeof err !== 'object' || err === null) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  return name === 'TypeError' && typeof message === 'string' && /fetch failed/i.test(message);
}

async function untilAnswered(send: () => Promise<ApiResponse<Envelope>>, tally: LoadTally): Promise<ApiResponse<Envelope>> {
  for (;;) {
    try {
      return await send();
    } catch (err) {
      if (!isConnectionFailure(err)) throw err;
      tally.connectionRetries += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function describeAnswer(call: string, response: ApiResponse<Envelope>): string {
  return `${call} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
}

async function runWorker(api: ApiClient, readIds: string[], tally: LoadTally, running: () => boolean): Promise<void> {
  let turn = 0;
  while (running()) {
    turn += 1;
    if (turn % 2 === 0) {
      const id = readIds[turn % readIds.length]!;
      const response = await untilAnswered(() => api.get(`/v1/contacts/${id}`), tally);
      tally.reads += 1;
      if (response.status !== 200) tally.failures.push(describeAnswer(`GET /v1/contacts/${id}`, response));
      continue;
    }
    const write: KeyedWrite = { key: randomUUID(), body: aContact({ first_name: `Rolling${turn}`, tags: ['rolling'] }) };
    let response: ApiResponse<Envelope>;
    try {
      response = await api.post('/v1/contacts', write.body, { 'idempotency-key': write.key });
    } catch (err) {
      if (!isConnectionFailure(err)) throw err;
      // Refused or reset: whether it reached the gateway is unknown, so it is sent again with its key at the end.
      tally.connectionRetries += 1;
      tally.toRetry.push(write);
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    tally.writes += 1;
    if (response.status === 201) {
      tally.stored.push({ id: (response.body.data as { id: string }).id, email: String(write.body['email']) });
    } else if (response.status === 503 && response.headers['retry-after'] !== undefined) {
      tally.toRetry.push(write);
    } else {
      tally.failures.push(describeAnswer('POST /v1/contacts', response));
    }
  }
}

describe('rolling restart under load', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { gateway: GATEWAY_SHUTDOWN } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('restarts every app once while reads never fail and writes succeed or are refused retryably, leaving no half-applied state', async () => {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
    await stack.admin.setLimits(workspace.id, { daily: 10_000_000, minute: 1_000_000 });
    const api = stack.api(workspace.keys.full);
    const readIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await api.post('/v1/contacts', aContact({ first_name: `Reader${i}` }));
      expect(created.status).toBe(201);
      readIds.push((created.body.data as { id: string }).id);
    }

    const tally: LoadTally = { reads: 0, writes: 0, failures: [], stored: [], toRetry: [], connectionRetries: 0 };
    let running = true;
    const workers = Array.from({ length: WORKERS }, () => runWorker(api, readIds, tally, () => running));
    try {
      const restarted: string[] = [];
      for (const app of stack.apps.filter((name) => !NOT_RESTARTED.has(name))) {
        // Load flows before each restart, so every restart happens under it.
        const before = tally.reads + tally.writes;
        await expectEventually(() => expect(tally.reads + tally.writes).toBeGreaterThan(before + 20), { timeoutMs: 30_000, intervalMs: 50 });
        await stack.restart(app);
        restarted.push(app);
      }
      const after = tally.reads + tally.writes;
      await expectEventually(() => expect(tally.reads + tally.writes).toBeGreaterThan(after + 20), { timeoutMs: 30_000, intervalMs: 50 });
      expect(restarted).toEqual(stack.apps.filter((name) => !NOT_RESTARTED.has(name)));
    } finally {
      running = false;
      await Promise.all(workers);
    }

    expect(tally.failures).toEqual([]);
    expect(tally.reads).toBeGreaterThan(0);
    expect(tally.stored.length).toBeGreaterThan(0);

    // Every write answered 2xx is stored.
    for (const { id } of tally.stored) expect((await api.get(`/v1/contacts/${id}`)).status).toBe(200);

    // Every refused write, sent again with its key, ends as exactly one record.
    for (const write of tally.toRetry) {
      const retried = await expectEventually(async () => {
        const response = await api.post('/v1/contacts', write.body, { 'idempotency-key': write.key });
        if (response.status !== 200 && response.status !== 201) throw new Error(`a keyed retry answered ${response.status}: ${JSON.stringify(response.body)}`);
        return response;
      });
      const id = (retried.body.data as { id: string }).id;
      expect((await api.get(`/v1/contacts/${id}`)).status).toBe(200);
      const again = await api.post('/v1/contacts', write.body, { 'idempotency-key': write.key });
      expect((again.body.data as { id: string }).id).toBe(id);
      const byEmail = await api.get(`/v1/contacts?email=${encodeURIComponent(String(write.body['email']))}`);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.meta?.total).toBe(1);
    }
    process.stdout.write(
      `rolling restart: ${tally.reads} reads, ${tally.writes} writes (${tally.stored.length} stored, ${tally.toRetry.length} retried with their key), ${tally.connectionRetries} connection retries\n`,
    );
  });

  it('after SIGTERM the gateway says it is draining yet still accepts and answers new connections until its endpoint delay is over', async () => {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { reader: ['read', 'write'] });
    const api = stack.api(workspace.keys.reader);
    const created = await api.post('/v1/contacts', aContact({ first_name: 'Draining' }));
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;

    const logBefore = readFileSync(stack.logFile('gateway'), 'utf8').length;
    const stopped = stack.kill('gateway', 'SIGTERM');
    // Not ready from the signal on, so a load balancer withdraws it...
    await expectEventually(async () => expect((await stack.api().get('/healthz')).status).toBe(503), { timeoutMs: 5_000, intervalMs: 20 });
    // ...while what is still routed to it is served; each answer closes its connection, so every read here opens a new one.
    for (let i = 0; i < 10; i++) {
      const read = await api.get(`/v1/contacts/${id}`);
      expect(read.status).toBe(200);
      expect(read.headers['connection']).toBe('close');
    }
    await stopped;
    // This stop's lines only: the log file is shared with the earlier restart.
    const log = readFileSync(stack.logFile('gateway'), 'utf8').slice(logBefore);
    expect(log).toContain('shutdown complete');
    expect(log).not.toContain('shutdown deadline passed');
    await stack.restart('gateway');
    expect((await stack.api().get('/healthz')).status).toBe(200);
  });
});
