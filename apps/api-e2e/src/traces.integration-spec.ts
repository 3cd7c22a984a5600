/**
 * Distributed tracing end to end: every app exports spans over OTLP/HTTP (JSON)
 * to a receiver started here. One public request must be one trace, from the
 * gateway through gRPC to the CRM's write, across NATS (the outbox keeps the
 * request's trace context, the relay sends it as headers) to the webhook
 * dispatcher and the workflow engine, and out to the webhook POSTs, which carry
 * that trace's `traceparent`.
 */
import { aContact, expectEventually, startHttpsReceiver, startOtlpReceiver, startStack, type CollectedSpan, type HttpsReceiver, type HttpsReceiverOptions, type OtlpReceiver, type ReceivedRequest, type Stack } from '@wbk/testing';
import { contactIdOf, createContact, createWebhook, dispatcherEnv, failFirst, freshApi, writeReceiverCa } from './webhooks.support';
import { aWorkflow, createWorkflow, engineEnv } from './workflows.support';

const SPAN_KIND_SERVER = 2;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

function traceparentOf(request: ReceivedRequest): { traceId: string; spanId: string } {
  const header = request.headers['traceparent'];
  const match = typeof header === 'string' ? TRACEPARENT.exec(header) : null;
  if (!match) throw new Error(`no valid traceparent on ${request.method} ${request.path}: ${String(header)}`);
  return { traceId: match[1]!, spanId: match[2]! };
}

describe('traces', () => {
  let otlp: OtlpReceiver;
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  const receivers: HttpsReceiver[] = [];

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    ca = await writeReceiverCa();
    stack = await startStack({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100' },
      appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file), 'workflow-engine': engineEnv() },
    });
  });

  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await stack?.stop();
    await otlp?.close();
    await ca?.remove();
  });

  async function receiver(options: HttpsReceiverOptions = {}): Promise<HttpsReceiver> {
    const started = await startHttpsReceiver(options);
    receivers.push(started);
    return started;
  }

  it('one POST /v1/contacts is one trace across the gateway, the CRM, the dispatcher and the workflow engine, out to every webhook POST (a retry included)', async () => {
    const api = await freshApi(stack);
    // The first attempt fails: the retry is a job on the dispatcher's own stream, which must carry the trace too.
    const hooks = await receiver({ handler: failFirst(1) });
    const actions = await receiver();
    await createWebhook(api, `${hooks.url}/hook`, ['contact.created']);
    await createWorkflow(
      api,
      aWorkflow({ condition_field: 'job_title', condition_operator: 'changed_to', condition_value: 'Trace Lead', action_type: 'webhook', action_config: { url: `${actions.url}/action` } }),
    );

    const contact = await createContact(api, aContact({ job_title: 'Trace Lead' }));

    const [delivery, retry] = await expectEventually(() => {
      const attempts = hooks.received.filter((r) => contactIdOf(r) === contact.id);
      expect(attempts).toHaveLength(2);
      return attempts;
    }, { timeoutMs: 20_000 });
    const action = await expectEventually(() => {
      expect(actions.received).toHaveLength(1);
      return actions.received[0]!;
    }, { timeoutMs: 20_000 });
    const { traceId, spanId: deliverySpanId } = traceparentOf(delivery!);
    expect(traceparentOf(retry!).traceId).toBe(traceId);
    // The workflow's webhook action belongs to the same trace as the event that triggered it.
    expect(traceparentOf(action).traceId).toBe(traceId);

    await expectEventually(() => {
      const trace = otlp.spans.filter((s) => s.traceId === traceId);
      const services = new Set(trace.map((s) => s.service));
      for (const service of ['gateway', 'crm', 'webhook-dispatcher', 'workflow-engine']) expect(services).toContain(service);
      // The span that sent the delivery (its traceparent's span id) was exported by the dispatcher.
      expect(trace.find((s) => s.spanId === deliverySpanId)?.service).toBe('webhook-dispatcher');
      // The trace starts at the public request: its only root is the gateway's server span.
      expect(trace.filter((s) => s.parentSpanId === '').map((s) => [s.service, s.kind])).toEqual([['gateway', SPAN_KIND_SERVER]]);
      // Every other span hangs off a span of the same trace: no hop dropped the context and started over.
      const ids = new Set(trace.map((s) => s.spanId));
      expect(trace.filter((s) => s.parentSpanId !== '' && !ids.has(s.parentSpanId)).map(spanLabel)).toEqual([]);
      // NATS is crossed by hand: a producer span in the CRM, a consumer span in each consumer.
      const labels = trace.map(spanLabel);
      expect(labels).toContain('crm: publish events.contact.created');
      expect(labels).toContain('webhook-dispatcher: process events.contact.created');
      expect(labels).toContain('workflow-engine: process events.contact.created');
    }, { timeoutMs: 20_000 });
  });
});

function spanLabel(span: CollectedSpan): string {
  return `${span.service}: ${span.name}`;
}
