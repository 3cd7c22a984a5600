import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signReport, signatureHeaders } from './report-signer';

describe('report signature', () => {
  const secret = 'a-test-secret-of-enough-length';
  const body = '{"id":"r1","type":"delivered"}';

  it('is sha256=<hex HMAC-SHA256 over "<timestamp>.<raw body>">', () => {
    const expected = createHmac('sha256', secret).update(`1772359200.${body}`).digest('hex');
    expect(signReport(secret, 1772359200, body)).toBe(`sha256=${expected}`);
  });

  it('puts the unix seconds of the attempt in X-Sim-Timestamp and signs them', () => {
    const headers = signatureHeaders(secret, body, new Date('2026-03-01T10:00:00.900Z'));
    expect(headers[TIMESTAMP_HEADER]).toBe('1772359200');
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`1772359200.${body}`).digest('hex')}`);
    expect(timingSafeEqual(Buffer.from(headers[SIGNATURE_HEADER]!), expected)).toBe(true);
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = signReport(secret, 1, body);
    expect(signReport(secret, 1, `${body} `)).not.toBe(base);
    expect(signReport(secret, 2, body)).not.toBe(base);
    expect(signReport(`${secret}x`, 1, body)).not.toBe(base);
  });
});
