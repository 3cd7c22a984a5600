export const USER_AGENT = 'Service-Webhook/1.0';

/** signPayload: 'sha256=' + hex HMAC-SHA256 of the body. */
export type SignFn = (secret: string, body: string) => string;

/** Spec "Events", delivery headers; signed at each attempt so the timestamp is the attempt's. */
export function deliveryHeaders(sign: SignFn, secret: string, body: string, deliveryId: string, now: Date): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Signature': sign(secret, body),
    'X-Service-Timestamp': now.toISOString(),
    'X-Service-Delivery-ID': deliveryId,
  };
}
