import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
  type Attributes,
  type Context,
} from '@opentelemetry/api';

/**
 * A trace context written as text (W3C `traceparent`, and `tracestate` when
 * there is one), for hops no instrumentation covers: a document's outbox and
 * NATS message headers. Empty when no span is active or tracing is off.
 */
export type TraceCarrier = Record<string, string>;

/** The context of the span running now, to be stored with the work it caused; undefined when there is none. */
export function activeTraceCarrier(): TraceCarrier | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/** Reads a carrier back from anything that stored one; whatever is not a string map is ignored. */
export function traceCarrierOf(value: unknown): TraceCarrier | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const carrier: TraceCarrier = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') carrier[key] = text;
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

export interface SpanOptions {
  kind: 'producer' | 'consumer' | 'internal';
  /** The remote parent (an empty carrier: none); omitted, the span continues the active context. */
  parent?: TraceCarrier | undefined;
  attributes?: Attributes;
}

const KINDS = { producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER, internal: SpanKind.INTERNAL } as const;

/**
 * Runs `work` inside a new span (a child of `parent` when given) and ends it
 * when `work` settles, marking it failed if `work` throws. Without an SDK the
 * tracer is a no-op and this is a plain call.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T> {
  return startSpan(name, options, contextOf(options.parent), () => work());
}

/** An empty carrier means "no parent" (a new trace), an absent one "the active context". */
function contextOf(parent: TraceCarrier | undefined): Context {
  return parent ? propagation.extract(ROOT_CONTEXT, parent) : context.active();
}

function startSpan<T>(name: string, options: SpanOptions, parentContext: Context, work: (spanContext: Context) => Promise<T>): Promise<T> {
  const tracer = trace.getTracer('@wbk/telemetry');
  return tracer.startActiveSpan(name, { kind: KINDS[options.kind], ...(options.attributes ? { attributes: options.attributes } : {}) }, parentContext, async (span) => {
    try {
      return await work(context.active());
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * Like inSpan, but only continues a trace: when the parent context (`parent`,
 * or the active one) holds no span, `work` runs without one and gets no
 * carrier, so background work (a sweep, a retry) never starts traces of its
 * own. Otherwise `work` gets the carrier of the new span, to send along.
 */
export function continueTrace<T>(name: string, options: SpanOptions, work: (carrier: TraceCarrier | undefined) => Promise<T>): Promise<T> {
  const parentContext = contextOf(options.parent);
  if (!trace.getSpan(parentContext)) return work(undefined);
  return startSpan(name, options, parentContext, (spanContext) => {
    const carrier: TraceCarrier = {};
    propagation.inject(spanContext, carrier);
    return work(carrier);
  });
}

/**
 * `trace_id` and `span_id` of the active span, for log lines; empty outside a
 * span. Always a new object: pino merges the line's own fields into it.
 */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) return {};
  const { traceId, spanId } = spanContext;
  return { trace_id: traceId, span_id: spanId };
}
