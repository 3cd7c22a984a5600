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

/** Method paths come from proto definitions only, so both label sets stay bounded. */
export function observeServerCall(method: string, code: number, startedAt: number): void {
  serverCalls.inc({ method, code: grpcCodeName(code) });
  serverSeconds.observe({ method }, (performance.now() - startedAt) / 1000);
}

export function observeClientCall(method: string, code: number | undefined, startedAt: number): void {
  clientCalls.inc({ method, code: grpcCodeName(code) });
  clientSeconds.observe({ method }, (performance.now() - startedAt) / 1000);
}
