import { WORKSPACE_PLANS } from '@wbk/contracts';
import { LATENCY_BUCKETS, counter, histogram } from '@wbk/platform';

const requests = counter({
  name: 'wbk_http_requests_total',
  help: 'Public API requests, by route template (never the raw path), method and status.',
  labelNames: ['route', 'method', 'status'],
});
const requestSeconds = histogram({
  name: 'wbk_http_request_duration_seconds',
  help: 'Public API request latency, by route template and method.',
  labelNames: ['route', 'method'],
  buckets: LATENCY_BUCKETS,
});
const rateLimited = counter({ name: 'wbk_rate_limit_rejections_total', help: 'Calls refused with 429 by the per-key limits, by plan.', labelNames: ['plan'] });
// Zero from the start so rate() sees the first rejection of each plan.
for (const plan of WORKSPACE_PLANS) rateLimited.inc({ plan }, 0);

/** A request that matched no route template is counted under one label so probing cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

type RequestCounter = ReturnType<typeof requests.labels>;
type RequestTimer = ReturnType<typeof requestSeconds.labels>;

interface RouteMethodSeries {
  seconds: RequestTimer;
  byStatus: Map<number, RequestCounter>;
}

/**
 * Label children cached by route template, method and status: prom-client hashes the
 * label set on every inc/observe otherwise. Every key is from a closed set (templates,
 * the methods Node parses, HTTP statuses), so the cache is bounded.
 */
const seriesCache = new Map<string, Map<string, RouteMethodSeries>>();

function seriesOf(route: string, method: string): RouteMethodSeries {
  let byMethod = seriesCache.get(route);
  if (byMethod === undefined) {
    byMethod = new Map();
    seriesCache.set(route, byMethod);
  }
  let series = byMethod.get(method);
  if (series === undefined) {
    series = { seconds: requestSeconds.labels({ route, method }), byStatus: new Map() };
    byMethod.set(method, series);
  }
  return series;
}

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const series = seriesOf(route, method);
  let counter = series.byStatus.get(status);
  if (counter === undefined) {
    counter = requests.labels({ route, method, status });
    series.byStatus.set(status, counter);
  }
  counter.inc();
  series.seconds.observe(seconds);
}

export function countRateLimited(plan: string): void {
  rateLimited.inc({ plan });
}
