import { performance } from 'node:perf_hooks';
import { describeError, failedBeforeSending, failure, responseResult } from './send-result';

function coded(code: string, message = 'boom'): Error {
  return Object.assign(new Error(message), { code });
}

describe('responseResult', () => {
  const started = performance.now();

  it('counts any 2xx as success', () => {
    for (const status of [200, 201, 204, 299]) {
      expect(responseResult(started, status, 'ok')).toMatchObject({ ok: true, statusCode: status, responseExcerpt: 'ok', error: null });
    }
  });

  it('never follows a 3xx: it is a failure of its own', () => {
    for (const status of [300, 301, 302, 307, 308, 399]) {
      expect(responseResult(started, status, '')).toMatchObject({ ok: false, statusCode: status, error: 'redirect_not_followed' });
    }
  });

  it('reports any other status with its code and excerpt', () => {
    expect(responseResult(started, 500, 'boom')).toMatchObject({ ok: false, statusCode: 500, error: 'http_status: 500', responseExcerpt: 'boom' });
    expect(responseResult(started, 404, '')).toMatchObject({ ok: false, error: 'http_status: 404' });
    expect(responseResult(started, 400, '')).toMatchObject({ ok: false, error: 'http_status: 400' });
  });

  it('keeps the shape and key order of a failure, so every result has one hidden class', () => {
    expect(Object.keys(responseResult(started, 200, ''))).toEqual(Object.keys(failure(started, 'timeout')));
  });
});

describe('failure', () => {
  it('measures whole milliseconds since the start, with no status or excerpt by default', () => {
    const result = failure(performance.now() - 12.6, 'endpoint_busy');
    expect(result).toMatchObject({ ok: false, statusCode: null, responseExcerpt: '', error: 'endpoint_busy' });
    expect(Number.isInteger(result.durationMs)).toBe(true);
    expect(result.durationMs).toBeGreaterThanOrEqual(13);
    expect(failure(performance.now(), 'timeout', 200, 'partial')).toMatchObject({ statusCode: 200, responseExcerpt: 'partial' });
  });
});

describe('describeError', () => {
  it.each([
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
    ['EHOSTUNREACH', 'unreachable: EHOSTUNREACH'],
    ['ENETUNREACH', 'unreachable: ENETUNREACH'],
    ['HPE_INVALID_CONSTANT', 'invalid_response: HPE_INVALID_CONSTANT'],
    ['UND_ERR_INFO', 'invalid_response: UND_ERR_INFO'],
    ['UND_ERR_HEADERS_OVERFLOW', 'invalid_response: UND_ERR_HEADERS_OVERFLOW'],
    ['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'invalid_response: UND_ERR_RES_CONTENT_LENGTH_MISMATCH'],
    ['UND_ERR_RES_EXCEEDED_MAX_SIZE', 'invalid_response: UND_ERR_RES_EXCEEDED_MAX_SIZE'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls_error: DEPTH_ZERO_SELF_SIGNED_CERT'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls_error: ERR_TLS_CERT_ALTNAME_INVALID'],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'tls_error: UNABLE_TO_GET_ISSUER_CERT_LOCALLY'],
    ['EPROTO', 'tls_error: EPROTO'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls_error: ERR_SSL_WRONG_VERSION_NUMBER'],
    ['EAI_AGAIN', 'network_error: EAI_AGAIN'],
  ])('names %s as %s', (code, expected) => {
    expect(describeError(coded(code), code)).toBe(expected);
  });

  it('quotes what undici refused to put on the wire', () => {
    expect(describeError(coded('UND_ERR_INVALID_ARG', 'invalid x-injected header'), 'UND_ERR_INVALID_ARG')).toBe('invalid_request: invalid x-injected header');
    expect(describeError(coded('UND_ERR_NOT_SUPPORTED', 'not supported'), 'UND_ERR_NOT_SUPPORTED')).toBe('invalid_request: not supported');
  });

  it('falls back to the message when the error has no code', () => {
    expect(describeError(new Error('socket hang up'), '')).toBe('network_error: socket hang up');
  });
});

describe('failedBeforeSending', () => {
  it('is true only for failures that leave the request unsent, so another address may be tried', () => {
    for (const code of ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']) expect(failedBeforeSending(code)).toBe(true);
    for (const code of ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'HPE_INVALID_CONSTANT', '']) expect(failedBeforeSending(code)).toBe(false);
  });
});
