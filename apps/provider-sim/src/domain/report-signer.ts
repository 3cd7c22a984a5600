import { createHmac } from 'node:crypto';
import { PROVIDERS, isProvider, type Provider } from './providers';

export const TIMESTAMP_HEADER = 'x-sim-timestamp';
export const SIGNATURE_HEADER = 'x-sim-signature';

/** The secret each provider signs its reports with (SIM_REPORT_SECRETS). */
export type ReportSecrets = Readonly<Record<Provider, string>>;

/**
 * `sha256=<hex HMAC-SHA256 over "<timestamp>.<provider>.<raw body>">` with the
 * provider's own secret, the scheme outreach's inbound listener verifies: the
 * provider in the signed text stops a report from being replayed to another
 * provider's path.
 */
export function signReport(secret: string, provider: Provider, timestampSeconds: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${provider}.${rawBody}`).digest('hex')}`;
}

/**
 * The two headers of one delivery attempt. Each attempt is signed afresh with
 * its own timestamp: the receiver refuses timestamps older than 5 minutes,
 * and a report may be retried for longer than that.
 */
export function signatureHeaders(secrets: ReportSecrets, provider: Provider, rawBody: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signReport(secrets[provider], provider, timestamp, rawBody) };
}

/** SIM_REPORT_SECRETS' pairs: one secret for each provider, each named once; otherwise what is wrong. */
export function reportSecretsOf(pairs: ReadonlyArray<{ name: string; secret: string }>): ReportSecrets | string {
  const secrets: Partial<Record<Provider, string>> = {};
  for (const { name, secret } of pairs) {
    if (!isProvider(name)) return `${name} is not a provider (one of ${PROVIDERS.join(', ')})`;
    if (secrets[name] !== undefined) return `${name} is named twice`;
    secrets[name] = secret;
  }
  const missing = PROVIDERS.filter((provider) => secrets[provider] === undefined);
  return missing.length === 0 ? (secrets as ReportSecrets) : `every provider needs a secret; missing: ${missing.join(', ')}`;
}
