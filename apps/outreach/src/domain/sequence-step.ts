import { renderMergeTokens, type CampaignStepRecord, type MergeField } from '@wbk/contracts';
import type { CampaignState } from './campaign';
import { addressFor, type ContactSnapshot, type EnrollmentState, type StoredEnrollmentStatus } from './enrollment';
import type { OutboundMessage } from './outbound-message';
import { localDay, nextLocalDayStart, nextWindowOpen, isWindowOpen, type SendWindowRule } from './send-window';

/**
 * The sequencer's rules, without I/O: which step an enrollment sends next,
 * what it says, when the one after it falls due, and what a failed attempt
 * means for the enrollment.
 */

/** First retry of a step after a retryable failure; doubles per attempt up to the cap. */
export const STEP_RETRY_BASE_MS = 30_000;
export const STEP_RETRY_CAP_MS = 3_600_000;
/** A provider that is not connected (or needs re-authorisation) is asked about again after this long. */
export const NOT_CONNECTED_RETRY_MS = 300_000;
/** A step refused by this workspace's own per-provider rate waits this long (it counts as no attempt). */
export const RATE_RETRY_MS = 1_000;

export function windowRule(campaign: CampaignState): SendWindowRule {
  return { timezone: campaign.timezone, days: campaign.send_window.days, start_hour: campaign.send_window.start_hour, end_hour: campaign.send_window.end_hour };
}

export type WindowDecision = { open: true; day: string } | { open: false; reopensAt: Date };

/** Whether the campaign may send at `now`, and the local day its cap counts in. */
export function windowDecision(campaign: CampaignState, now: Date): WindowDecision {
  const rule = windowRule(campaign);
  if (isWindowOpen(rule, now)) return { open: true, day: localDay(campaign.timezone, now) };
  return { open: false, reopensAt: nextWindowOpen(rule, now) };
}

/** After the daily cap is met: the first open moment of a later local day. */
export function afterDailyCap(campaign: CampaignState, now: Date): Date {
  return nextWindowOpen(windowRule(campaign), nextLocalDayStart(campaign.timezone, now));
}

/**
 * The key a step's send is recorded and sent under: the same for every
 * attempt, every replica and every restart, so the provider sends it once.
 */
export function stepSendKey(enrollmentId: string, position: number): string {
  return `${enrollmentId}:step:${position}`;
}

/** The step an enrollment sends next (positions are 1-based; current_step counts those sent), or null when none is left. */
export function nextStep(campaign: CampaignState, enrollment: Pick<EnrollmentState, 'current_step'>): CampaignStepRecord | null {
  return campaign.steps[enrollment.current_step] ?? null;
}

export function mergeValues(campaign: CampaignState, contact: ContactSnapshot): Partial<Record<MergeField, string | null>> {
  return {
    'contact.first_name': contact.first_name,
    'contact.last_name': contact.last_name,
    'contact.full_name': contact.full_name,
    'contact.email': contact.email,
    'contact.phone': contact.phone,
    'contact.company': contact.company,
    'contact.job_title': contact.job_title,
    'campaign.name': campaign.name,
  };
}

/** RFC 8058 one-click unsubscribe headers of a campaign email. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The message of a step for one enrollment, merge tokens filled from the
 * contact snapshot; null when the contact has no address the channel takes.
 * Email carries the unsubscribe headers (`unsubscribeUrl` names the link).
 */
export function renderStep(
  campaign: CampaignState,
  step: CampaignStepRecord,
  enrollment: Pick<EnrollmentState, 'contact' | 'contact_id'>,
  unsubscribeUrl: (address: string) => string,
): OutboundMessage | null {
  const recipient = addressFor(step.channel, enrollment.contact);
  if (recipient === null) return null;
  const values = mergeValues(campaign, enrollment.contact);
  const isEmail = step.channel === 'email';
  return {
    channel: step.channel,
    recipient,
    message: renderMergeTokens(step.message, values),
    subject: isEmail ? renderMergeTokens(step.subject ?? '', values) : null,
    format: step.format,
    contact_id: enrollment.contact_id,
    deal_id: null,
    attachments: [],
    ...(isEmail ? { headers: unsubscribeHeaders(unsubscribeUrl(recipient)) } : {}),
  };
}

export interface StepSentChange {
  status: Extract<StoredEnrollmentStatus, 'active' | 'completed'>;
  current_step: number;
  last_sent_at: string;
  next_step_at: string | null;
  step_attempts: 0;
}

/** The enrollment after step `position` went out at `sentAt`: the next step's due time (its delay counts from this send), or completed. */
export function afterStepSent(campaign: CampaignState, position: number, sentAt: Date): StepSentChange {
  const following = campaign.steps[position];
  const stamp = sentAt.toISOString();
  if (following === undefined) return { status: 'completed', current_step: position, last_sent_at: stamp, next_step_at: null, step_attempts: 0 };
  return { status: 'active', current_step: position, last_sent_at: stamp, next_step_at: new Date(sentAt.getTime() + following.delay_seconds * 1000).toISOString(), step_attempts: 0 };
}

/** Delay before attempt `attempts + 1` of a step: 30 s, 60 s, 120 s ... at most an hour. */
export function stepRetryDelayMs(attempts: number): number {
  return Math.min(STEP_RETRY_CAP_MS, STEP_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** What a failed send means for the enrollment. */
export type StepFailure =
  /** The address cannot be sent to (any more): the sequence stops for this contact. */
  | { kind: 'stop'; status: Extract<StoredEnrollmentStatus, 'bounced' | 'unsubscribed'>; reason: string }
  /** Worth trying again later; `providerDown` postpones the channel's other sends of this pass too. */
  | { kind: 'retry'; delayMs: number; providerDown: boolean; reason: string };

/** A send's error code (AppError codes of the send path) and details, classified for the sequence. */
export function classifyStepFailure(code: string, message: string, details: Record<string, unknown>, attempts: number, recipient: string): StepFailure {
  switch (code) {
    case 'recipient_suppressed':
      return { kind: 'stop', status: 'unsubscribed', reason: `${recipient} is on the suppression list` };
    case 'conversation_required':
      return { kind: 'stop', status: 'bounced', reason: `the conversation ${recipient} does not exist (any more)` };
    case 'validation_error':
      // The only validation a rendered step can fail is the provider refusing the recipient (invalid_recipient).
      return { kind: 'stop', status: 'bounced', reason: `the provider refused ${recipient}: ${message}` };
    case 'not_found':
      return { kind: 'stop', status: 'unsubscribed', reason: 'the contact was deleted' };
    case 'rate_limited':
      // This workspace's own per-provider rate is full: the next second has room.
      return { kind: 'retry', delayMs: RATE_RETRY_MS, providerDown: true, reason: message };
    case 'insufficient_permissions':
      return { kind: 'retry', delayMs: NOT_CONNECTED_RETRY_MS, providerDown: true, reason: message };
    case 'provider_error':
      // A refusal the provider gives for good (4xx with a code) is not worth repeating.
      if (typeof details['status'] === 'number' && details['status'] >= 400 && details['status'] < 500 && details['status'] !== 429) {
        return { kind: 'stop', status: 'bounced', reason: message };
      }
      return { kind: 'retry', delayMs: stepRetryDelayMs(attempts + 1), providerDown: true, reason: message };
    default:
      return { kind: 'retry', delayMs: stepRetryDelayMs(attempts + 1), providerDown: false, reason: message };
  }
}
