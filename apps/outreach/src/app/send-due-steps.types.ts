import type { Clock, Logger } from '@wbk/platform';
import type { CampaignState } from '../domain/campaign';
import type { EnrollmentState } from '../domain/enrollment';
import type { CrmRecords } from '../peers/crm-records.client';
import type { CampaignRepository } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';
import type { MessageRepository } from '../store/message.repository';
import type { SendSlotRepository } from '../store/send-slot.repository';
import type { SendMessage } from './send-message.use-case';

/** What the sequencer's pass (SendDueSteps) is given, what it reports, and the shapes of its work. */

export interface SendDueStepsDeps {
  campaigns: CampaignRepository;
  enrollments: EnrollmentRepository;
  slots: SendSlotRepository;
  messages: MessageRepository;
  /** Every step is sent through the one send path. */
  sendMessage: Pick<SendMessage, 'execute'>;
  crm: Pick<CrmRecords, 'contacts'>;
  clock: Clock;
  logger: Logger;
  /** This replica's name on the leases it takes. */
  owner: string;
  /** SEQUENCER_BATCH: steps claimed per pass. */
  batch: number;
  /** SEQUENCER_LEASE_MS: how long a claim holds before another replica may take the step over. */
  leaseMs: number;
  /** The one-click unsubscribe link of an enrollment's address (RFC 8058). */
  unsubscribeUrl: (workspaceId: string, enrollmentId: string, address: string) => string;
  concurrency?: number;
}

export interface PassSummary {
  claimed: number;
  sent: number;
  postponed: number;
  stopped: number;
  completedCampaigns: number;
}

export interface SendableCampaign {
  workspaceId: string;
  campaign: CampaignState;
  /** The local day the daily cap counts in. */
  day: string;
}

export interface Job extends SendableCampaign {
  enrollment: EnrollmentState;
  /** This pass's name on the lease: every write of the job is guarded by it. */
  holder: string;
  /** Nobody attempted this step before (no earlier lease, no failed attempt): no send can be recorded under its key yet. */
  firstAttempt: boolean;
}

/** Counts a pass adds to its campaigns' stats, written once per campaign at the end of the pass. */
export type PendingStats = Map<string, { workspaceId: string; sent: number; completed: number }>;

export type Outcome = 'sent' | 'postponed' | 'stopped';
