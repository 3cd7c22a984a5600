import * as grpc from '@grpc/grpc-js';
import { AppError } from '@wbk/platform';
import { ERROR_CODE_KEY, ERROR_DETAILS_KEY, mapGrpcError, toGrpcError } from './grpc-error.mapper';
import { silentLogger } from './testing/echo.fixture';

function callError(code: grpc.status, details: string, metadata = new grpc.Metadata()): grpc.ServiceError {
  return Object.assign(new Error(details), { code, details, metadata });
}

describe('toGrpcError', () => {
  it('keeps the code in trailers and escapes details to printable ASCII', () => {
    const status = toGrpcError(new AppError('validation_error', 'name: too long', { fields: [{ field: 'name', message: 'café ≠ 😀' }] }), silentLogger);
    expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(status.details).toBe('name: too long');
    expect(status.metadata.get(ERROR_CODE_KEY)).toEqual(['validation_error']);
    const raw = status.metadata.get(ERROR_DETAILS_KEY)[0] as string;
    expect(raw).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(raw)).toEqual({ fields: [{ field: 'name', message: 'café ≠ 😀' }] });
  });

  it('omits the details trailer when there are none', () => {
    expect(toGrpcError(new AppError('not_found', 'Contact not found'), silentLogger).metadata.get(ERROR_DETAILS_KEY)).toEqual([]);
  });

  it('still answers the business error when its details cannot be encoded', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const status = toGrpcError(new AppError('duplicate_name', 'taken', cyclic), silentLogger);
    expect(status.code).toBe(grpc.status.ALREADY_EXISTS);
    expect(status.metadata.get(ERROR_DETAILS_KEY)).toEqual([]);
  });

  it('hides anything that is not an AppError', () => {
    const status = toGrpcError(new TypeError('secret internals'), silentLogger);
    expect(status).toMatchObject({ code: grpc.status.INTERNAL, details: 'An unexpected error occurred' });
    expect(status.metadata.get(ERROR_CODE_KEY)).toEqual(['internal_error']);
  });
});

describe('mapGrpcError', () => {
  it('prefers our trailer code over the bare status', () => {
    const metadata = new grpc.Metadata();
    metadata.set(ERROR_CODE_KEY, 'campaign_not_paused');
    const err = mapGrpcError(callError(grpc.status.FAILED_PRECONDITION, 'Campaign is not paused', metadata), 'outreach');
    expect(err).toMatchObject({ code: 'campaign_not_paused', message: 'Campaign is not paused', details: undefined });
  });

  it('never passes on transport text', () => {
    const err = mapGrpcError(callError(grpc.status.UNAVAILABLE, 'connect ECONNREFUSED 10.0.0.7:50051'), 'crm');
    expect(err).toMatchObject({ code: 'service_unavailable', message: 'crm service is unavailable, try again shortly' });
    expect(mapGrpcError(callError(grpc.status.INTERNAL, 'Request message serialization failure: x'), 'crm').message).toBe('An unexpected error occurred');
  });

  it('ignores an unknown trailer code and malformed details', () => {
    const metadata = new grpc.Metadata();
    metadata.set(ERROR_CODE_KEY, 'made_up');
    metadata.set(ERROR_DETAILS_KEY, '{not json');
    expect(mapGrpcError(callError(grpc.status.DEADLINE_EXCEEDED, 'x', metadata), 'crm').code).toBe('upstream_timeout');
    const ours = new grpc.Metadata();
    ours.set(ERROR_CODE_KEY, 'not_found');
    ours.set(ERROR_DETAILS_KEY, '{not json');
    expect(mapGrpcError(callError(grpc.status.NOT_FOUND, 'Deal not found', ours))).toMatchObject({ code: 'not_found', details: undefined });
  });

  it('passes AppErrors through and turns anything else into internal_error', () => {
    const appError = new AppError('rate_limited', 'slow down');
    expect(mapGrpcError(appError)).toBe(appError);
    expect(mapGrpcError('weird')).toMatchObject({ code: 'internal_error' });
  });
});
