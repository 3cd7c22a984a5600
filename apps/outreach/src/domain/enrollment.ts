import { recipientProblem, type CampaignStatus, type CampaignStepRecord, type ContactRecord, type EnrollmentRecord, type EnrollmentStatus, type EnrollSkipReason, type MessageChannel } from '@wbk/contracts';
import type { SuppressionKey } from './suppression';
import { suppressionKeyOf } from './suppression';

/**
 * What the sequencer knows of a contact without asking the CRM again: the
 * merge-token values and every address a step may use, taken when the contact
 * was enrolled.
 */
export interface ContactSnapshot {
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  job_title: string | null;
  /** custom_fields.<channel>_recipient of the chat channels whose recipients are ids. */
  chat_recipients: Partial<Record<'chat_a' | 'chat_b' | 'chat_d', string>>;
}

/** Stored statuses; `paused` is never stored, it is how an enrollment of a paused campaign reads. */
export const STORED_ENROLLMENT_STATUSES = ['pending', 'active', 'completed', 'bounced', 'unsubscribed', 'replied'] as const;
export type StoredEnrollmentStatus = (typeof STORED_ENROLLMENT_STATUSES)[number];
/** Still in the sequence: the sequencer sends their next step when due. */
export const RUNNING_ENROLLMENT_STATUSES: readonly StoredEnrollmentStatus[] = ['pending', 'active'];

export interface EnrollmentState {
  /** `${campaign_id}:${contact_id}`: a contact is in a campaign at most once. */
  id: string;
  campaign_id: string;
  contact_id: string;
  contact: ContactSnapshot;
  status: StoredEnrollmentStatus;
  /** Steps sent so far. */
  current_step: number;
  added_at: string;
  last_sent_at: string | null;
  /** When the next step is due; null while the campaign is a draft, and once stopped or completed. */
  next_step_at: string | null;
  stopped_reason: string | null;
  /** The sequencer's claim on this enrollment while it sends a step (owner id, until when). */
  lease_owner: string | null;
  lease_until: string | null;
  /** Failed attempts at the current step (retryable provider failures); sets the backoff, back to 0 once it is sent. */
  step_attempts: number;
  /** False until campaign.contacts_added has been written for it (a crash in between is caught up by the next enrolment). */
  announced: boolean;
  updated_at: string;
}

export function enrollmentId(campaignId: string, contactId: string): string {
  return `${campaignId}:${contactId}`;
}

/** A contact as the CRM answers it (the public Contact record), reduced to what enrollment needs. */
export type EnrollableContact = Pick<ContactRecord, 'id' | 'first_name' | 'last_name' | 'full_name' | 'email' | 'phone' | 'company' | 'job_title' | 'custom_fields'>;

const CHAT_ID_CHANNELS = ['chat_a', 'chat_b', 'chat_d'] as const;

export function snapshotOf(contact: EnrollableContact): ContactSnapshot {
  const chat: ContactSnapshot['chat_recipients'] = {};
  for (const channel of CHAT_ID_CHANNELS) {
    const value = contact.custom_fields[`${channel}_recipient`];
    if (typeof value === 'string' && value.trim() !== '') chat[channel] = value.trim();
  }
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    full_name: contact.full_name,
    email: contact.email === null ? null : contact.email.trim().toLowerCase(),
    phone: contact.phone === null ? null : contact.phone.trim(),
    company: contact.company,
    job_title: contact.job_title,
    chat_recipients: chat,
  };
}

/**
 * The contact's address on a channel, or null when it has none that the
 * channel accepts: email its email, chat_c its phone (E.164),
 * chat_a/chat_b/chat_d `custom_fields.<channel>_recipient`.
 */
export function addressFor(channel: MessageChannel, contact: ContactSnapshot): string | null {
  const raw = channel === 'email' ? contact.email : channel === 'chat_c' ? contact.phone : (contact.chat_recipients[channel] ?? null);
  if (raw === null || raw === '') return null;
  return recipientProblem(channel, raw) === null ? raw : null;
}

