// Write with fan-out: POST /v1/contacts through the gateway in a workspace whose
// webhook is subscribed to contact.created, so each request is the CRM's write
// and outbox, the audit entry, the event on JetStream and its consumers, and the
// dispatcher's archive, delivery record and HTTPS delivery. The CPU is counted
// from the start of the measured run until the stack is idle again, so what a
// write causes after its answer is in the figure, and every delivery is checked
// to have arrived. Runs on the gateway section's stack, started with
// writeFanoutStackEnv. The receiver runs in this process (the bench), whose
// CPU the figure leaves out with autocannon's: it stands for the subscriber.
import autocannon from 'autocannon';
import { startHttpsReceiver, type ApiClient, type Stack } from '@wbk/testing';
import { formatCpu, perfRecord, stackPids, startCpuMeter, waitForIdle, type CpuPerOp } from './process-cpu';
import { workflowLatencyStackEnv } from './workflow-latency.bench';

export interface WriteFanoutFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests autocannon counted in the measured run, and those answered 2xx. */
  requests: number;
  answered2xx: number;
  /**
   * Contacts the workspace gained over the measured run: the writes the CPU was spent on, and
   * what it is divided by. The requests in flight when autocannon stops are not in its count,
   * but the stack still makes their contacts (up to one per connection more).
   */
  created: number;
  /** contact.created deliveries the receiver got for the measured run, and how many distinct contacts they named. */
  deliveries: number;
  distinctContacts: number;
  /** CPU µs per write of each process, from the run's start until the stack was idle; `bench` is this process. */
  cpu: CpuPerOp;
  settleSeconds: number;
}

/** The dispatcher may deliver to this process's loopback receiver and trusts its self-signed certificate. */
export const writeFanoutStackEnv = workflowLatencyStackEnv;

/** Counts contact.created deliveries and the contacts they name. */
async function startCountingReceiver(): Promise<{ url: string; counts(): { deliveries: number; contacts: number }; close(): Promise<void> }> {
  let deliveries = 0;
  const contacts = new Set<string>();
  const receiver = await startHttpsReceiver({
    record: false,
    handler: (_req, res, rawBody) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      const body = JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: { contact?: { id?: string } } };
      if (body.event !== 'contact.created') return;
      deliveries += 1;
      if (body.data?.contact?.id !== undefined) contacts.add(body.data.contact.id);
    },
  });
  return { url: receiver.url, counts: () => ({ deliveries, contacts: contacts.size }), close: () => receiver.close() };
}

async function contactTotal(api: ApiClient): Promise<number> {
  const page = await api.get('/v1/contacts?per_page=1');
  if (page.status !== 200) throw new Error(`GET /v1/contacts answered ${page.status}`);
  return (page.body as { meta: { total: number } }).meta.total;
}

export async function measureWriteFanout(stack: Stack, connections: number, durationS: number): Promise<WriteFanoutFigures> {
  const receiver = await startCountingReceiver();
  try {
    const workspace = await stack.admin.createWorkspace({ name: 'Bench Fan-out LLP', plan: 'org' });
    await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
    const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
    const api = stack.api(key);
    const webhook = await api.post('/v1/webhooks', { url: `${receiver.url}/contacts`, events: ['contact.created'], description: 'bench subscriber' });
    if (webhook.status !== 201) throw new Error(`POST /v1/webhooks answered ${webhook.status}: ${JSON.stringify(webhook.body)}`);
    // The same body every time, no idempotency key: each request creates a contact of its own (checked below).
    const target = {
      url: `${stack.baseUrl}/v1/contacts`,
      method: 'POST' as const,
      connections,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@hartley-llp.example' }),
    };
    const processes = stackPids(stack);
    await autocannon({ ...target, duration: 2 });
    // Starting on an idle stack keeps the warm-up's deliveries out of the figure.
    await waitForIdle(processes);
    const contactsBefore = await contactTotal(api);
    const receivedBefore = receiver.counts();
    const meter = startCpuMeter(processes);
    const recording = perfRecord(processes);
    const result = await autocannon({ ...target, duration: durationS });
    await recording.stop();
    const settleMs = await waitForIdle(processes);
    const created = (await contactTotal(api)) - contactsBefore;
    const cpu = meter.perOp(Math.max(1, created));
    const received = receiver.counts();
    return {
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      requests: result.requests.total,
      answered2xx: result['2xx'],
      created,
      deliveries: received.deliveries - receivedBefore.deliveries,
      distinctContacts: received.contacts - receivedBefore.contacts,
      cpu,
      settleSeconds: settleMs / 1000,
    };
  } finally {
    await receiver.close();
  }
}

/** Every answered write made a contact of its own, and every contact was delivered once. */
export function writeFanoutComplete(figures: WriteFanoutFigures): boolean {
  const everyWriteCreated = figures.created >= figures.answered2xx && figures.created > 0;
  return everyWriteCreated && figures.deliveries === figures.created && figures.distinctContacts === figures.created;
}

export function writeFanoutReport(f: WriteFanoutFigures): string[] {
  return [
    `POST /v1/contacts with a webhook on contact.created: ${f.reqPerSec.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}`,
    `CPU µs per write, from the run's start until the stack was idle (${f.settleSeconds.toFixed(1)} s after the last answer; bench = autocannon and the receiver): ${formatCpu(f.cpu)}`,
    `contacts created ${f.created} (the CPU is divided by these) for ${f.requests} requests counted, ${f.answered2xx} answered 2xx (the rest were in flight when the run stopped); deliveries received ${f.deliveries} naming ${f.distinctContacts} contacts: ${writeFanoutComplete(f) ? 'every delivery arrived once' : 'NOT every write was delivered once'}`,
  ];
}
