import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmailAddress } from '../http/email-address';
import { pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';

/**
 * The workspace's do-not-contact list. Every send path (direct, campaign step,
 * workflow action) refuses a suppressed address with 409 recipient_suppressed;
 * unsubscribes and hard bounces add to it themselves.
 */
export const SUPPRESSION_TYPES = ['email', 'phone'] as const;
export type SuppressionType = (typeof SUPPRESSION_TYPES)[number];
export const SUPPRESSION_REASONS = ['manual', 'unsubscribed', 'bounced', 'complained'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const E164 = /^\+[1-9]\d{6,14}$/;

/** The stored form of an address: emails lower-cased and trimmed, phones as E.164. */
export function normalizeSuppressed(type: SuppressionType, value: string): string {
  return type === 'email' ? value.trim().toLowerCase() : value.trim();
}

export const suppressionCreateBody = z
  .strictObject({
    type: z.enum(SUPPRESSION_TYPES, { error: typeError(`must be one of ${SUPPRESSION_TYPES.join(', ')}`) }),
    // `abort`: a value over the limit is not read by the address patterns (zod runs later checks after a failed one).
    value: z
      .string({ error: typeError('must be a string') })
      .trim()
      .min(1, { error: 'is required' })
      .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
      .meta({ anyOf: [{ pattern: EMAIL_PATTERN.source }, { pattern: E164.source }], description: 'An email address (type email) or an E.164 phone number (type phone).' }),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'email' && !isEmailAddress(body.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be an email address' });
    if (body.type === 'phone' && !E164.test(body.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a phone number in E.164 form, e.g. +447700900123' });
  })
  .meta({ id: 'SuppressionCreate' });
export type SuppressionInput = z.output<typeof suppressionCreateBody>;

export const suppressionRecord = z
  .strictObject({
    id: uuid,
    type: z.enum(SUPPRESSION_TYPES),
    value: z.string(),
    reason: z.enum(SUPPRESSION_REASONS),
    created_at: timestamp,
  })
  .meta({ id: 'Suppression' });
export type SuppressionRecord = z.infer<typeof suppressionRecord>;

export const suppressionListQuery = z.strictObject({
  ...pageQuery(SUPPRESSION_PAGE_LIMITS),
  type: z.enum(SUPPRESSION_TYPES, { error: typeError(`must be one of ${SUPPRESSION_TYPES.join(', ')}`) }).optional(),
  reason: z.enum(SUPPRESSION_REASONS, { error: typeError(`must be one of ${SUPPRESSION_REASONS.join(', ')}`) }).optional(),
  value: queryText(320, 'An exact address (emails compare case-insensitively).'),
});
