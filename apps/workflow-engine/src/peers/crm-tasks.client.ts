import { prospectContactSeed, type CallerContext, type ContactMatches__Output, type CrmAutomationRpc, type CrmContact__Output, type CrmList__Output, type EnrichmentProspect__Output } from '@wbk/contracts';
import { derivedUuid, isAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import type { ContactChanges } from '../domain/assistant-task';

/**
 * What the assistant asks of the CRM, through its typed automation RPCs (the
 * engine never writes the CRM's store). Every call carries the task id as
 * request id and an idempotency key derived from task and step, so an
 * execution repeated after a crash is the same request again. No event caused
 * an approved task, so no causation travels.
 */
export interface CrmScope {
  workspaceId: string;
  taskId: string;
}

export type CrmCaller = Pick<TypedRpcClient<CrmAutomationRpc>, 'call'>;

// Every step the assistant takes is safe to repeat (reads, field sets, set-like tag and list membership changes).
const IDEMPOTENT = { idempotent: true } as const;

export class CrmTasksClient {
  constructor(private readonly rpc: CrmCaller) {}

  getContact(scope: CrmScope, id: string): Promise<CrmContact__Output | null> {
    return orNull(this.rpc.call('GetContact', { context: callerContext(scope, 'get-contact'), id }, IDEMPOTENT));
  }

  contactsByEmail(scope: CrmScope, email: string): Promise<ContactMatches__Output> {
    return this.rpc.call('FindContactsByEmail', { context: callerContext(scope, 'find-contact'), email }, IDEMPOTENT);
  }

  /** Exact full name, compared by the CRM case-insensitively with whitespace folded. */
  contactsByName(scope: CrmScope, fullName: string): Promise<ContactMatches__Output> {
    return this.rpc.call('FindContactsByName', { context: callerContext(scope, 'find-contact-by-name'), full_name: fullName }, IDEMPOTENT);
  }

  /** The CRM merges tags_add into the contact's stored tags. */
  updateContact(scope: CrmScope, id: string, changes: ContactChanges): Promise<CrmContact__Output> {
    const { tags_add: tagsAdd, ...fields } = changes;
    return this.rpc.call('UpdateContact', { context: callerContext(scope, `update-contact:${id}`), id, ...fields, tags_add: tagsAdd ?? [] }, IDEMPOTENT);
  }

  getList(scope: CrmScope, id: string): Promise<CrmList__Output | null> {
    return orNull(this.rpc.call('GetList', { context: callerContext(scope, 'get-list'), id }, IDEMPOTENT));
  }

  /** List names are unique per workspace: null when none has that name. */
  async listByName(scope: CrmScope, name: string): Promise<CrmList__Output | null> {
    const { lists } = await this.rpc.call('FindListsByName', { context: callerContext(scope, 'find-list'), name }, IDEMPOTENT);
    return lists[0] ?? null;
  }

  /** A found prospect as a contact; the key derives from workspace and member, so the same person is one contact whoever saves it. */
  createProspectContact(scope: CrmScope, prospect: EnrichmentProspect__Output): Promise<CrmContact__Output> {
    // The prospect message has "" where the public record has null; the CRM takes only fields with a value.
    const named = { first_name: prospect.first_name, last_name: prospect.last_name, job_title: prospect.job_title, company: prospect.company, linkedin_url: prospect.linkedin_url };
    const fields = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== ''));
    const context = { workspace_id: scope.workspaceId, request_id: scope.taskId, idempotency_key: derivedUuid(prospectContactSeed(scope.workspaceId, prospect.member_id)) };
    return this.rpc.call('CreateContact', { context, ...fields, tags: [] }, IDEMPOTENT);
  }

  /** The task's own list: its id derives from the task, so a repeated execution answers the same list. */
  createList(scope: CrmScope, name: string, description: string): Promise<CrmList__Output> {
    return this.rpc.call('CreateList', { context: callerContext(scope, 'create-list'), name, description }, IDEMPOTENT);
  }

  async changeListMembers(scope: CrmScope, listId: string, operation: 'add' | 'remove', contactIds: string[]): Promise<{ changed: number; contactCount: number }> {
    const method = operation === 'add' ? 'AddListContacts' : 'RemoveListContacts';
    const result = await this.rpc.call(method, { context: callerContext(scope, `${operation}-list-contacts:${listId}`), list_id: listId, contact_ids: contactIds }, IDEMPOTENT);
    return { changed: result.changed_contact_ids.length, contactCount: result.contact_count };
  }
}

function callerContext(scope: CrmScope, step: string): CallerContext {
  return { workspace_id: scope.workspaceId, request_id: scope.taskId, idempotency_key: derivedUuid(`assistant-task:${scope.taskId}:${step}`) };
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') return null;
    throw err;
  }
}