/** The channels a campaign's steps use, each once, in step order. */
export function stepChannels(steps: readonly CampaignStepRecord[]): MessageChannel[] {
  return [...new Set(steps.map((s) => s.channel))];
}

/**
 * The suppression entries that would stop this contact: its address on each
 * step channel, or (no steps yet) every address it has that an entry can cover.
 */
export function suppressionKeysFor(contact: ContactSnapshot, channels: readonly MessageChannel[]): SuppressionKey[] {
  const candidates: Array<[MessageChannel, string | null]> =
    channels.length > 0
      ? channels.map((c) => [c, addressFor(c, contact)])
      : [
          ['email', addressFor('email', contact)],
          ['chat_c', addressFor('chat_c', contact)],
        ];
  return candidates.flatMap(([channel, address]) => {
    const key = address === null ? null : suppressionKeyOf(channel, address);
    return key === null ? [] : [key];
  });
}

/**
 * Why a contact cannot join, or null: a suppressed address wins over a missing
 * one (it is the stronger reason not to contact someone).
 */
export function skipReason(contact: ContactSnapshot, channels: readonly MessageChannel[], isSuppressed: (key: SuppressionKey) => boolean): Extract<EnrollSkipReason, 'suppressed' | 'no_address'> | null {
  if (suppressionKeysFor(contact, channels).some(isSuppressed)) return 'suppressed';
  if (channels.some((c) => addressFor(c, contact) === null)) return 'no_address';
  return null;
}

/**
 * When an enrollment's first step is due, counted from `from`: the enrollment
 * time in a running campaign, the start time for enrollments made while the
 * campaign was a draft (nothing is due in a draft).
 */
export function firstDueAt(campaignStatus: CampaignStatus, steps: readonly CampaignStepRecord[], from: Date): string | null {
  if (campaignStatus === 'draft' || campaignStatus === 'completed' || steps.length === 0) return null;
  return new Date(from.getTime() + steps[0]!.delay_seconds * 1000).toISOString();
}

export function newEnrollment(campaignId: string, contact: EnrollableContact, campaignStatus: CampaignStatus, steps: readonly CampaignStepRecord[], now: Date): EnrollmentState {
  const stamp = now.toISOString();
  return {
    id: enrollmentId(campaignId, contact.id),
    campaign_id: campaignId,
    contact_id: contact.id,
    contact: snapshotOf(contact),
    status: 'pending',
    current_step: 0,
    added_at: stamp,
    last_sent_at: null,
    next_step_at: firstDueAt(campaignStatus, steps, now),
    stopped_reason: null,
    lease_owner: null,
    lease_until: null,
    step_attempts: 0,
    announced: false,
    updated_at: stamp,
  };
}

/** The listCampaignContacts operation's entry; an enrollment still in the sequence reads `paused` while its campaign is paused. */
export function toEnrollmentView(enrollment: EnrollmentState, campaignStatus: CampaignStatus): EnrollmentRecord {
  const running = RUNNING_ENROLLMENT_STATUSES.includes(enrollment.status);
  return {
    contact_id: enrollment.contact_id,
    full_name: enrollment.contact.full_name,
    email: enrollment.contact.email,
    status: running && campaignStatus === 'paused' ? 'paused' : enrollment.status,
    current_step: enrollment.current_step,
    added_at: enrollment.added_at,
    last_sent_at: enrollment.last_sent_at,
    next_step_at: running ? enrollment.next_step_at : null,
    stopped_reason: enrollment.stopped_reason,
  };
}

/** The stored statuses a `status` filter reads, given that running enrollments of a paused campaign read `paused`. */
export function storedStatusesFor(filter: EnrollmentStatus | undefined, campaignStatus: CampaignStatus): StoredEnrollmentStatus[] | null {
  if (filter === undefined) return null;
  const paused = campaignStatus === 'paused';
  if (filter === 'paused') return paused ? [...RUNNING_ENROLLMENT_STATUSES] : [];
  if (RUNNING_ENROLLMENT_STATUSES.includes(filter)) return paused ? [] : [filter as StoredEnrollmentStatus];
  return [filter as StoredEnrollmentStatus];
}
