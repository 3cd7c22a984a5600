import * as grpc from '@grpc/grpc-js';
import { AppError, type ErrorCode, type ErrorDetails, type Logger, codeFromGrpc, grpcStatusOf, isAppError } from '@wbk/platform';

/** Trailing metadata that carries our error across gRPC, next to the status. */
export const ERROR_CODE_KEY = 'wbk-error-code';
export const ERROR_DETAILS_KEY = 'wbk-error-details';

const INTERNAL_MESSAGE = 'An unexpected error occurred';

/** What a server handler hands to grpc-js: a status, its message and our trailers. */
export interface RpcStatusError extends Error {
  code: grpc.status;
  details: string;
  metadata: grpc.Metadata;
}

// gRPC text metadata is printable ASCII only; JSON escapes keep the value
// parseable to the exact same details.
const NON_ASCII = /[^\x20-\x7e]/g;
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function statusError(code: ErrorCode, message: string, details: ErrorDetails | undefined): RpcStatusError {
  const metadata = new grpc.Metadata();
  metadata.set(ERROR_CODE_KEY, code);
  if (details !== undefined) metadata.set(ERROR_DETAILS_KEY, asciiJson(details));
  // A plain object rather than `new Error`: no stack capture on a path that
  // business errors (404, 400) take all the time.
  return { name: 'RpcStatusError', message, code: grpcStatusOf(code), details: message, metadata };
}

/**
 * Server side: the one place a thrown value becomes a gRPC status. AppErrors
 * keep their code, message and details; anything else is a bug, logged with its
 * stack and answered as internal_error with a neutral message.
 */
export function toGrpcError(err: unknown, logger: Logger, method?: string): RpcStatusError {
  if (isAppError(err)) {
    try {
      return statusError(err.code, err.message, err.details);
    } catch (encodeErr) {
      // Details that cannot be serialised (a cycle, a BigInt) must not turn a business error into a crash.
      logger.error({ err: encodeErr, method, code: err.code }, 'rpc error details could not be encoded');
      return statusError(err.code, err.message, undefined);
    }
  }
  logger.error({ err, method }, 'unhandled error in rpc handler');
  return statusError('internal_error', INTERNAL_MESSAGE, undefined);
}

/** The shape of a failed grpc-js call. */
export interface GrpcCallError extends Error {
  code: number;
  details: string;
  metadata: grpc.Metadata;
}

export function isGrpcCallError(err: unknown): err is GrpcCallError {
  return err instanceof Error && typeof (err as Partial<GrpcCallError>).code === 'number' && (err as Partial<GrpcCallError>).metadata instanceof grpc.Metadata;
}

/** opossum's rejection while the circuit is open. */
export function isBreakerOpen(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === 'EOPENBREAKER';
}

/** Our error code from the trailers, when the peer is one of our servers. */
export function errorCodeOf(err: GrpcCallError): string | undefined {
  const value = err.metadata.get(ERROR_CODE_KEY)[0];
  return typeof value === 'string' ? value : undefined;
}

function parseDetails(err: GrpcCallError): ErrorDetails | undefined {
  const raw = err.metadata.get(ERROR_DETAILS_KEY)[0];
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Messages for failures that no server of ours described (transport errors,
 * deadlines): the transport's own text names hosts and sockets, so it is never
 * passed on.
 */
function transportMessage(code: ErrorCode, service: string): string {
  switch (code) {
    case 'service_unavailable':
      return unavailableMessage(service);
    case 'upstream_timeout':
      return `${service} service did not answer in time, try again shortly`;
    default:
      return INTERNAL_MESSAGE;
  }
}

export function unavailableMessage(service: string): string {
  return `${service} service is unavailable, try again shortly`;
}

/**
 * Client side: the one place a failed call becomes an AppError. The code comes
 * from the ONE error table (codeFromGrpc); our trailers win over the bare status.
 */
export function mapGrpcError(err: unknown, service = 'upstream'): AppError {
  if (isAppError(err)) return err;
  if (isBreakerOpen(err)) return new AppError('service_unavailable', unavailableMessage(service));
  if (!isGrpcCallError(err)) return new AppError('internal_error', INTERNAL_MESSAGE);
  const ourCode = errorCodeOf(err);
  const code = codeFromGrpc(err.code, ourCode);
  if (ourCode === code) return new AppError(code, err.details || INTERNAL_MESSAGE, parseDetails(err));
  return new AppError(code, transportMessage(code, service));
}
