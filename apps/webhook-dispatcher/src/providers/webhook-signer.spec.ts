import { deliveryHeaders, signPayload, USER_AGENT, type SignFn } from './webhook-signer';
import { verifySignature } from '../testing/sender.fixture';

describe('signPayload', () => {
  it('is sha256= plus the hex HMAC of the exact body', () => {
    // Known answer from `printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac key`.
    expect(signPayload('key', '{"a":1}')).toBe('sha256=88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342');
    expect(signPayload('key', '{"a":1}')).not.toBe(signPayload('key', '{"a": 1}'));
  });

  it('signs the UTF-8 bytes the receiver gets, so a receiver recomputing it over the raw body agrees', () => {
    const body = JSON.stringify({ contact: { full_name: 'Zoë Ångström 🚀' } });
    const signature = signPayload('whsec_x', body);
    expect(verifySignature('whsec_x', Buffer.from(body, 'utf8'), signature)).toBe(true);
    expect(verifySignature('whsec_y', Buffer.from(body, 'utf8'), signature)).toBe(false);
    expect(verifySignature('whsec_x', Buffer.from(body, 'latin1'), signature)).toBe(false);
  });
});

describe('deliveryHeaders', () => {
  const body = '{"event":"contact.created"}';
  const now = new Date('2024-05-01T12:00:00.000Z');

  it('is exactly the spec header set, signed over the body with the secret', () => {
    expect(deliveryHeaders(signPayload, 'whsec_x', body, 'd-1', now)).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Service-Signature': signPayload('whsec_x', body),
      'X-Service-Timestamp': '2024-05-01T12:00:00.000Z',
      'X-Service-Delivery-ID': 'd-1',
    });
    expect(USER_AGENT).toBe('Service-Webhook/1.0');
  });

  it("uses the given SignFn and the attempt's own instant", () => {
    const calls: Array<[string, string]> = [];
    const sign: SignFn = (secret, signed) => {
      calls.push([secret, signed]);
      return 'sha256=stub';
    };
    const later = new Date('2024-05-01T12:05:00.000Z');
    expect(deliveryHeaders(sign, 'whsec_x', body, 'd-1', later)).toMatchObject({ 'X-Service-Signature': 'sha256=stub', 'X-Service-Timestamp': '2024-05-01T12:05:00.000Z' });
    expect(calls).toEqual([['whsec_x', body]]);
  });
});
