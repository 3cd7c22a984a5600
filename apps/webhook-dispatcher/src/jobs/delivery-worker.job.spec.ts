/**
 * The delivery worker against a real nats-server, with the data side and the
 * sender stood in: which jobs it attempts, in which order.
 */
import { connectBus, type Bus } from '@wbk/bus';
import { createLogger } from '@wbk/platform';
import { expectEventually, startNatsServer, type NatsServerHandle } from '@wbk/testing';
import type { AttemptSender, AttemptVerdict, DeliveryBackend, DeliveryTarget } from '../app/delivery-backend';
import { ensureJobsStream, publishJob } from '../events/jobs-stream';
import { DeliveryWorkerJob } from './delivery-worker.job';

jest.setTimeout(60_000);

const logger = createLogger({ service: 'delivery-worker-test', level: 'silent' });
const WS_A = '11111111-1111-4111-8111-111111111111';
const WS_B = '22222222-2222-4222-8222-222222222222';
const CONCURRENCY = 16;

let nats: NatsServerHandle;
let bus: Bus;
let worker: DeliveryWorkerJob | undefined;

beforeEach(async () => {
  nats = await startNatsServer();
  bus = await connectBus({ servers: nats.url, name: 'worker-test', logger });
  await ensureJobsStream(bus.jsm);
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await bus.close();
  await nats.stop();
});

/**
 * Every delivery `<webhook>/<n>` goes to https://<webhook>.example/. A's
 * endpoints are down the slow way: each attempt hangs (as until the 10 s
 * time-out) and then fails; B's endpoint answers at once.
 */
class FailingEndpoints implements DeliveryBackend, AttemptSender {
  readonly attempted: string[] = [];
  private readonly hanging: Array<() => void> = [];
  private released = false;

  /** The time-outs fire: every hanging attempt ends, failed. */
  release(): void {
    this.released = true;
    for (const end of this.hanging.splice(0)) end();
  }

  async getTarget(deliveryId: string): Promise<DeliveryTarget> {
    const webhookId = deliveryId.split('/')[0] ?? '';
    return { deliverable: true, skip_reason: '', delivery_id: deliveryId, webhook_id: webhookId, url: `https://${webhookId}.example/`, secret: 's', body: '{}', event: 'contact.created', not_due_ms: 0 };
  }

  async recordAttempt(): Promise<AttemptVerdict> {
    return { attempt: 2, final: true, next_delay_ms: 0 };
  }

  async send(request: { url: string; headers: Record<string, string> }) {
    this.attempted.push(request.headers['X-Service-Delivery-ID'] ?? request.url);
    if (request.url.startsWith('https://b-hook')) return { ok: true, statusCode: 200, durationMs: 1, responseExcerpt: '', error: null };
    if (!this.released) await new Promise<void>((resolve) => this.hanging.push(resolve));
    return { ok: false, statusCode: null, durationMs: 10_000, responseExcerpt: '', error: 'timeout' };
  }
}

describe('DeliveryWorkerJob fairness across workspaces', () => {
  it("attempts workspace B's one due retry within the first batch while workspace A has thousands due to failing endpoints", async () => {
    const endpoints = new FailingEndpoints();
    // A's flood reaches the stream first, B's single retry last.
    for (let i = 0; i < 2_000; i += 1) {
      const webhookId = `a-hook-${i % 50}`;
      await publishJob(bus.js, { delivery_id: `${webhookId}/${i}`, webhook_id: webhookId, workspace_id: WS_A, event_id: `e${i}`, manual: false, not_before: 0 }, `a-${i}`);
    }
    await publishJob(bus.js, { delivery_id: 'b-hook/1', webhook_id: 'b-hook', workspace_id: WS_B, event_id: 'eb', manual: false, not_before: 0 }, 'b-1');

    worker = new DeliveryWorkerJob({
      js: bus.js,
      jsm: bus.jsm,
      backend: endpoints,
      sender: endpoints,
      sign: () => 'sha256=x',
      logger,
      timeoutMs: 1_000,
      concurrency: CONCURRENCY,
      maxPerEndpoint: 8,
      maxPerWorkspace: 4,
    });
    await worker.start();
    try {
      await expectEventually(() => expect(endpoints.attempted).toContain('b-hook/1'));
      // While A's first attempts still hang: B never waited for A's flood to drain.
      expect(endpoints.attempted.indexOf('b-hook/1')).toBeLessThan(CONCURRENCY);
    } finally {
      endpoints.release();
    }
  });
});

describe('DeliveryWorkerJob and next_attempt_at', () => {
  it('puts back a job the data side says is not due yet, and attempts it once it is', async () => {
    const endpoints = new FailingEndpoints();
    const looks: number[] = [];
    const dueAt = Date.now() + 300;
    const backend: DeliveryBackend = {
      async getTarget(deliveryId) {
        looks.push(Date.now());
        const notDue = Math.max(0, dueAt - Date.now());
        if (notDue > 0) return { deliverable: false, skip_reason: 'not_due', delivery_id: deliveryId, webhook_id: '', url: '', secret: '', body: '', event: '', not_due_ms: notDue };
        return endpoints.getTarget(deliveryId);
      },
      recordAttempt: () => endpoints.recordAttempt(),
    };
    await publishJob(bus.js, { delivery_id: 'b-hook/early', webhook_id: 'b-hook', workspace_id: WS_B, event_id: 'e', manual: false, not_before: 0 }, 'b-early');
    worker = new DeliveryWorkerJob({ js: bus.js, jsm: bus.jsm, backend, sender: endpoints, sign: () => 'sha256=x', logger, timeoutMs: 1_000, concurrency: 4, maxPerEndpoint: 4, maxPerWorkspace: 4 });
    await worker.start();
    await expectEventually(() => expect(endpoints.attempted).toEqual(['b-hook/early']));
    expect(looks.length).toBeGreaterThanOrEqual(2);
  });
});

