import { createHmac } from 'node:crypto';
import type { ProviderName } from './channel-provider';
import { applyReport, reportSignature, verifyReportSignature, type ProviderReport } from './provider-report';
import type { MessageState } from './message';

const SECRET = 'mail-a-report-secret-0123';
const SECRETS = new Map([['mail_provider_a', [SECRET]], ['chat_a', ['chat-a-report-secret-0123']]] as const);
const now = new Date('2026-03-02T10:00:00.000Z');
const ts = String(now.getTime() / 1000);
const body = Buffer.from('{"id":"r1","type":"delivered"}');

describe('verifyReportSignature', () => {
  const check = (timestamp: string | undefined, signature: string | undefined, raw = body, at = now, provider: ProviderName = 'mail_provider_a') =>
    verifyReportSignature({ secrets: SECRETS, provider, timestamp, signature, rawBody: raw, now: at });

  it('accepts the HMAC-SHA256 of "<timestamp>.<provider>.<body>" with that provider\'s secret', () => {
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${ts}.mail_provider_a.`).update(body).digest('hex')}`;
    expect(reportSignature(SECRET, 'mail_provider_a', ts, body)).toBe(expected);
    expect(check(ts, expected)).toEqual({ ok: true });
    expect(check(ts, expected.toUpperCase().replace('SHA256=', 'sha256='))).toEqual({ ok: true });
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const signature = reportSignature(SECRET, 'mail_provider_a', ts, body);
    expect(check(ts, signature, Buffer.from('{"id":"r1","type":"bounced"}'))).toMatchObject({ ok: false, reason: expect.stringContaining('signature does not match') });
    expect(check(ts, reportSignature('another-secret-of-16', 'mail_provider_a', ts, body))).toMatchObject({ ok: false });
    expect(check(String(Number(ts) + 1), signature)).toMatchObject({ ok: false, reason: expect.stringContaining('signature does not match') });
    expect(check(undefined, signature)).toMatchObject({ ok: false, reason: expect.stringContaining('X-Sim-Timestamp') });
    expect(check(ts, undefined)).toMatchObject({ ok: false, reason: expect.stringContaining('X-Sim-Signature') });
    expect(check(ts, 'sha1=abc')).toMatchObject({ ok: false });
  });

  it('refuses a report signed for one provider on another provider\'s path, whatever secret signed it', () => {
    const forMailA = reportSignature(SECRET, 'mail_provider_a', ts, body);
    expect(check(ts, forMailA, body, now, 'chat_a')).toMatchObject({ ok: false, reason: expect.stringContaining('chat_a report secret') });
    // Even an operator who gave two providers one secret: the provider is in the signed text.
    const shared = new Map([['mail_provider_a', [SECRET]], ['chat_a', [SECRET]]] as const);
    expect(verifyReportSignature({ secrets: shared, provider: 'chat_a', timestamp: ts, signature: forMailA, rawBody: body, now })).toMatchObject({ ok: false });
    expect(check(ts, reportSignature(SECRET, 'mail_provider_b', ts, body), body, now, 'mail_provider_b')).toMatchObject({ ok: false, reason: expect.stringContaining('with the mail_provider_b report secret') });
  });

  it('accepts either secret of a provider while it is rotated', () => {
    const rotating = new Map([['chat_a', ['chat-a-old-secret-0123', 'chat-a-new-secret-0123']]] as const);
    for (const secret of rotating.get('chat_a')!) {
      expect(verifyReportSignature({ secrets: rotating, provider: 'chat_a', timestamp: ts, signature: reportSignature(secret, 'chat_a', ts, body), rawBody: body, now })).toEqual({ ok: true });
    }
  });

  it('refuses a timestamp more than 5 minutes old (or ahead)', () => {
    const old = String(now.getTime() / 1000 - 301);
    expect(check(old, reportSignature(SECRET, 'mail_provider_a', old, body))).toMatchObject({ ok: false, reason: expect.stringContaining('300 s') });
    const recent = String(now.getTime() / 1000 - 299);
    expect(check(recent, reportSignature(SECRET, 'mail_provider_a', recent, body))).toEqual({ ok: true });
    const ahead = String(now.getTime() / 1000 + 400);
    expect(check(ahead, reportSignature(SECRET, 'mail_provider_a', ahead, body))).toMatchObject({ ok: false });
  });
});

describe('applyReport', () => {
  const message = (status: MessageState['status']): MessageState =>
    ({ status, replied_at: null, channel: 'email', recipient: 'jane@example.com' }) as MessageState;
  const report = (type: ProviderReport['type'], reason?: string): ProviderReport => ({
    id: 'r',
    type,
    message_id: 'mpa_1',
    account_id: 'ws',
    recipient: 'jane@example.com',
    occurred_at: '2026-03-02T10:00:01.000Z',
    ...(reason ? { reason } : {}),
  });
  const at = '2026-03-02T10:00:02.000Z';

  it('moves sent -> delivered -> bounced, never back', () => {
    expect(applyReport(message('sent'), report('delivered'), at)).toEqual({ changes: { status: 'delivered', error: null, status_updated_at: at }, newStatus: 'delivered', suppress: null });
    expect(applyReport(message('delivered'), report('bounced', '550'), at)).toMatchObject({ newStatus: 'bounced', changes: { error: { code: 'bounced', message: '550' } }, suppress: 'bounced' });
    expect(applyReport(message('bounced'), report('delivered'), at)).toEqual({ changes: null, newStatus: null, suppress: null });
    expect(applyReport(message('delivered'), report('failed'), at)).toMatchObject({ changes: null });
    expect(applyReport(message('queued'), report('failed'), at)).toMatchObject({ newStatus: 'failed', changes: { error: { code: 'delivery_failed' } } });
  });

  it('records the first reply and suppresses a complaint without a status change', () => {
    expect(applyReport(message('delivered'), report('replied'), at)).toEqual({ changes: { replied_at: '2026-03-02T10:00:01.000Z' }, newStatus: null, suppress: null });
    expect(applyReport({ ...message('delivered'), replied_at: 'x' }, report('replied'), at)).toMatchObject({ changes: null });
    expect(applyReport(message('delivered'), report('complained'), at)).toEqual({ changes: null, newStatus: null, suppress: 'complained' });
  });
});
