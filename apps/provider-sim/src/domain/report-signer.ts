import { createHmac } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-sim-timestamp';
export const SIGNATURE_HEADER = 'x-sim-signature';

/** `sha256=<hex HMAC-SHA256 over "<timestamp>.<raw body>">`, the scheme outreach's inbound listener verifies. */
export function signReport(secret: string, timestampSeconds: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`;
}

/**
 * The two headers of one delivery attempt. Each attempt is signed afresh with
 * its own timestamp: the receiver refuses timestamps older than 5 minutes,
 * and a report may be retried for longer than that.
 */
export function signatureHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signReport(secret, timestamp, rawBody) };
}
