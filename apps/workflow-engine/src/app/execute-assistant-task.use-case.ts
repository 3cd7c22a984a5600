import { contactRecordOf, type ContactMatches__Output, type CrmContact__Output } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import { describeContact, type ContactChanges, type ContactRef, type TaskType } from '../domain/assistant-task';
import type { CrmScope, CrmTasksClient } from '../peers/crm-tasks.client';
import type { EnrichmentTasksClient } from '../peers/enrichment-tasks.client';
import type { OutreachTasksClient } from '../peers/outreach-tasks.client';
import { ProspectSearchFailure, runProspectSearch } from './execute-assistant-task.prospect-search';

/** The end of an execution: its result, or why it failed, worded for the person who approved it. */
export type ExecutionOutcome = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

export interface ExecutableTask {
  id: string;
  workspaceId: string;
  type: TaskType;
  description: string;
  metadata: Record<string, unknown>;
}

/** A reason the task cannot be done, worded for the person who approved it. */
class TaskFailure extends Error {}

function fail(message: string): never {
  throw new TaskFailure(message);
}

function crmFailure(err: unknown): string {
  if (!isAppError(err)) return 'The CRM call failed unexpectedly; nothing further was changed';
  if (err.code === 'service_unavailable' || err.code === 'upstream_timeout') return `The CRM is not reachable right now (${err.code}); approve a new task later`;
  return `The CRM refused the change (${err.code}): ${err.message}`;
}

/** Outreach's answer to a start, worded for the person who approved it. */
function outreachFailure(err: unknown): string {
  if (!isAppError(err)) return 'The outreach call failed unexpectedly; the campaign was not started';
  if (err.code === 'service_unavailable' || err.code === 'upstream_timeout') return `The outreach service is not reachable right now (${err.code}); approve a new task later`;
  if (err.code === 'campaign_not_found') return `${err.message}; the campaign was not started`;
  return `The campaign was not started (${err.code}): ${err.message}`;
}

type TaskMetadata = Record<string, unknown>;

const isRef = (value: unknown): value is ContactRef =>
  typeof value === 'object' && value !== null && (typeof (value as Record<string, unknown>)['id'] === 'string' || typeof (value as Record<string, unknown>)['email'] === 'string' || typeof (value as Record<string, unknown>)['name'] === 'string');

export interface ExecuteAssistantTaskDeps {
  crm: CrmTasksClient;
  outreach: OutreachTasksClient;
  enrichment: EnrichmentTasksClient;
}

/**
 * Runs an approved task through the service that owns its data:
 * contact_update and list_operation through the CRM, campaign_start through
 * outreach, prospect_search through enrichment (the search) and the CRM (the
 * contacts and their list).
 */
export class ExecuteAssistantTask {
  private readonly crm: CrmTasksClient;
  private readonly outreach: OutreachTasksClient;
  private readonly enrichment: EnrichmentTasksClient;

  constructor(deps: ExecuteAssistantTaskDeps) {
    this.crm = deps.crm;
    this.outreach = deps.outreach;
    this.enrichment = deps.enrichment;
  }

  async execute(task: ExecutableTask): Promise<ExecutionOutcome> {
    try {
      const result = await this.run(task);
      return { ok: true, result };
    } catch (err) {
      if (err instanceof TaskFailure || err instanceof ProspectSearchFailure) return { ok: false, error: err.message };
      return { ok: false, error: crmFailure(err) };
    }
  }

  private async run(task: ExecutableTask): Promise<Record<string, unknown>> {
    const scope: CrmScope = { workspaceId: task.workspaceId, taskId: task.id };
    switch (task.type) {
      case 'prospect_search':
        return runProspectSearch(this.enrichment, this.crm, scope, task.metadata, task.description);
      case 'campaign_start':
        return this.startCampaign(scope, task.metadata);
      case 'contact_update':
        return this.updateContact(scope, task.metadata);
      case 'list_operation':
        return this.changeList(scope, task.metadata);
    }
  }

