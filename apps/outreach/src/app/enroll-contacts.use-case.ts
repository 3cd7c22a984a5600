import { ENROLL_LIST_MAX, type CallerContext, type Causation, type EnrollResult, type EnrollSkipReason } from '@wbk/contracts';
import { AppError, validationError } from '@wbk/platform';
import { checkEnrollable } from '../domain/campaign';
import { newEnrollment, skipReason, snapshotOf, stepChannels, suppressionKeysFor, type EnrollmentState } from '../domain/enrollment';
import { contactsAdded } from '../events/outreach-events';
import type { CrmRecords } from '../peers/crm-records.client';
import type { SuppressionRepository } from '../store/suppression.repository';
import { suppressionKeyText } from '../store/suppression.repository';
import { changeCampaign, eventContext, requireCampaign, type CampaignWriteDeps } from './campaign-writes';

/** Enrollments whose event was not written this long after they were added are announced by the next enrolment. */
const ANNOUNCE_GRACE_MS = 60_000;

export interface EnrollContactsDeps extends CampaignWriteDeps {
  crm: CrmRecords;
  suppressions: SuppressionRepository;
}

export interface EnrollContactsCommand {
  workspaceId: string;
  requestId: string;
  cause?: Causation;
  campaignId: string;
  /** The contacts by id, or every member of a CRM list (exactly one is given; the contract's schema checks it). */
  contacts: { contact_ids?: string[] | undefined; list_id?: string | undefined };
}

/**
 * POST /v1/campaigns/{id}/contacts: each contact is enrolled once, or skipped
 * with its reason (not_found, already_enrolled, suppressed, no_address); the
 * campaign's contact count and campaign.contacts_added follow.
 */
export class EnrollContacts {
  constructor(private readonly deps: EnrollContactsDeps) {}

  async execute(command: EnrollContactsCommand): Promise<EnrollResult> {
    const { workspaceId, campaignId } = command;
    const { campaign } = await requireCampaign(this.deps.campaigns, workspaceId, campaignId);
    checkEnrollable(campaign);
    const context: CallerContext = { workspace_id: workspaceId, request_id: command.requestId };
    const ids = await this.contactIdsOf(context, command.contacts);

    const [contacts, enrolled] = await Promise.all([this.deps.crm.contacts(context, ids), this.deps.enrollments.enrolledContactIds(workspaceId, campaignId, ids)]);
    const channels = stepChannels(campaign.steps);
    const snapshots = new Map([...contacts.values()].map((c) => [c.id, snapshotOf(c)]));
    const keys = [...snapshots.values()].flatMap((s) => suppressionKeysFor(s, channels));
    const suppressed = await this.deps.suppressions.matching(workspaceId, keys);

    const skipped: Array<{ contact_id: string; reason: EnrollSkipReason }> = [];
    const candidates: EnrollmentState[] = [];
    const now = this.deps.clock.now();
    for (const id of ids) {
      const contact = contacts.get(id);
      const reason: EnrollSkipReason | null =
        contact === undefined ? 'not_found' : enrolled.has(id) ? 'already_enrolled' : skipReason(snapshots.get(id)!, channels, (key) => suppressed.has(suppressionKeyText(key)));
      if (reason !== null) skipped.push({ contact_id: id, reason });
      else candidates.push(newEnrollment(campaignId, contact!, campaign.status, campaign.steps, now));
    }
    const inserted = await this.deps.enrollments.insertNew(workspaceId, candidates);
    // Lost to a concurrent enrolment of the same contact: enrolled already, by that call.
    for (const candidate of candidates) if (!inserted.has(candidate.id)) skipped.push({ contact_id: candidate.contact_id, reason: 'already_enrolled' });
    const added = candidates.filter((c) => inserted.has(c.id)).map((c) => c.contact_id);
    const contactCount = await this.announce(command, added);
    return { campaign_id: campaignId, added: added.length, contact_count: contactCount, skipped };
  }

  private async contactIdsOf(context: CallerContext, body: EnrollContactsCommand['contacts']): Promise<string[]> {
    if (body.contact_ids !== undefined) return [...new Set(body.contact_ids)];
    const listId = body.list_id!;
    const members = await this.deps.crm.listMembers(context, listId, ENROLL_LIST_MAX);
    if (members === null) throw new AppError('not_found', `list_id ${listId} is not a list of this workspace`, { field: 'list_id' });
    if (members.truncated) throw validationError([{ field: 'list_id', message: `the list has more than ${ENROLL_LIST_MAX} contacts; enrol it in parts by contact_ids` }]);
    return [...new Set(members.contactIds)];
  }

  /**
   * Writes the campaign's new contact count and campaign.contacts_added (with
   * any enrollment a crash left unannounced), then marks them announced.
   * Answers the contact count.
   */
  private async announce(command: EnrollContactsCommand, added: string[]): Promise<number> {
    const { workspaceId, campaignId } = command;
    const before = new Date(this.deps.clock.now().getTime() - ANNOUNCE_GRACE_MS).toISOString();
    const stale = await this.deps.enrollments.unannounced(workspaceId, campaignId, before, 1_000);
    const announced = [...new Set([...added, ...stale])];
    const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
    const updated = await changeCampaign(this.deps, workspaceId, campaignId, async (current) => {
      // Counted inside each attempt, after every insert so far: the last writer's count includes everyone's.
      const contactCount = await this.deps.enrollments.count(workspaceId, campaignId);
      if (announced.length === 0 && contactCount === current.contact_count) return null;
      return {
        next: { ...current, contact_count: contactCount, updated_at: this.deps.clock.now().toISOString() },
        events: announced.length === 0 ? [] : [contactsAdded(ctx, campaignId, announced)],
      };
    });
    await this.deps.enrollments.markAnnounced(workspaceId, campaignId, announced);
    return updated.contact_count;
  }
}
