import type { AssistantChatReply } from '@wbk/contracts';
import { AppError, derivedUuid, isUuid, newId, type Clock } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { buildReply } from '../domain/assistant-reply';
import { notPendingMessage, type AssistantTaskView } from '../domain/assistant-task';
import { parseChatBody, parseTaskListQuery } from '../domain/assistant.schema';
import { parseMessage } from '../domain/intent-parser';
import { taskApproved, taskDismissed } from '../events/assistant-events';
import type { AssistantTaskRunnerJob } from '../jobs/assistant-task-runner.job';
import { toTaskView, type AssistantTaskRepository } from '../store/assistant-task.repository';
import { actingKeyOf, decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

const RESOURCE = 'assistant_tasks';

/**
 * How long approve waits for the execution before answering with the task
 * still `approved` (it then finishes in the background). Kept under the
 * gateway's RPC deadline (5 s by default), and under the call's own deadline.
 */
export const DEFAULT_APPROVE_WAIT_MS = 4_000;
const DEADLINE_MARGIN_MS = 500;

export interface AssistantHandlerDeps {
  tasks: AssistantTaskRepository;
  runner: Pick<AssistantTaskRunnerJob, 'run'>;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  approveWaitMs?: number;
  newId?: () => string;
}

type Handler = (request: unknown, meta?: { deadline?: Date | undefined }) => Promise<ApiReply>;
export type AssistantHandlers = Record<'ListAssistantTasks' | 'ApproveAssistantTask' | 'DismissAssistantTask' | 'AssistantChat', Handler>;

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

function taskNotFound(): AppError {
  return new AppError('not_found', 'Assistant task not found');
}

function taskId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw taskNotFound();
  return id.toLowerCase();
}

function sleep(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), Math.max(0, ms)).unref());
}

export function createAssistantHandlers(deps: AssistantHandlerDeps): AssistantHandlers {
  const makeId = deps.newId ?? newId;
  const approveWaitMs = deps.approveWaitMs ?? DEFAULT_APPROVE_WAIT_MS;

  /** The move failed: 404 when the task does not exist here, else 409 naming its status. */
  async function notPending(call: ApiCall, id: string): Promise<never> {
    const current = await deps.tasks.find(call.workspaceId, id);
    if (!current) throw taskNotFound();
    throw new AppError('task_not_pending', notPendingMessage(id, current.status), { status: current.status });
  }

  function waitBudget(deadline: Date | undefined): number {
    const untilDeadline = deadline ? deadline.getTime() - Date.now() - DEADLINE_MARGIN_MS : Infinity;
    return Math.min(approveWaitMs, untilDeadline);
  }

  return {
    async ListAssistantTasks(request) {
      const call = decodeApiRequest(request);
      const query = parseTaskListQuery(call.query);
      const { items, total } = await deps.tasks.list(call.workspaceId, query.status, { skip: query.skip, limit: query.perPage });
      return reply({ tasks: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async ApproveAssistantTask(request, meta) {
      const call = decodeApiRequest(request);
      const id = taskId(call);
      rejectUnknownQuery(call.query);
      const now = deps.clock.now().toISOString();
      // The task runs with the approving key's permissions (checked again, against the key as it is then, before it runs).
      const approved = await deps.tasks.leavePending(call.workspaceId, id, 'approved', now, (after) => taskApproved(call.workspaceId, after, deps.clock), actingKeyOf(call));
      if (!approved) return notPending(call, id);
      deps.afterWrite();
      const execution = deps.runner.run(approved);
      const outcome = await Promise.race([execution, sleep(waitBudget(meta?.deadline))]);
      const view: AssistantTaskView = outcome === 'timeout' ? toTaskView(approved) : outcome;
      return reply(view, { audit: audit('update', id, { status: { from: 'pending', to: view.status } }) });
    },

    async DismissAssistantTask(request) {
      const call = decodeApiRequest(request);
      const id = taskId(call);
      rejectUnknownQuery(call.query);
      const now = deps.clock.now().toISOString();
      const dismissed = await deps.tasks.leavePending(call.workspaceId, id, 'dismissed', now, (after) => taskDismissed(call.workspaceId, after, deps.clock));
      if (!dismissed) return notPending(call, id);
      deps.afterWrite();
      return reply(toTaskView(dismissed), { audit: audit('update', id, { status: { from: 'pending', to: 'dismissed' } }) });
    },

    async AssistantChat(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseChatBody(parseBodyJson(call.bodyJson));
      const parsed = parseMessage(input.message, input.context);
      // With an Idempotency-Key the task ids are derived from it, so a retry after a lost answer creates no duplicates.
      const key = call.idempotencyKey;
      const ids = parsed.tasks.map((_, i) => (key ? derivedUuid(`assistant-chat:${call.workspaceId}:${key}:${i}`) : makeId()));
      const newTasks = parsed.tasks.map((task, i) => ({ id: ids[i]!, type: task.type, description: task.description, metadata: { ...task.metadata } }));
      let tasks: AssistantTaskView[];
      try {
        tasks = await deps.tasks.insertPending(call.workspaceId, newTasks, deps.clock.now().toISOString());
      } catch (err) {
        if (!key || !isDuplicateKeyError(err)) throw err;
        tasks = await deps.tasks.findByIds(call.workspaceId, ids);
      }
      const data: AssistantChatReply = { reply: buildReply(parsed, ids), tasks };
      const auditInfo = tasks.length > 0 ? audit('create', tasks.length === 1 ? tasks[0]!.id : '', { task_ids: { from: null, to: ids } }) : audit('api_access', '');
      return reply(data, { audit: auditInfo });
    },
  };
}
