import type { CrmAutomationRpc } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { decodeCallerContext, type RpcHandlers } from '@wbk/rpc';
import { parseCreateTask } from '../domain/task.schema';
import type { TaskRepository } from '../store/task.repository';
import { automationKeyed } from './automation-creates.handler';
import { CreateTask } from '../app/create-task.use-case';
import { taskMessage } from './automation-records';

export interface AutomationTasksDeps {
  tasks: TaskRepository;
  clock: Clock;
  afterWrite: () => void;
}

type CreateTaskFields = CrmAutomationRpc['CreateTask']['serverRequest'];

/** The request as the public CreateTask body, so parseCreateTask applies the same rules and messages. */
function createTaskBody(request: CreateTaskFields): Record<string, unknown> {
  return {
    title: request.title,
    ...(request.due_date !== undefined ? { due_date: request.due_date } : {}),
    ...(request.assigned_to_user_id !== undefined ? { assigned_to_user_id: request.assigned_to_user_id } : {}),
    ...(request.priority !== undefined ? { priority: request.priority } : {}),
    ...(request.contact_id !== undefined ? { contact_id: request.contact_id } : {}),
    ...(request.deal_id !== undefined ? { deal_id: request.deal_id } : {}),
  };
}

/**
 * CreateTask: the workflow engine's create_task. The idempotency key is
 * required here (the engine sends its run id): without it a retried call
 * could create a second task.
 */
export function createAutomationTasksHandlers(deps: AutomationTasksDeps): Pick<RpcHandlers<CrmAutomationRpc>, 'CreateTask'> {
  const createTask = new CreateTask(deps);
  return {
    async CreateTask(request) {
      const scope = decodeCallerContext(request.context);
      const keyed = automationKeyed(scope, 'task', 'automation.CreateTask');
      const input = parseCreateTask(createTaskBody(request));
      return taskMessage(await createTask.execute(scope, input, keyed));
    },
  };
}
