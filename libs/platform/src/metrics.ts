import { Counter, Gauge, Histogram, collectDefaultMetrics, register, type CounterConfiguration, type GaugeConfiguration, type HistogramConfiguration } from 'prom-client';

/**
 * The one Prometheus registry of a process, served on the ops port at `GET /metrics`.
 * Metrics are declared where they are measured (gateway, rpc, bus, services) through
 * the helpers below, which return the already-registered metric when a module is
 * loaded twice, so a name is never declared with two shapes.
 */
export const metricsRegistry = register;

/** Seconds buckets for calls that mostly take milliseconds but can wait on a deadline. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let defaultsFor: string | undefined;

/** Process defaults (CPU, memory, event loop lag, GC, handles) plus an `app` label on every series. */
export function enableProcessMetrics(app: string): void {
  if (defaultsFor !== undefined) return;
  defaultsFor = app;
  register.setDefaultLabels({ app });
  collectDefaultMetrics({ register });
}

export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return (register.getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter<L>(config);
}

export function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return (register.getSingleMetric(config.name) as Gauge<L> | undefined) ?? new Gauge<L>(config);
}

export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return (register.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new Histogram<L>(config);
}

/** The exposition text and its content type, for the ops listener. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
