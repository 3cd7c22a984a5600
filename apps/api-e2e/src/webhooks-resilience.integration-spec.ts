/**
 * Persisted retries: a dispatcher killed mid-schedule and
 * restarted neither loses nor doubles an attempt, and a second replica
 * (ROLE=worker, started here as its own process) shares the work so that every
 * attempt is made exactly once. The schedule is 1.5 s between attempts, long
 * enough to kill the dispatcher between two of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { aContact, expectEventually, findRepoRoot, HttpsReceiverPool, startStack, type HttpsReceiver, type Stack } from '@wbk/testing';
import {
  answer,
  contactIdOf,
  createContact,
  createWebhook,
  deliveryIdOf,
  dispatcherEnv,
  failFirst,
  freshApi,
  logsOf,
  receiptsOf,
  settle,
  waitForAttempts,
  writeReceiverCa,
} from './webhooks.support';

const PAUSE_MS = 1_500;
const SCHEDULE = Array.from({ length: 5 }, () => PAUSE_MS).join(',');

describe('webhook delivery across crashes and replicas', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  let settings: Record<string, string>;
  const receivers = new HttpsReceiverPool();
  let extraWorker: ChildProcess | undefined;

  beforeAll(async () => {
    ca = await writeReceiverCa();
    // Few attempts in flight per replica, so that a second replica necessarily takes a share.
    settings = dispatcherEnv(ca.file, { WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE, WEBHOOK_WORKER_CONCURRENCY: '2' });
    // debug: the gRPC server logs each RecordAttempt a worker replica makes.
    stack = await startStack({ appEnv: { 'webhook-dispatcher': { ...settings, LOG_LEVEL: 'debug' } } });
  });

  afterAll(async () => {
    if (extraWorker && extraWorker.exitCode === null) {
      const exited = new Promise((resolve) => extraWorker!.once('exit', resolve));
      extraWorker.kill('SIGTERM');
      await exited;
    }
    await receivers.closeAll();
    await stack?.stop();
    await ca?.remove();
  });

  const receiver = (): Promise<HttpsReceiver> => receivers.start();

  it('goes on with the schedule after a SIGKILL and restart, without repeating an attempt', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    target.setBehaviour(answer(500, 'still down'));
    const webhook = await createWebhook(api, `${target.url}/crash`);
    const contact = await createContact(api, aContact());
    const first = await expectEventually(() => {
      const found = target.received.find((r) => contactIdOf(r) === contact.id);
      expect(found).toBeDefined();
      return found!;
    });
    const deliveryId = deliveryIdOf(first);
    // Killed while attempt 3 waits for its turn.
    await waitForAttempts(api, webhook.id, deliveryId, 2, 10_000);
    await stack.kill('webhook-dispatcher', 'SIGKILL');
    // An event published while the dispatcher is down waits in JetStream.
    const whileDown = await createContact(api, aContact());
    await stack.restart('webhook-dispatcher');

    const entries = (await waitForAttempts(api, webhook.id, deliveryId, 6, 30_000)).reverse();
    expect(entries.map((e) => e.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(entries[5]!.next_attempt_at).toBeNull();
    expect(receiptsOf(target, deliveryId)).toHaveLength(6);
    await expectEventually(() => expect(target.received.filter((r) => contactIdOf(r) === whileDown.id).length).toBeGreaterThanOrEqual(1));
    await settle(PAUSE_MS + 500);
    expect(receiptsOf(target, deliveryId)).toHaveLength(6);
    expect(await logsOf(api, webhook.id, `&delivery_id=${deliveryId}`)).toHaveLength(6);
    expect((await api.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(200);
  });

  it('shares the work with a second replica (ROLE=worker): every attempt made exactly once', async () => {
    const logFile = path.join(stack.dataDir, 'logs', 'webhook-dispatcher-worker-2.log');
    extraWorker = spawn(process.execPath, ['dist/apps/webhook-dispatcher/main.js'], {
      cwd: findRepoRoot(),
      env: {
        ...settings,
        ROLE: 'worker',
        OPS_PORT: '0',
        ...stack.planeEnv('webhook-worker'),
        WEBHOOK_DISPATCHER_URL: stack.addresses['webhook-dispatcher']!,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    extraWorker.stdout!.pipe(log);
    extraWorker.stderr!.pipe(log);
    await expectEventually(async () => expect(await readFile(logFile, 'utf8')).toContain('listening'), { timeoutMs: 15_000 });
    const dispatcherLog = stack.logFile('webhook-dispatcher');
    const remoteRecordsBefore = countRemoteRecords(await readFile(dispatcherLog, 'utf8'));

    const api = await freshApi(stack);
    const target = await receiver();
    // Slow answers and a failed first attempt: a second wave of jobs, each answered in 150 ms.
    target.setBehaviour(failFirst(1, 150));
    const webhook = await createWebhook(api, `${target.url}/replicas`);
    const contacts = [];
    for (let i = 0; i < 12; i += 1) contacts.push(await createContact(api, aContact()));

    await expectEventually(
      async () => {
        const succeeded = await logsOf(api, webhook.id, '&status=succeeded');
        expect(succeeded).toHaveLength(contacts.length);
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    await settle(PAUSE_MS + 500);

    const deliveryIds = [...new Set(target.received.map(deliveryIdOf))];
    expect(deliveryIds).toHaveLength(contacts.length);
    expect(target.received.map(contactIdOf).sort()).toEqual([...contacts.map((c) => c.id), ...contacts.map((c) => c.id)].sort());
    for (const deliveryId of deliveryIds) {
      expect(receiptsOf(target, deliveryId)).toHaveLength(2);
      const entries = await logsOf(api, webhook.id, `&delivery_id=${deliveryId}`);
      expect(entries.map((e) => e.attempt)).toEqual([2, 1]);
    }
    expect(await logsOf(api, webhook.id)).toHaveLength(contacts.length * 2);

    // The worker replica reports its attempts over gRPC: it made some of them.
    const remoteRecords = countRemoteRecords(await readFile(dispatcherLog, 'utf8')) - remoteRecordsBefore;
    expect(remoteRecords).toBeGreaterThan(0);
    expect(remoteRecords).toBeLessThan(contacts.length * 2);
    expect(extraWorker.exitCode).toBeNull();
  });
});

/** RecordAttempt calls served by the `all` replica: each is one attempt made by a worker replica. */
function countRemoteRecords(log: string): number {
  return log.split('\n').filter((line) => line.includes('RecordAttempt') && line.includes('rpc ok')).length;
}
