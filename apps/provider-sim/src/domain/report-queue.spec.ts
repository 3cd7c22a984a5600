import { createLogger } from '@wbk/platform';
import type { ProviderReport } from './provider-report';
import type { Provider } from './providers';
import { ReportQueue, type ReportPost } from './report-queue';

const logger = createLogger({ service: 'report-queue-test', level: 'silent' });

function report(id: string): ProviderReport {
  return { id, type: 'delivered', message_id: 'cha_000000000000000000000001', account_id: 'ws-1', recipient: 'C0123456', occurred_at: '2026-03-01T10:00:00.000Z' };
}

function settled(queue: ReportQueue): Promise<void> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (queue.stats().pending === 0) {
        clearInterval(poll);
        resolve();
      }
    }, 2);
  });
}

describe('ReportQueue', () => {
  let queue: ReportQueue | undefined;
  afterEach(() => queue?.close());

  it('retries a report until the receiver answers 2xx, each time the same report', async () => {
    const statuses = [500, 0, 503, 204];
    const attempts: Array<{ provider: Provider; report: ProviderReport }> = [];
    const post: ReportPost = async (provider, r) => {
      attempts.push({ provider, report: r });
      return statuses.shift() ?? 200;
    };
    queue = new ReportQueue({ post, logger, retryMs: [1, 2, 3] });
    queue.enqueue('chat_a', report('r1'), 0);
    await settled(queue);
    expect(attempts).toHaveLength(4);
    expect(attempts.every((a) => a.provider === 'chat_a' && a.report.id === 'r1')).toBe(true);
    expect(queue.stats()).toEqual({ pending: 0, delivered: 1, dropped: 0 });
  });

  it('counts a post that throws as a failed attempt', async () => {
    let calls = 0;
    queue = new ReportQueue({
      post: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection reset');
        return 200;
      },
      logger,
      retryMs: [1],
    });
    queue.enqueue('mail_provider_a', report('r1'), 0);
    await settled(queue);
    expect(calls).toBe(2);
    expect(queue.stats().delivered).toBe(1);
  });

  it('gives a report up after maxAttempts', async () => {
    let calls = 0;
    queue = new ReportQueue({
      post: async () => {
        calls += 1;
        return 500;
      },
      logger,
      retryMs: [1],
      maxAttempts: 3,
    });
    queue.enqueue('chat_b', report('r1'), 0);
    await settled(queue);
    expect(calls).toBe(3);
    expect(queue.stats()).toEqual({ pending: 0, delivered: 0, dropped: 1 });
  });

  it('waits the delay before the first attempt and never blocks enqueue', async () => {
    const seen: number[] = [];
    const start = Date.now();
    queue = new ReportQueue({ post: async () => (seen.push(Date.now() - start), 200), logger });
    queue.enqueue('chat_a', report('r1'), 60);
    expect(seen).toEqual([]);
    await settled(queue);
    expect(seen[0]).toBeGreaterThanOrEqual(55);
  });

  it('holds at most maxPending reports; beyond, new ones are dropped', async () => {
    queue = new ReportQueue({ post: async () => 200, logger, maxPending: 2 });
    for (const id of ['r1', 'r2', 'r3']) queue.enqueue('chat_a', report(id), 5);
    expect(queue.stats()).toEqual({ pending: 2, delivered: 0, dropped: 1 });
    await settled(queue);
    expect(queue.stats()).toEqual({ pending: 0, delivered: 2, dropped: 1 });
  });

  it('posts nothing after close', async () => {
    let calls = 0;
    queue = new ReportQueue({ post: async () => (calls += 1, 200), logger });
    queue.enqueue('chat_a', report('r1'), 5);
    queue.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });
});