  private async startCampaign(scope: CrmScope, metadata: TaskMetadata): Promise<Record<string, unknown>> {
    const id = metadata['campaign_id'];
    const name = metadata['campaign_name'];
    const target = typeof id === 'string' ? { campaign_id: id } : typeof name === 'string' ? { campaign_name: name } : fail('The task names no campaign');
    try {
      const campaign = await this.outreach.startCampaign(scope, target);
      return { campaign_id: campaign.id, campaign_name: campaign.name, status: campaign.status, contact_count: campaign.contact_count };
    } catch (err) {
      return fail(outreachFailure(err));
    }
  }

  private async updateContact(scope: CrmScope, metadata: TaskMetadata): Promise<Record<string, unknown>> {
    const ref = metadata['contact'];
    const changes = (metadata['changes'] ?? {}) as ContactChanges;
    if (!isRef(ref)) fail('The task names no contact');
    const [contact] = await this.resolveContacts(scope, [ref]);
    const { tags_add: tagsAdd, ...fields } = changes;
    // The CRM merges added tags into the contact's stored tags (tags replace on PATCH).
    const updatedFields = [...Object.keys(fields), ...(tagsAdd !== undefined && tagsAdd.length > 0 ? ['tags'] : [])];
    if (updatedFields.length === 0) fail('The task holds no change to make');
    const updated = await this.crm.updateContact(scope, contact!.id, changes);
    return { contact_id: updated.id, updated_fields: updatedFields, contact: contactRecordOf(updated) };
  }

  private async changeList(scope: CrmScope, metadata: TaskMetadata): Promise<Record<string, unknown>> {
    const operation = metadata['operation'] === 'remove' ? 'remove' : 'add';
    const refs = Array.isArray(metadata['contacts']) ? metadata['contacts'].filter(isRef) : [];
    if (refs.length === 0) fail('The task names no contacts');
    const list = await this.resolveList(scope, metadata);
    const contacts = await this.resolveContacts(scope, refs);
    const contactIds = [...new Set(contacts.map((c) => c.id))];
    const { changed, contactCount } = await this.crm.changeListMembers(scope, list.id, operation, contactIds);
    return { list_id: list.id, list_name: list.name, operation, contact_ids: contactIds, [operation === 'add' ? 'added' : 'removed']: changed, contact_count: contactCount };
  }

  private async resolveList(scope: CrmScope, metadata: TaskMetadata): Promise<{ id: string; name: string }> {
    const listId = metadata['list_id'];
    if (typeof listId === 'string') {
      const list = await this.crm.getList(scope, listId);
      return list ?? fail(`List ${listId} was not found in this workspace`);
    }
    const name = metadata['list_name'];
    if (typeof name !== 'string') fail('The task names no list');
    return (await this.crm.listByName(scope, name)) ?? fail(`No list named "${name}" was found`);
  }

  /**
   * Every contact must resolve to exactly one CRM contact; otherwise nothing
   * is changed and the error names each one (an approval covers the whole
   * task, never a part of it).
   */
  private async resolveContacts(scope: CrmScope, refs: ContactRef[]): Promise<CrmContact__Output[]> {
    const problems: string[] = [];
    const resolved: CrmContact__Output[] = [];
    for (const ref of refs) {
      const { contacts, total } = await this.matchesOf(scope, ref);
      if (total === 1 && contacts.length === 1) resolved.push(contacts[0]!);
      else if (total === 0) problems.push(`no contact matches ${describeContact(ref)}`);
      else problems.push(`${total} contacts match ${describeContact(ref)} (${contacts.map((c) => c.id).join(', ')}); name the contact by email or id`);
    }
    if (problems.length > 0) fail(`Nothing was changed: ${problems.join('; ')}`);
    return resolved;
  }

  private async matchesOf(scope: CrmScope, ref: ContactRef): Promise<ContactMatches__Output> {
    if ('email' in ref) return this.crm.contactsByEmail(scope, ref.email);
    if ('name' in ref) return this.crm.contactsByName(scope, ref.name);
    const contact = await this.crm.getContact(scope, ref.id);
    return contact ? { contacts: [contact], total: 1 } : { contacts: [], total: 0 };
  }
}
