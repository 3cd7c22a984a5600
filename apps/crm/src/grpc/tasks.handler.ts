import { AppError, isUuid, newId, validationError, type Clock, type FieldIssue } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { bulkRecordId } from '../domain/bulk';
import { applyTaskPatch, diffTasks, newTaskState, toTaskView } from '../domain/task';
import { parseTaskListQuery } from '../domain/task-query';
import { parseCreateTask, parsePatchTask, type TaskInput } from '../domain/task.schema';
import type { ContactEventContext } from '../events/contact-events';
import { taskCreated, taskUpdated } from '../events/task-events';
import type { TaskRepository } from '../store/task.repository';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

const RESOURCE = 'tasks';
/** As for contacts: a read-modify-write is retried before answering 409 version_conflict. */
const WRITE_ATTEMPTS = 3;

export interface TasksHandlerDeps {
  tasks: TaskRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

export type TasksHandlers = Record<'CreateTask' | 'ListTasks' | 'UpdateTask' | 'DeleteTask', (request: unknown) => Promise<ApiReply>>;

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

function taskNotFound(): AppError {
  return new AppError('not_found', 'Task not found');
}

function conflict(): AppError {
  return new AppError('version_conflict', 'The task was changed by another request at the same moment; retry the request');
}

function taskId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw taskNotFound();
  return id.toLowerCase();
}

export function createTasksHandlers(deps: TasksHandlerDeps): TasksHandlers {
  const makeId = deps.newId ?? newId;
  const eventContext = (call: ApiCall): ContactEventContext => ({
    workspaceId: call.workspaceId,
    clock: deps.clock,
    ...(call.cause ? { cause: call.cause } : {}),
  });

  /** A task may only point at a live contact / deal of its own workspace (400 naming the field otherwise). */
  async function checkLinks(workspaceId: string, input: Pick<TaskInput, 'contact_id' | 'deal_id'>): Promise<void> {
    const issues: FieldIssue[] = [];
    if (input.contact_id && !(await deps.tasks.linkExists(workspaceId, 'contact', input.contact_id))) {
      issues.push({ field: 'contact_id', message: 'does not match a contact in this workspace' });
    }
    if (input.deal_id && !(await deps.tasks.linkExists(workspaceId, 'deal', input.deal_id))) {
      issues.push({ field: 'deal_id', message: 'does not match a deal in this workspace' });
    }
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    async CreateTask(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateTask(parseBodyJson(call.bodyJson));
      await checkLinks(call.workspaceId, input);
      // A caller that sends an idempotency key (an automation's run id) gets the same
      // task id on every retry, so a resumed run can never create a second task.
      const id = call.idempotencyKey ? bulkRecordId(call.workspaceId, call.idempotencyKey, 0) : makeId();
      const state = newTaskState(input, id, deps.clock.now());
      const view = toTaskView(state);
      try {
        await deps.tasks.insert(call.workspaceId, state, [taskCreated(eventContext(call), view)]);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        const existing = await deps.tasks.findLive(call.workspaceId, id);
        if (!existing) throw err;
        const stored = toTaskView(existing.state);
        return reply(stored, { created: true, audit: audit('create', stored.id) });
      }
      deps.afterWrite();
      return reply(view, { created: true, audit: audit('create', view.id) });
    },

    async ListTasks(request) {
      const call = decodeApiRequest(request);
      const query = parseTaskListQuery(call.query);
      const { page, perPage, skip, ...filters } = query;
      const { items, total } = await deps.tasks.list(call.workspaceId, { ...filters, skip, limit: perPage });
      return reply(items.map(toTaskView), { meta: { page, per_page: perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async UpdateTask(request) {
      const call = decodeApiRequest(request);
      const id = taskId(call);
      rejectUnknownQuery(call.query);
      const patch = parsePatchTask(parseBodyJson(call.bodyJson));
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.tasks.findLive(call.workspaceId, id);
        if (!stored) throw taskNotFound();
        const before = toTaskView(stored.state);
        // Only links that change are checked: an existing link to a since-deleted contact does not block other edits.
        await checkLinks(call.workspaceId, {
          ...(patch.contact_id !== undefined && patch.contact_id !== before.contact_id ? { contact_id: patch.contact_id } : {}),
          ...(patch.deal_id !== undefined && patch.deal_id !== before.deal_id ? { deal_id: patch.deal_id } : {}),
        });
        const now = deps.clock.now();
        const next = applyTaskPatch(stored.state, patch, now);
        const { changes, diff } = diffTasks(before, toTaskView(next));
        // As for contacts: a PATCH that changes nothing answers 200 without a write or an event.
        if (Object.keys(changes).length === 0) return reply(before, { audit: audit('update', id, {}) });
        next.updated_date = now.toISOString();
        const after = toTaskView(next);
        if (await deps.tasks.update(call.workspaceId, next, stored.version, [taskUpdated(eventContext(call), after, changes)])) {
          deps.afterWrite();
          return reply(after, { audit: audit('update', id, diff) });
        }
      }
      throw conflict();
    },

    async DeleteTask(request) {
      const call = decodeApiRequest(request);
      const id = taskId(call);
      rejectUnknownQuery(call.query);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.tasks.findLive(call.workspaceId, id);
        if (!stored) throw taskNotFound();
        // No event: the catalog has no task.deleted (docs/decisions.md, "Tasks"); the audit entry records the delete.
        if (await deps.tasks.tombstone(call.workspaceId, id, stored.version, deps.clock.now().toISOString())) {
          return reply({ id, deleted: true }, { audit: audit('delete', id) });
        }
      }
      throw conflict();
    },
  };
}
