import { Counter, Gauge, Histogram, collectDefaultMetrics, register, type CounterConfiguration, type GaugeConfiguration, type HistogramConfiguration } from 'prom-client';

/**
 * The one Prometheus registry of a process, served on the ops port at `GET /metrics`.
 * Metrics are declared where they are measured (gateway, rpc, bus, services) through
 * the helpers below, which return the already-registered metric when a module is
 * loaded twice, so a name is never declared with two shapes.
 */

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

export interface MetricSample {
  /** The series name: the metric's own, or a histogram's `_bucket`/`_sum`/`_count`. */
  name: string;
  labels: Readonly<Record<string, string | number | undefined>>;
  value: number;
}

/** The current samples of one metric (none when it is not registered); what specs read after a call. */
export async function readMetric(name: string): Promise<MetricSample[]> {
  const metric = register.getSingleMetric(name);
  if (metric === undefined) return [];
  const { values } = await metric.get();
  return values.map((v) => ({ name: (v as { metricName?: string }).metricName ?? name, labels: v.labels, value: v.value }));
}

/** The value of the first sample of `series` (default: the metric itself) whose labels include `labels`. */
export async function sampleValue(metric: string, labels: Record<string, string | number> = {}, series = metric): Promise<number | undefined> {
  const samples = await readMetric(metric);
  return samples.find((s) => s.name === series && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value;
}
