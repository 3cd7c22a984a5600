import { missingPermission, PUBLIC_ROUTES, routePermissions, type ActingKey } from '@wbk/contracts';
import type { TaskType } from './assistant-task';
import type { ActionType, EntityType } from './workflow-types';

/**
 * What a workflow needs its saving key to hold, each named by the public
 * route that does the same thing (libs/contracts), so an automation can never
 * do more than its key could through the API: read the triggering record (the
 * condition, the merge tokens and a webhook action all see it) and make the
 * action's own change.
 */
function permissionsOfRoute(operationId: string): string[] {
  const route = PUBLIC_ROUTES.find((r) => r.operationId === operationId);
  if (route === undefined) throw new Error(`no public route ${operationId}`);
  // Every permission the route declares (a route may need several), as the gateway checks them.
  return routePermissions(route);
}

const READ_ROUTE: Record<EntityType, string> = {
  contact: 'getContact',
  deal: 'getDeal',
  task: 'listTasks',
  email: 'listEmailSyncJobs',
  meeting: 'listCalendarEvents',
};

const UPDATE_ROUTE: Partial<Record<EntityType, string>> = { contact: 'updateContact', deal: 'updateDeal', task: 'updateTask' };

const ACTION_ROUTE: Partial<Record<ActionType, string>> = {
  create_task: 'createTask',
  send_email: 'sendChannelMessage',
  send_channel_message: 'sendChannelMessage',
};

const TASK_ROUTES: Record<TaskType, string[]> = {
  contact_update: ['getContact', 'updateContact'],
  list_operation: ['getList', 'addListContacts'],
  campaign_start: ['getCampaign', 'startCampaign'],
  prospect_search: ['searchProspector', 'createContact', 'createList', 'addListContacts'],
};

/** The permissions an approved assistant task needs: those of the public routes that do the same work. */
export function taskPermissions(type: TaskType): string[] {
  return [...new Set(TASK_ROUTES[type].flatMap(permissionsOfRoute))];
}

/** The permissions a workflow's action needs, the read of the trigger first. */
export function actionPermissions(actionType: ActionType, entityType: EntityType): string[] {
  const required = permissionsOfRoute(READ_ROUTE[entityType]);
  const write = actionType === 'update_field' ? UPDATE_ROUTE[entityType] : ACTION_ROUTE[actionType];
  if (write !== undefined) required.push(...permissionsOfRoute(write));
  return [...new Set(required)];
}

export type { ActingKey } from '@wbk/contracts';

/** What the key may do now (the workspace service's answer); null when the key no longer exists. */
export interface KeyGrantState {
  permissions: string[];
  revoked: boolean;
  /** ISO 8601, or "" when the key never expires. */
  expires_at: string;
}

/**
 * Why the action may not run, worded for the run history, or null when it
 * may. Both the recorded and the current permissions must grant each one, so
 * neither a narrowed key nor a later broadening of it lets a workflow do more
 * than its author's key could when it was saved.
 */
export function permissionRefusal(
  actor: ActingKey | null | undefined,
  grant: KeyGrantState | null,
  required: readonly string[],
  now: Date,
  role: ActorRole = WORKFLOW_ACTOR,
): string | null {
  if (!actor) return `insufficient_permissions: no API key is recorded as ${role.who}; ${role.remedy}`;
  const who = `the API key ${actor.key_id} that ${role.did}`;
  if (grant === null) return `insufficient_permissions: ${who} no longer exists; ${role.remedy}`;
  if (grant.revoked) return `insufficient_permissions: ${who} is revoked; ${role.remedy}`;
  if (grant.expires_at !== '' && Date.parse(grant.expires_at) <= now.getTime()) return `insufficient_permissions: ${who} expired at ${grant.expires_at}; ${role.remedy}`;
  const missing = missingPermission(actor.permissions, required) ?? missingPermission(grant.permissions, required);
  if (missing === null) return null;
  return `insufficient_permissions: ${who} lacks the permission ${missing}`;
}

/** How a refusal names the key: a workflow's saver or an assistant task's approver. */
export interface ActorRole {
  who: string;
  did: string;
  remedy: string;
}

export const WORKFLOW_ACTOR: ActorRole = {
  who: 'the saver of this workflow',
  did: 'last saved this workflow',
  remedy: 'save the workflow again (PATCH) with an active key that holds the permissions its action needs',
};

export const ASSISTANT_APPROVER: ActorRole = {
  who: 'the approver of this task',
  did: 'approved this task',
  remedy: 'nothing was changed; ask the assistant again and approve the new task with a key that holds the permissions it needs',
};
