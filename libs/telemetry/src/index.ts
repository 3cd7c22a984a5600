export { startTracing, stopTracing, tracingSettings, type TracingSettings } from './tracing';
export { activeTraceCarrier, activeTraceIds, continueTrace, inSpan, traceCarrierOf, type SpanOptions, type TraceCarrier } from './trace-context';
