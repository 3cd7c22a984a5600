import { ERROR_CODES, ERROR_TABLE, GRPC_FALLBACK_CODE, GrpcStatus, codeFromGrpc, grpcStatusOf, httpStatusOf } from './error-codes';

describe('error table', () => {
  it('gives every code an HTTP error status and a non-OK gRPC status', () => {
    for (const code of ERROR_CODES) {
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
      expect(grpcStatusOf(code)).not.toBe(GrpcStatus.OK);
    }
    expect(Object.keys(ERROR_TABLE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('round-trips every code through gRPC when the code travels in metadata', () => {
    for (const code of ERROR_CODES) {
      expect(codeFromGrpc(grpcStatusOf(code), code)).toBe(code);
    }
  });

  it('falls back to a code whose gRPC status matches for foreign errors', () => {
    // Statuses with several codes of their own fall back to the most generic one of the same HTTP class.
    const widened: number[] = [GrpcStatus.OK, GrpcStatus.CANCELLED, GrpcStatus.UNKNOWN, GrpcStatus.DATA_LOSS, GrpcStatus.FAILED_PRECONDITION, GrpcStatus.OUT_OF_RANGE];
    for (const status of Object.values(GrpcStatus)) {
      if (!widened.includes(status)) expect(grpcStatusOf(codeFromGrpc(status))).toBe(status);
    }
    expect(codeFromGrpc(GrpcStatus.UNAVAILABLE)).toBe('service_unavailable');
    expect(codeFromGrpc(GrpcStatus.DEADLINE_EXCEEDED)).toBe('upstream_timeout');
    expect(codeFromGrpc(99)).toBe('internal_error');
    expect(codeFromGrpc(GrpcStatus.NOT_FOUND, 'made_up')).toBe('not_found');
    expect(Object.keys(GRPC_FALLBACK_CODE)).toHaveLength(17);
  });

  it('uses the spec statuses for the spec codes', () => {
    expect(httpStatusOf('insufficient_credits')).toBe(402);
    expect(httpStatusOf('rate_limited')).toBe(429);
    expect(httpStatusOf('provider_error')).toBe(502);
    expect(httpStatusOf('payload_too_large')).toBe(413);
    expect(httpStatusOf('unsupported_media_type')).toBe(415);
    expect(httpStatusOf('upstream_timeout')).toBe(504);
  });
});
