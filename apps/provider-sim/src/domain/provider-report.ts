import type { RecipientBehaviour } from './recipient-state';

export const REPORT_TYPES = ['delivered', 'failed', 'bounced', 'replied', 'complained'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The JSON the sim POSTs to SIM_WEBHOOK_URL/{provider} (the delivery reports of apps/provider-sim/README.md). */
export interface ProviderReport {
  /** The report's own id: a retried report keeps it, so the receiver can deduplicate. */
  id: string;
  type: ReportType;
  message_id: string;
  account_id: string;
  recipient: string;
  occurred_at: string;
  reason?: string;
  reply?: { message_id: string; text: string };
}

/** The message a report is about. */
export interface ReportSubject {
  message_id: string;
  account_id: string;
  recipient: string;
}

/** Why a recipient set to bounce or fail did not get the message (what a real provider says, roughly). */
const REASONS: Record<Exclude<RecipientBehaviour, 'deliver'>, string> = {
  bounce: 'recipient unknown: the address or chat does not exist (simulated hard bounce)',
  fail: 'the provider could not deliver the message (simulated failure)',
};

/** The report that follows an accepted send, by what the recipient is set to. */
export function outcomeReport(id: string, subject: ReportSubject, behaviour: RecipientBehaviour, occurredAt: Date): ProviderReport {
  const base = { id, ...subject, occurred_at: occurredAt.toISOString() };
  if (behaviour === 'bounce') return { ...base, type: 'bounced', reason: REASONS.bounce };
  if (behaviour === 'fail') return { ...base, type: 'failed', reason: REASONS.fail };
  return { ...base, type: 'delivered' };
}

export function replyReport(id: string, subject: ReportSubject, reply: { message_id: string; text: string }, occurredAt: Date): ProviderReport {
  return { id, type: 'replied', ...subject, occurred_at: occurredAt.toISOString(), reply };
}

export function complaintReport(id: string, subject: ReportSubject, occurredAt: Date): ProviderReport {
  return { id, type: 'complained', ...subject, occurred_at: occurredAt.toISOString(), reason: 'the recipient marked the message as spam (simulated)' };
}
