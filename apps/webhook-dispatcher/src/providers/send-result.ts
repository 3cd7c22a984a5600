// What a send reports: the response classified (2xx success, 3xx never followed, anything
// else a failure with its status), and a transport failure named by one stable error string
// the delivery log shows and the retry policy reads:
// 'timeout', 'redirect_not_followed', 'http_status: <code>', 'endpoint_busy',
// 'blocked_address: <why>', 'dns_error: <why>', 'invalid_url: <why>', 'connection_refused',
// 'connection_reset', 'unreachable: <code>', 'tls_error: <code>', 'invalid_response: <code>',
// 'network_error: <code>', 'invalid_request: <why>', 'sender_closed'.
import { performance } from 'node:perf_hooks';

export interface SendResult {
  /** A 2xx status arrived within timeoutMs. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** First maxResponseBytes (1 KiB) of the response body, decoded as UTF-8. */
  responseExcerpt: string;
  error: string | null;
}

export const REDIRECT_NOT_FOLLOWED = 'redirect_not_followed';

// Failures before any byte of the request left: safe to try the host's next checked address.
const NEXT_ADDRESS_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']);
const ERROR_BY_CODE = new Map([
  ['ECONNREFUSED', 'connection_refused'],
  ['ECONNRESET', 'connection_reset'],
  ['EPIPE', 'connection_reset'],
  ['UND_ERR_SOCKET', 'connection_reset'],
  ['ETIMEDOUT', 'timeout'],
  ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
  ['UND_ERR_HEADERS_TIMEOUT', 'timeout'],
  ['UND_ERR_BODY_TIMEOUT', 'timeout'],
  ['UND_ERR_DESTROYED', 'sender_closed'],
  ['UND_ERR_CLOSED', 'sender_closed'],
]);
const MALFORMED_RESPONSE_CODES = new Set(['UND_ERR_INFO', 'UND_ERR_HEADERS_OVERFLOW', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'UND_ERR_RES_EXCEEDED_MAX_SIZE']);

/** A failed send; `started` is the send's performance.now() at its start. */
export function failure(started: number, error: string, statusCode: number | null = null, responseExcerpt = ''): SendResult {
  return { ok: false, statusCode, durationMs: Math.round(performance.now() - started), responseExcerpt, error };
}

/** A response that arrived whole (or whose excerpt is complete), by its final status. */
export function responseResult(started: number, statusCode: number, responseExcerpt: string): SendResult {
  if (statusCode >= 200 && statusCode < 300) {
    return { ok: true, statusCode, durationMs: Math.round(performance.now() - started), responseExcerpt, error: null };
  }
  if (statusCode >= 300 && statusCode < 400) return failure(started, REDIRECT_NOT_FOLLOWED, statusCode, responseExcerpt);
  return failure(started, `http_status: ${statusCode}`, statusCode, responseExcerpt);
}

/** The connection failed before the request was written, so another address of the host may be tried. */
export function failedBeforeSending(code: string): boolean {
  return NEXT_ADDRESS_CODES.has(code);
}

/** The error string of a transport failure, from the error's code (Node's or undici's). */
export function describeError(err: Error, code: string): string {
  const known = ERROR_BY_CODE.get(code);
  if (known !== undefined) return known;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `unreachable: ${code}`;
  // undici rejects what it cannot put on the wire (e.g. a header value with a line break).
  if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') return `invalid_request: ${err.message}`;
  if (code.startsWith('HPE_') || MALFORMED_RESPONSE_CODES.has(code)) return `invalid_response: ${code}`;
  if (/CERT|SSL|TLS|EPROTO|SIGNATURE|ISSUER/.test(code)) return `tls_error: ${code}`;
  return `network_error: ${code || err.message}`;
}
