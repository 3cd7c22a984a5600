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

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  requests.inc({ route, method, status });
  requestSeconds.observe({ route, method }, seconds);
}

export function countRateLimited(plan: string): void {
  rateLimited.inc({ plan });
}
