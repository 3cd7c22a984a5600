// Signing of webhook deliveries (X-Service-Signature, an HMAC of the body): what lets a receiver trust that a
// delivery comes from us and is the one we sent. One header set for every path that sends: the
// delivery worker, the fan-out's first attempts and one-off deliveries.
import { createHmac } from 'node:crypto';

export const USER_AGENT = 'Service-Webhook/1.0';

/** Signs a body with an endpoint's secret; in production always signPayload. */
export type SignFn = (secret: string, body: string) => string;

/** 'sha256=' + hex HMAC-SHA256 of the exact body bytes (UTF-8), as the receiver recomputes it. */
export function signPayload(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The delivery headers; signed at each attempt so the timestamp is the attempt's. */
export function deliveryHeaders(sign: SignFn, secret: string, body: string, deliveryId: string, now: Date): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Signature': sign(secret, body),
    'X-Service-Timestamp': now.toISOString(),
    'X-Service-Delivery-ID': deliveryId,
  };
}
