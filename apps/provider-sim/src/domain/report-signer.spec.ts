import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDERS } from './providers';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, reportSecretsOf, signReport, signatureHeaders, type ReportSecrets } from './report-signer';

describe('report signature', () => {
  const secret = 'a-test-secret-of-enough-length';
  const secrets = Object.fromEntries(PROVIDERS.map((provider) => [provider, `${secret}-${provider}`])) as ReportSecrets;
  const body = '{"id":"r1","type":"delivered"}';

  it('is sha256=<hex HMAC-SHA256 over "<timestamp>.<provider>.<raw body>">', () => {
    const expected = createHmac('sha256', secret).update(`1772359200.chat_a.${body}`).digest('hex');
    expect(signReport(secret, 'chat_a', 1772359200, body)).toBe(`sha256=${expected}`);
  });

  it('puts the unix seconds of the attempt in X-Sim-Timestamp and signs them with the provider\'s own secret', () => {
    const headers = signatureHeaders(secrets, 'mail_provider_b', body, new Date('2026-03-01T10:00:00.900Z'));
    expect(headers[TIMESTAMP_HEADER]).toBe('1772359200');
    const expected = Buffer.from(`sha256=${createHmac('sha256', secrets.mail_provider_b).update(`1772359200.mail_provider_b.${body}`).digest('hex')}`);
    expect(timingSafeEqual(Buffer.from(headers[SIGNATURE_HEADER]!), expected)).toBe(true);
  });

  it('changes with the body, the timestamp, the provider and the secret', () => {
    const base = signReport(secret, 'chat_a', 1, body);
    expect(signReport(secret, 'chat_a', 1, `${body} `)).not.toBe(base);
    expect(signReport(secret, 'chat_a', 2, body)).not.toBe(base);
    expect(signReport(secret, 'chat_b', 1, body)).not.toBe(base);
    expect(signReport(`${secret}x`, 'chat_a', 1, body)).not.toBe(base);
  });

  it('needs one secret for every provider, each named once', () => {
    const pairs = PROVIDERS.map((provider) => ({ name: provider, secret: `${secret}-${provider}` }));
    expect(reportSecretsOf(pairs)).toEqual(secrets);
    expect(reportSecretsOf(pairs.slice(1))).toBe('every provider needs a secret; missing: chat_a');
    expect(reportSecretsOf([...pairs, pairs[0]!])).toBe('chat_a is named twice');
    expect(reportSecretsOf([{ name: 'fax', secret }])).toMatch(/^fax is not a provider/);
  });
});
