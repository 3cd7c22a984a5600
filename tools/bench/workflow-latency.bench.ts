// Workflow latency end to end (docs/performance.md, Workflow latency): the time from a
// contact update through the gateway (PATCH /v1/contacts/{id}) to the
// workflow's webhook action arriving at a local HTTPS receiver. The path:
// gateway -> CRM (write + outbox) -> JetStream contact.updated -> workflow
// engine (condition, run record, breaker count) -> dispatcher SendOneOff
// (SSRF check, signing) -> HTTPS receiver. Updates are sequential (one in
// flight), so the figure is latency, not throughput.
//   TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx tools/bench/workflow-latency.bench.ts
//   (BENCH_WORKFLOW_UPDATES, default 200; BENCH_WORKFLOW_WARMUP, default 20)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { selfSignedCert, startHttpsReceiver, startStack, type ApiClient, type Stack } from '@wbk/testing';

export interface WorkflowLatencyOptions {
  /** Measured updates (after the warm-up). */
  updates?: number;
  warmup?: number;
  /** Longest wait for one action before the run is declared broken. */
  timeoutMs?: number;
}

export interface WorkflowLatencyFigures {
  updates: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
}

/**
 * Settings a stack needs so the dispatcher may deliver to a loopback receiver
 * with this process's self-signed certificate (selfSignedCert() is one per
 * process, and startHttpsReceiver serves it). Pass them to startStack when
 * handing your own stack to measureWorkflowLatency.
 */
export async function workflowLatencyStackEnv(caFile: string): Promise<Record<string, Record<string, string>>> {
  await writeFile(caFile, (await selfSignedCert()).cert);
  return {
    'webhook-dispatcher': { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: caFile },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function ok(response: Promise<{ status: number; body: unknown }>, expected: number, what: string): Promise<Record<string, unknown>> {
  const answer = await response;
  if (answer.status !== expected) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: Record<string, unknown> }).data;
}

/**
 * Measures on `stack` (started with workflowLatencyStackEnv) or on a stack of
 * its own, which it stops before returning.
 */
export async function measureWorkflowLatency(stack?: Stack, options: WorkflowLatencyOptions = {}): Promise<WorkflowLatencyFigures> {
  const updates = options.updates ?? 200;
  const warmup = options.warmup ?? 20;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const dir = await mkdtemp(path.join(tmpdir(), 'wbk-workflow-bench-'));
  const ownStack = stack === undefined;
  // Arrival time per job title value: each update sets a fresh one, and the action's payload carries the entity.
  const waiting = new Map<string, (at: number) => void>();
  const receiver = await startHttpsReceiver({
    record: false,
    handler: (_req, res, rawBody) => {
      const at = performance.now();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      try {
        const body = JSON.parse(rawBody.toString('utf8')) as { data?: { entity?: { job_title?: string } } };
        const title = body.data?.entity?.job_title;
        if (title !== undefined) waiting.get(title)?.(at);
      } catch {
        // Not an action payload: ignored.
      }
    },
  });
  try {
    stack ??= await startStack({
      env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
      checkConformance: false,
      appEnv: await workflowLatencyStackEnv(path.join(dir, 'receiver-ca.pem')),
    });
    const workspace = await stack.admin.createWorkspace({ name: 'Workflow bench LLP', plan: 'org' });
    // The benchmark measures the path, not the limiter's verdicts.
    await stack.admin.setLimits(workspace.id, { daily: 1_000_000, minute: 100_000 });
    const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
    const api: ApiClient = stack.api(key);
    await ok(
      api.post('/v1/workflows', {
        name: 'Bench: title change to webhook',
        condition_entity: 'contact',
        condition_field: 'job_title',
        condition_operator: 'changed',
        condition_value: '',
        action_type: 'webhook',
        action_config: { url: `${receiver.url}/bench`, secret: 'workflow-bench-secret-0123456789' },
        // The breaker must not stop the run.
        max_triggers_per_day: 10_000,
      }),
      201,
      'POST /v1/workflows',
    );
    const contact = await ok(api.post('/v1/contacts', { first_name: 'Bench', last_name: 'Contact', email: `bench.${Date.now()}@example.com` }), 201, 'POST /v1/contacts');

    const once = async (title: string): Promise<number> => {
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no webhook action for ${title} within ${timeoutMs} ms`)), timeoutMs);
        waiting.set(title, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const started = performance.now();
      await ok(api.patch(`/v1/contacts/${String(contact['id'])}`, { job_title: title }), 200, 'PATCH /v1/contacts/{id}');
      const at = await arrived;
      waiting.delete(title);
      return at - started;
    };

    for (let i = 0; i < warmup; i++) await once(`warmup-${i}`);
    const latencies: number[] = [];
    for (let i = 0; i < updates; i++) latencies.push(await once(`bench-${i}`));
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      updates,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      meanMs: latencies.reduce((sum, v) => sum + v, 0) / latencies.length,
      maxMs: sorted[sorted.length - 1] ?? NaN,
    };
  } finally {
    await receiver.close();
    if (ownStack) await stack?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measureWorkflowLatency(undefined, {
    updates: Number(process.env['BENCH_WORKFLOW_UPDATES'] ?? 200),
    warmup: Number(process.env['BENCH_WORKFLOW_WARMUP'] ?? 20),
  })
    .then((figures) => {
      process.stdout.write(
        [
          `workflow latency: PATCH /v1/contacts/{id} through the gateway -> webhook action at a local HTTPS receiver, ${figures.updates} sequential updates after warm-up`,
          `p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms (mean ${figures.meanMs.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms)`,
          '',
        ].join('\n'),
      );
    })
    .catch((err: unknown) => {
      process.stderr.write(`workflow latency bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    });
}
