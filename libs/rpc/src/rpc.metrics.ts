import { performance } from 'node:perf_hooks';
import { status as GrpcCode } from '@grpc/grpc-js';
import { LATENCY_BUCKETS, counter, histogram } from '@wbk/platform';

const CODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(GrpcCode)
    .filter(([, value]) => typeof value === 'number')
    .map(([name, value]) => [value as number, name]),
);

/** The gRPC status name ('OK', 'NOT_FOUND', ...); a code outside the enum reads 'UNKNOWN'. */
export function grpcCodeName(code: number | undefined): string {
  return code === undefined ? 'UNKNOWN' : (CODE_NAMES[code] ?? 'UNKNOWN');
}

const serverCalls = counter({ name: 'wbk_grpc_server_calls_total', help: 'Unary gRPC calls served, by full method path and status code.', labelNames: ['method', 'code'] });
const serverSeconds = histogram({
  name: 'wbk_grpc_server_duration_seconds',
  help: 'Time to serve a unary gRPC call, by full method path.',
  labelNames: ['method'],
  buckets: LATENCY_BUCKETS,
});
const clientCalls = counter({
  name: 'wbk_grpc_client_calls_total',
  help: 'Unary gRPC call attempts made to peers, by full method path and status code.',
  labelNames: ['method', 'code'],
});
const clientSeconds = histogram({
  name: 'wbk_grpc_client_duration_seconds',
  help: 'Time of a unary gRPC call attempt to a peer, by full method path.',
  labelNames: ['method'],
  buckets: LATENCY_BUCKETS,
});

type CallCounter = ReturnType<typeof serverCalls.labels>;
type CallTimer = ReturnType<typeof serverSeconds.labels>;

interface MethodSeries {
  seconds: CallTimer;
  calls: Map<number, CallCounter>;
}

/**
 * Label children cached per method and code: prom-client hashes the label set on
 * every inc/observe otherwise, and these run on every call.
 */
function seriesOf(cache: Map<string, MethodSeries>, timer: typeof serverSeconds, method: string): MethodSeries {
  let series = cache.get(method);
  if (series === undefined) {
    series = { seconds: timer.labels({ method }), calls: new Map() };
    cache.set(method, series);
  }
  return series;
}

function callCounterOf(series: MethodSeries, counter: typeof serverCalls, method: string, code: number): CallCounter {
  let child = series.calls.get(code);
  if (child === undefined) {
    child = counter.labels({ method, code: grpcCodeName(code) });
    series.calls.set(code, child);
  }
  return child;
}

const serverSeries = new Map<string, MethodSeries>();
const clientSeries = new Map<string, MethodSeries>();

/** Method paths come from proto definitions only, so both label sets stay bounded. */
export function observeServerCall(method: string, code: number, startedAt: number): void {
  const series = seriesOf(serverSeries, serverSeconds, method);
  callCounterOf(series, serverCalls, method, code).inc();
  series.seconds.observe((performance.now() - startedAt) / 1000);
}

export function observeClientCall(method: string, code: number | undefined, startedAt: number): void {
  const series = seriesOf(clientSeries, clientSeconds, method);
  callCounterOf(series, clientCalls, method, code ?? GrpcCode.UNKNOWN).inc();
  series.seconds.observe((performance.now() - startedAt) / 1000);
}
