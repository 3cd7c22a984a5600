import {
  ENROLL_LIST_MAX,
  ENROLLMENT_PAGE_LIMITS,
  enrollBody,
  enrollmentListQuery,
  pageOf,
  parseBody,
  parseQuery,
  type CallerContext,
  type CampaignStatus,
  type EnrollmentStatus,
  type EnrollResult,
  type EnrollSkipReason,
} from '@wbk/contracts';
import { AppError, validationError, type Clock } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, reply, rejectUnknownQuery, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { checkEnrollable } from '../domain/campaign';
import {
  RUNNING_ENROLLMENT_STATUSES,
  newEnrollment,
  skipReason,
  snapshotOf,
  stepChannels,
  suppressionKeysFor,
  toEnrollmentView,
  type EnrollmentState,
  type StoredEnrollmentStatus,
} from '../domain/enrollment';
import { contactsAdded } from '../events/outreach-events';
import type { CrmRecords } from '../providers/crm-records.client';
import type { SuppressionRepository } from '../store/suppression.repository';
import { suppressionKeyText } from '../store/suppression.repository';
import { campaignIdOf, changeCampaign, eventContext, requireCampaign, type CampaignWriteDeps } from './campaign-writes';

const RESOURCE = 'campaigns';
/** Enrollments whose event was not written this long after they were added are announced by the next enrolment. */
const ANNOUNCE_GRACE_MS = 60_000;

export interface EnrollmentsHandlerDeps extends CampaignWriteDeps {
  crm: CrmRecords;
  suppressions: SuppressionRepository;
  clock: Clock;
}

type Handler = (request: unknown) => Promise<ApiReply>;

function audit(action: AuditInfo['action'], resourceId: string): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: '' };
}

/** The stored statuses a `status` filter reads, given that running enrollments of a paused campaign read `paused`. */
export function storedStatusesFor(filter: EnrollmentStatus | undefined, campaignStatus: CampaignStatus): StoredEnrollmentStatus[] | null {
  if (filter === undefined) return null;
  const paused = campaignStatus === 'paused';
  if (filter === 'paused') return paused ? [...RUNNING_ENROLLMENT_STATUSES] : [];
  if (RUNNING_ENROLLMENT_STATUSES.includes(filter)) return paused ? [] : [filter as StoredEnrollmentStatus];
  return [filter as StoredEnrollmentStatus];
}

/** POST and GET /v1/campaigns/{id}/contacts. */
export function createEnrollmentsHandlers(deps: EnrollmentsHandlerDeps): Record<'EnrollCampaignContacts' | 'ListCampaignContacts', Handler> {
  async function contactIdsOf(context: CallerContext, body: { contact_ids?: string[] | undefined; list_id?: string | undefined }): Promise<string[]> {
    if (body.contact_ids !== undefined) return [...new Set(body.contact_ids.map((id) => id.toLowerCase()))];
    const listId = body.list_id!.toLowerCase();
    const members = await deps.crm.listMembers(context, listId, ENROLL_LIST_MAX);
    if (members === null) throw new AppError('not_found', `list_id ${listId} is not a list of this workspace`, { field: 'list_id' });
    if (members.truncated) throw validationError([{ field: 'list_id', message: `the list has more than ${ENROLL_LIST_MAX} contacts; enrol it in parts by contact_ids` }]);
    return [...new Set(members.contactIds)];
  }

  /**
   * Writes the campaign's new contact count and campaign.contacts_added (with
   * any enrollment a crash left unannounced), then marks them announced.
   * Answers the contact count.
   */
  async function announce(call: ApiCall, campaignId: string, added: string[]): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - ANNOUNCE_GRACE_MS).toISOString();
    const stale = await deps.enrollments.unannounced(call.workspaceId, campaignId, before, 1_000);
    const announced = [...new Set([...added, ...stale])];
    const ctx = eventContext(call.workspaceId, deps.clock, call.cause);
    const updated = await changeCampaign(deps, call.workspaceId, campaignId, async (current) => {
      // Counted inside each attempt, after every insert so far: the last writer's count includes everyone's.
      const contactCount = await deps.enrollments.count(call.workspaceId, campaignId);
      if (announced.length === 0 && contactCount === current.contact_count) return null;
      return {
        next: { ...current, contact_count: contactCount, updated_at: deps.clock.now().toISOString() },
        events: announced.length === 0 ? [] : [contactsAdded(ctx, campaignId, announced)],
      };
    });
    await deps.enrollments.markAnnounced(call.workspaceId, campaignId, announced);
    return updated.contact_count;
  }

  return {
    async EnrollCampaignContacts(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const campaignId = campaignIdOf(call.path['id']);
      const body = parseBody(enrollBody, parseBodyJson(call.bodyJson));
      const { campaign } = await requireCampaign(deps.campaigns, call.workspaceId, campaignId);
      checkEnrollable(campaign);
      const context: CallerContext = { workspace_id: call.workspaceId, request_id: call.requestId };
      const ids = await contactIdsOf(context, body);

      const [contacts, enrolled] = await Promise.all([deps.crm.contacts(context, ids), deps.enrollments.enrolledContactIds(call.workspaceId, campaignId, ids)]);
      const channels = stepChannels(campaign.steps);
      const snapshots = new Map([...contacts.values()].map((c) => [c.id, snapshotOf(c)]));
      const keys = [...snapshots.values()].flatMap((s) => suppressionKeysFor(s, channels));
      const suppressed = await deps.suppressions.matching(call.workspaceId, keys);

      const skipped: Array<{ contact_id: string; reason: EnrollSkipReason }> = [];
      const candidates: EnrollmentState[] = [];
      const now = deps.clock.now();
      for (const id of ids) {
        const contact = contacts.get(id);
        const reason: EnrollSkipReason | null =
          contact === undefined ? 'not_found' : enrolled.has(id) ? 'already_enrolled' : skipReason(snapshots.get(id)!, channels, (key) => suppressed.has(suppressionKeyText(key)));
        if (reason !== null) skipped.push({ contact_id: id, reason });
        else candidates.push(newEnrollment(campaignId, contact!, campaign.status, campaign.steps, now));
      }
      const inserted = await deps.enrollments.insertNew(call.workspaceId, candidates);
      // Lost to a concurrent enrolment of the same contact: enrolled already, by that call.
      for (const candidate of candidates) if (!inserted.has(candidate.id)) skipped.push({ contact_id: candidate.contact_id, reason: 'already_enrolled' });
      const added = candidates.filter((c) => inserted.has(c.id)).map((c) => c.contact_id);
      const contactCount = await announce(call, campaignId, added);
      const data: EnrollResult = { campaign_id: campaignId, added: added.length, contact_count: contactCount, skipped };
      return reply(data, { audit: audit('update', campaignId) });
    },

    async ListCampaignContacts(request) {
      const call = decodeApiRequest(request);
      const campaignId = campaignIdOf(call.path['id']);
      const query = parseQuery(enrollmentListQuery, call.query);
      const page = pageOf(query, ENROLLMENT_PAGE_LIMITS);
      const { campaign } = await requireCampaign(deps.campaigns, call.workspaceId, campaignId);
      const statuses = storedStatusesFor(query.status, campaign.status);
      const { items, total } =
        statuses !== null && statuses.length === 0 ? { items: [], total: 0 } : await deps.enrollments.list(call.workspaceId, campaignId, statuses, page.skip, page.perPage);
      return reply({ contacts: items.map((e) => toEnrollmentView(e, campaign.status)) }, { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', campaignId) });
    },
  };
}
