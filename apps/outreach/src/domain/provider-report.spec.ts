import { applyReport, reportSignature, verifyReportSignature, type ProviderReport } from './provider-report';
import type { MessageState } from './message';

const SECRET = 'local-provider-webhook-secret';
const now = new Date('2026-03-02T10:00:00.000Z');
const ts = String(now.getTime() / 1000);
const body = Buffer.from('{"id":"r1","type":"delivered"}');

describe('verifyReportSignature', () => {
  const check = (timestamp: string | undefined, signature: string | undefined, raw = body, at = now) => verifyReportSignature({ secret: SECRET, timestamp, signature, rawBody: raw, now: at });

  it('accepts the HMAC-SHA256 of "<timestamp>.<body>"', () => {
    expect(check(ts, reportSignature(SECRET, ts, body))).toEqual({ ok: true });
    expect(check(ts, reportSignature(SECRET, ts, body).toUpperCase().replace('SHA256=', 'sha256='))).toEqual({ ok: true });
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const signature = reportSignature(SECRET, ts, body);
    expect(check(ts, signature, Buffer.from('{"id":"r1","type":"bounced"}'))).toMatchObject({ ok: false, reason: 'signature does not match' });
    expect(check(ts, reportSignature('another-secret-of-16', ts, body))).toMatchObject({ ok: false });
    expect(check(String(Number(ts) + 1), signature)).toMatchObject({ ok: false, reason: 'signature does not match' });
    expect(check(undefined, signature)).toMatchObject({ ok: false, reason: expect.stringContaining('X-Sim-Timestamp') });
    expect(check(ts, undefined)).toMatchObject({ ok: false, reason: expect.stringContaining('X-Sim-Signature') });
    expect(check(ts, 'sha1=abc')).toMatchObject({ ok: false });
  });

  it('refuses a timestamp more than 5 minutes old (or ahead)', () => {
    const old = String(now.getTime() / 1000 - 301);
    expect(check(old, reportSignature(SECRET, old, body))).toMatchObject({ ok: false, reason: expect.stringContaining('300 s') });
    const recent = String(now.getTime() / 1000 - 299);
    expect(check(recent, reportSignature(SECRET, recent, body))).toEqual({ ok: true });
    const ahead = String(now.getTime() / 1000 + 400);
    expect(check(ahead, reportSignature(SECRET, ahead, body))).toMatchObject({ ok: false });
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
