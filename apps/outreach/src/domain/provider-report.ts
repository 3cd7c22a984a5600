import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageStatus } from '@wbk/contracts';
import { z } from 'zod';
import { isProviderName, PROVIDER_NAMES, type ProviderName } from './channel-provider';
import type { MessageError, MessageState } from './message';

/** A provider's report about one message it accepted (delivery, failure, bounce, reply, complaint). */
export const REPORT_TYPES = ['delivered', 'failed', 'bounced', 'replied', 'complained'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const providerReportSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(REPORT_TYPES),
  message_id: z.string().min(1).max(200),
  account_id: z.string().min(1).max(200),
  recipient: z.string().max(320),
  occurred_at: z.string().refine((v) => !Number.isNaN(Date.parse(v)), { error: 'must be an ISO timestamp' }),
  reason: z.string().max(2_000).optional(),
  reply: z.object({ message_id: z.string().max(200), text: z.string().max(100_000) }).optional(),
});
export type ProviderReport = z.infer<typeof providerReportSchema>;

/** Reports signed longer ago than this are refused (replay protection). */
export const REPORT_MAX_AGE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Each provider's own report secrets (PROVIDER_REPORT_SECRETS); two for one
 * provider while its secret is rotated. A provider absent here has no report accepted.
 */
export type ReportSecrets = ReadonlyMap<ProviderName, readonly string[]>;

/**
 * `sha256=<hex>`: HMAC-SHA256 over `<timestamp>.<provider>.<raw body>` with
 * that provider's secret. The provider is in the signed text, so a report
 * signed for one provider is refused on another's path even were two
 * providers given the same secret.
 */
export function reportSignature(secret: string, provider: ProviderName, timestamp: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${provider}.`).update(rawBody).digest('hex')}`;
}

function matchesAny(secrets: readonly string[], provider: ProviderName, timestamp: string, rawBody: Buffer, signature: string): boolean {
  const given = Buffer.from(signature.toLowerCase());
  let matched = false;
  // Every secret is tried, so the time taken does not say which one matched.
  for (const secret of secrets) {
    const expected = Buffer.from(reportSignature(secret, provider, timestamp, rawBody));
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}

/**
 * Checks the signature for the provider of the path, in constant time, and
 * the timestamp's age (also a timestamp from the future beyond the same
 * tolerance, a skewed or forged clock).
 */
export function verifyReportSignature(input: { secrets: ReportSecrets; provider: ProviderName; timestamp: string | undefined; signature: string | undefined; rawBody: Buffer; now: Date }): SignatureCheck {
  const { timestamp, signature, provider } = input;
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'X-Sim-Timestamp must be unix seconds' };
  if (signature === undefined || !/^sha256=[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: 'X-Sim-Signature must be sha256=<hex>' };
  // A provider without a secret answers like a wrong signature: the caller learns nothing of the configuration (main.ts logs it at start).
  if (!matchesAny(input.secrets.get(provider) ?? [], provider, timestamp, input.rawBody, signature)) return { ok: false, reason: `signature does not match: sign "<timestamp>.${provider}.<body>" with the ${provider} report secret` };
  const ageSeconds = Math.abs(input.now.getTime() / 1000 - Number(timestamp));
  if (ageSeconds > REPORT_MAX_AGE_SECONDS) return { ok: false, reason: `timestamp is more than ${REPORT_MAX_AGE_SECONDS} s away from now` };
  return { ok: true };
}

/** PROVIDER_REPORT_SECRETS' pairs by provider; otherwise what is wrong. */
export function reportSecretsOf(pairs: ReadonlyArray<{ name: string; secret: string }>): ReportSecrets | string {
  const secrets = new Map<ProviderName, string[]>();
  for (const { name, secret } of pairs) {
    if (!isProviderName(name)) return `${name} is not a provider (one of ${PROVIDER_NAMES.join(', ')})`;
    secrets.set(name, [...(secrets.get(name) ?? []), secret]);
  }
  return secrets;
}

/** Where a status may go on a report: a later report never undoes a final one (bounced, failed). */
const NEXT_STATUS: Record<'delivered' | 'failed' | 'bounced', readonly MessageStatus[]> = {
  delivered: ['queued', 'sent'],
  failed: ['queued', 'sent'],
  // A bounce can follow a delivery: the receiving server accepts, then returns the mail.
  bounced: ['queued', 'sent', 'delivered'],
};

export interface ReportEffect {
  /** Fields of the message to change; null when the report changes nothing (a repeat, or out of order). */
  changes: Partial<Pick<MessageState, 'status' | 'error' | 'status_updated_at' | 'replied_at'>> | null;
  /** The status the message moved to, when it moved. */
  newStatus: MessageStatus | null;
  /**
   * The recipient goes on the suppression list: a bounce is a hard bounce
   * (providers report soft bounces as retries, then `failed`), a complaint
   * is a spam report.
   */
  suppress: 'bounced' | 'complained' | null;
}

function reportError(report: ProviderReport): MessageError {
  if (report.type === 'bounced') return { code: 'bounced', message: report.reason ?? 'The recipient\'s server refused the message' };
  return { code: 'delivery_failed', message: report.reason ?? 'The provider could not deliver the message' };
}

/** What a report does to the message it names. */
export function applyReport(message: MessageState, report: ProviderReport, now: string): ReportEffect {
  switch (report.type) {
    case 'delivered':
    case 'failed':
    case 'bounced': {
      const suppress = report.type === 'bounced' ? 'bounced' : null;
      if (!NEXT_STATUS[report.type].includes(message.status)) return { changes: null, newStatus: null, suppress };
      const status: MessageStatus = report.type;
      return {
        changes: { status, error: status === 'delivered' ? null : reportError(report), status_updated_at: now },
        newStatus: status,
        suppress,
      };
    }
    case 'replied':
      return { changes: message.replied_at === null ? { replied_at: report.occurred_at } : null, newStatus: null, suppress: null };
    case 'complained':
      return { changes: null, newStatus: null, suppress: 'complained' };
  }
}
