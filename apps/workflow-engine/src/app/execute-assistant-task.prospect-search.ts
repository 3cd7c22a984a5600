import { headcountRangesFor, PROSPECTOR_PAGE_LIMITS, type EnrichmentProspect__Output } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import type { ProspectSearchMetadata } from '../domain/assistant-task';
import type { CrmScope, CrmTasksClient } from '../peers/crm-tasks.client';
import type { EnrichmentTasksClient, ProspectCriteria } from '../peers/enrichment-tasks.client';

/** Found prospects saved when the task names no limit; the parser caps a named one at 1,000. */
export const DEFAULT_PROSPECT_LIMIT = 25;
/** The CRM adds at most this many contacts to a list per call. */
const LIST_ADD_BATCH = 100;

export class ProspectSearchFailure extends Error {}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/** The task's criteria as the prospector takes them: sizes people typed become the headcount ranges they overlap. */
export function criteriaOf(metadata: Record<string, unknown>): ProspectCriteria {
  return {
    titles: strings(metadata['titles']),
    location: strings(metadata['location']),
    industry: strings(metadata['industry']),
    headcount: [...new Set(strings(metadata['headcount']).flatMap(headcountRangesFor))],
  };
}

function enrichmentFailure(err: unknown): string {
  if (!isAppError(err)) return 'The prospect search failed unexpectedly; nothing was saved';
  if (err.code === 'service_unavailable') return `The prospector is not available (${err.message}); nothing was saved`;
  if (err.code === 'upstream_timeout' || err.code === 'provider_error') return `The prospector did not answer (${err.code}); approve a new task later`;
  return `The prospect search was refused (${err.code}): ${err.message}`;
}

/**
 * An approved prospect_search: runs the search through the enrichment
 * service, saves each found prospect as a CRM contact (one contact per person
 * per workspace) and puts them in a new list named after the task.
 */
export async function runProspectSearch(
  enrichment: EnrichmentTasksClient,
  crm: CrmTasksClient,
  scope: CrmScope,
  metadata: Record<string, unknown> & Partial<ProspectSearchMetadata>,
  description: string,
): Promise<Record<string, unknown>> {
  const criteria = criteriaOf(metadata);
  if (Object.values(criteria).every((values) => values.length === 0)) throw new ProspectSearchFailure('The task holds no search criteria the prospector understands');
  const limit = typeof metadata.limit === 'number' && metadata.limit > 0 ? metadata.limit : DEFAULT_PROSPECT_LIMIT;
  const perPage = Math.min(limit, PROSPECTOR_PAGE_LIMITS.maxPerPage);
  const found: EnrichmentProspect__Output[] = [];
  let total = 0;
  try {
    for (let page = 1; found.length < limit; page++) {
      const result = await enrichment.search(scope, criteria, page, perPage);
      total = result.total;
      found.push(...result.prospects);
      if (result.prospects.length < perPage || found.length >= total) break;
    }
  } catch (err) {
    throw new ProspectSearchFailure(enrichmentFailure(err));
  }
  const prospects = found.slice(0, limit);
  if (prospects.length === 0) throw new ProspectSearchFailure('The search found no prospects; no list was created');
  const contactIds: string[] = [];
  for (const prospect of prospects) contactIds.push((await crm.createProspectContact(scope, prospect)).id);
  const list = await crm.createList(scope, `Prospects ${scope.taskId.slice(0, 8)}`, description.slice(0, 500));
  let contactCount = 0;
  for (let i = 0; i < contactIds.length; i += LIST_ADD_BATCH) {
    contactCount = (await crm.changeListMembers(scope, list.id, 'add', contactIds.slice(i, i + LIST_ADD_BATCH))).contactCount;
  }
  return { list_id: list.id, list_name: list.name, contact_ids: contactIds, contact_count: contactCount, total_found: total };
}
