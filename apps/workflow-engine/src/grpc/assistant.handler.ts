import type { Clock } from '@wbk/platform';
import { actingKeyOf, type ApiReply, auditFor, decodeApiRequest, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import { ApproveAssistantTask } from '../app/approve-assistant-task.use-case';
import { taskNotFound } from '../app/assistant-task-refusals';
import { ChatWithAssistant } from '../app/chat-with-assistant.use-case';
import { DismissAssistantTask } from '../app/dismiss-assistant-task.use-case';
import { ListAssistantTasks } from '../app/list-assistant-tasks.use-case';
import { parseChatBody, parseTaskListQuery } from '../domain/assistant.schema';
import type { AssistantTaskRunnerJob } from '../jobs/assistant-task-runner.job';
import type { AssistantTaskRepository } from '../store/assistant-task.repository';

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

const audit = auditFor(RESOURCE);

export function createAssistantHandlers(deps: AssistantHandlerDeps): AssistantHandlers {
  const approveWaitMs = deps.approveWaitMs ?? DEFAULT_APPROVE_WAIT_MS;
  const listTasks = new ListAssistantTasks(deps);
  const approveTask = new ApproveAssistantTask(deps);
  const dismissTask = new DismissAssistantTask(deps);
  const chat = new ChatWithAssistant(deps);

  function waitBudget(deadline: Date | undefined): number {
    const untilDeadline = deadline ? deadline.getTime() - Date.now() - DEADLINE_MARGIN_MS : Infinity;
    return Math.min(approveWaitMs, untilDeadline);
  }

  return {
    async ListAssistantTasks(request) {
      const call = decodeApiRequest(request);
      const query = parseTaskListQuery(call.query);
      const { items, total } = await listTasks.execute(call.workspaceId, query.status, query);
      return reply({ tasks: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async ApproveAssistantTask(request, meta) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', taskNotFound);
      rejectUnknownQuery(call.query);
      const view = await approveTask.execute({ workspaceId: call.workspaceId, id, approvedBy: actingKeyOf(call), waitMs: () => waitBudget(meta?.deadline) });
      return reply(view, { audit: audit('update', id, { status: { from: 'pending', to: view.status } }) });
    },

    async DismissAssistantTask(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', taskNotFound);
      rejectUnknownQuery(call.query);
      const view = await dismissTask.execute(call.workspaceId, id);
      return reply(view, { audit: audit('update', id, { status: { from: 'pending', to: 'dismissed' } }) });
    },

    async AssistantChat(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseChatBody(parseBodyJson(call.bodyJson));
      const { answer, taskIds } = await chat.execute(call.workspaceId, input, call.idempotencyKey);
      const { tasks } = answer;
      const auditInfo = tasks.length > 0 ? audit('create', tasks.length === 1 ? tasks[0]!.id : '', { task_ids: { from: null, to: taskIds } }) : audit('api_access', '');
      return reply(answer, { audit: auditInfo });
    },
  };
}
