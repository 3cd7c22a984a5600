import { ROOT_CONTEXT, SpanKind, context, propagation, trace, type SpanContext } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { EVENT_EXAMPLES, type EventEnvelope } from '@wbk/contracts';
import { startConsumer, type Consumer } from './consumer';
import { newEvent } from './new-event';
import { OUTBOX_FIELD, outboxUpdate, withOutbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { TempStores } from './testing/temp-store.fixture';
import { eventually, startBusFixture, type BusFixture } from './testing/bus.fixture';
import { OUTBOX_TRACE_FIELD, headersTraceCarrier, traceHeaders } from './trace-headers';

/**
 * The trace context of a write crosses the outbox and NATS: stored with the
 * outbox entry, sent as message headers by the relay (in a producer span), and
 * continued by the consumer (in a consumer span around the handler).
 */
describe('trace context through the outbox and NATS (real nats-server)', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const tracer = provider.getTracer('spec');
  let fx: BusFixture;
  const stores = new TempStores();
  const running: Array<OutboxRelay | Consumer> = [];
  let durableSeq = 0;

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(provider);
    fx = await startBusFixture();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    await stores.closeAll();
    exporter.reset();
  });
  afterAll(async () => {
    await fx?.close();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  /** Runs `write` inside a "request" span, as a gRPC handler runs inside its server span. */
  async function inRequest<T>(write: () => Promise<T>): Promise<{ result: T; request: SpanContext }> {
    return tracer.startActiveSpan('request', async (span) => {
      try {
        return { result: await write(), request: span.spanContext() };
      } finally {
        span.end();
      }
    });
  }

  /** Relays `contacts` and records the span context each handled event of `workspaceId` ran in. */
  async function relayAndConsume(workspaceId: string): Promise<Map<string, SpanContext | undefined>> {
    const store = await stores.open();
    const handled = new Map<string, SpanContext | undefined>();
    const consumer = await startConsumer({
      bus: fx.bus,
      events: ['contact.created', 'contact.updated'],
      filterSubject: 'events.contact.*',
      durable: `trace_spec_${++durableSeq}`,
      store,
      logger: fx.logger,
      handler: async (event) => {
        if (event.workspace_id === workspaceId) handled.set(event.id, trace.getActiveSpan()?.spanContext());
      },
    });
    running.push(consumer);
    return handled;
  }

  function startRelay(store: Awaited<ReturnType<TempStores['open']>>): void {
    const relay = new OutboxRelay({ store, bus: fx.bus, collections: ['contacts'], logger: fx.logger, sweepIntervalMs: 60_000 });
    running.push(relay);
    // Outside any span, like the sweep: the relay must use the stored context, not the one it runs in.
    context.with(ROOT_CONTEXT, () => relay.start());
  }

  const spansNamed = (name: string): ReadableSpan[] => exporter.getFinishedSpans().filter((s) => s.name === name);

  it('stores the active trace context with each outbox entry, and nothing outside a span', async () => {
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_store', data: EVENT_EXAMPLES['contact.created'] });
    const { result: traced, request } = await inRequest(async () => ({ doc: withOutbox({ _id: 'a' }, [event]), update: outboxUpdate([event]) }));
    const [entry] = traced.doc[OUTBOX_FIELD] as Array<EventEnvelope & Record<string, unknown>>;
    const traceparent = `00-${request.traceId}-${request.spanId}-01`;
    expect(entry).toEqual({ ...event, [OUTBOX_TRACE_FIELD]: { traceparent } });
    expect(traced.update).toEqual({ $push: { [OUTBOX_FIELD]: { $each: [{ ...event, [OUTBOX_TRACE_FIELD]: { traceparent } }] } }, $set: { _outbox_pending: true } });

    const untraced = withOutbox({ _id: 'b' }, [event]);
    expect(untraced[OUTBOX_FIELD]).toEqual([event]);
  });

  it('continues the trace of the write in a producer span and a consumer span around the handler', async () => {
    const store = await stores.open();
    const created = newEvent({ type: 'contact.created', workspaceId: 'ws_trace', data: EVENT_EXAMPLES['contact.created'] });
    const updated = newEvent({ type: 'contact.updated', workspaceId: 'ws_trace', data: EVENT_EXAMPLES['contact.updated'] });
    const { request: first } = await inRequest(() => store.collection('contacts').insertOne(withOutbox({ _id: 'c1' }, [created])));
    const { request: second } = await inRequest(() => store.collection('contacts').updateOne({ _id: 'c1' }, outboxUpdate([updated])));
    expect(second.traceId).not.toBe(first.traceId);

    const handled = await relayAndConsume('ws_trace');
    startRelay(store);
    await eventually(async () => expect(handled.size).toBe(2));

    // Each event continues the trace of the write that queued it, even though one relay pass published both.
    // Eventually: a producer span ends when the publish is acknowledged, which can come after the delivery.
    await eventually(async () => {
    for (const [event, request] of [[created, first], [updated, second]] as const) {
      const producer = spansNamed(`publish events.${event.event}`).find((s) => s.spanContext().traceId === request.traceId);
      const consumer = spansNamed(`process events.${event.event}`).find((s) => s.spanContext().traceId === request.traceId);
      expect(producer?.kind).toBe(SpanKind.PRODUCER);
      expect(producer?.parentSpanContext?.spanId).toBe(request.spanId);
      expect(consumer?.kind).toBe(SpanKind.CONSUMER);
      expect(consumer?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
      expect(handled.get(event.id)).toEqual(consumer?.spanContext());
    }
    });
  });

  it('publishes an event written outside any trace without trace headers or a producer span; its consumer starts a new trace', async () => {
    const store = await stores.open();
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_untraced', data: EVENT_EXAMPLES['contact.created'] });
    await store.collection('contacts').insertOne(withOutbox({ _id: 'u1' }, [event]));

    const handled = await relayAndConsume('ws_untraced');
    startRelay(store);
    await eventually(async () => expect(handled.has(event.id)).toBe(true));

    // Eventually: the consumer span ends after the handler has returned, so it can reach the exporter a moment later.
    await eventually(async () => {
      const consumer = spansNamed('process events.contact.created').find((s) => s.spanContext().spanId === handled.get(event.id)?.spanId);
      expect(consumer).toBeDefined();
      expect(consumer?.parentSpanContext).toBeUndefined();
    });
    expect(spansNamed('publish events.contact.created')).toEqual([]);
  });

  it('reads back exactly the fields the propagator uses from message headers', () => {
    const carrier = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'vendor=value' };
    const headers = traceHeaders(carrier)!;
    headers.set('Nats-Msg-Id', 'not trace context');
    expect(headersTraceCarrier(headers)).toEqual(carrier);
    expect(headersTraceCarrier(undefined)).toEqual({});
    expect(traceHeaders(undefined)).toBeUndefined();
  });
});
