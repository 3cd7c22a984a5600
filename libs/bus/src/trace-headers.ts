import { headers, type MsgHdrs } from '@nats-io/transport-node';
import { propagation } from '@opentelemetry/api';
import { activeTraceCarrier, traceCarrierOf, type TraceCarrier } from '@wbk/telemetry';
import type { EventEnvelope } from '@wbk/contracts';

/**
 * NATS has no instrumentation, so the trace context crosses it by hand: the
 * write that queues an event stores the context of its request with the
 * outbox entry, the relay sends it as message headers, and every consumer
 * handles the event in a span that is a child of it.
 */
export const OUTBOX_TRACE_FIELD = '_trace';

/** An outbox entry: the event, plus the trace context of the request that wrote it when one was traced. */
export type OutboxEntry = EventEnvelope & { [OUTBOX_TRACE_FIELD]?: TraceCarrier };

/** Stamps events about to be written with the active trace context; unchanged when nothing is traced. */
export function tracedEntries(events: EventEnvelope[]): OutboxEntry[] {
  const carrier = activeTraceCarrier();
  return carrier ? events.map((event) => ({ ...event, [OUTBOX_TRACE_FIELD]: carrier })) : events;
}

/** The stored context of an entry; an empty carrier (publish with no parent) when it has none. */
export function entryTraceCarrier(entry: unknown): TraceCarrier {
  const stored = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[OUTBOX_TRACE_FIELD] : undefined;
  return traceCarrierOf(stored) ?? {};
}

export function traceHeaders(carrier: TraceCarrier | undefined): MsgHdrs | undefined {
  if (!carrier) return undefined;
  const hdrs = headers();
  for (const [name, value] of Object.entries(carrier)) hdrs.set(name, value);
  return hdrs;
}

/** Headers carrying the active trace context, for a message published outside the outbox; undefined when nothing is traced. */
export function activeTraceHeaders(): MsgHdrs | undefined {
  return traceHeaders(activeTraceCarrier());
}

/** The trace fields the configured propagator uses, read from a message; an empty carrier (a new trace) when absent. */
export function headersTraceCarrier(hdrs: MsgHdrs | undefined): TraceCarrier {
  const carrier: TraceCarrier = {};
  if (!hdrs) return carrier;
  for (const name of propagation.fields()) {
    const value = hdrs.get(name);
    if (value) carrier[name] = value;
  }
  return carrier;
}
