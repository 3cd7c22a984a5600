import type { Clock } from '@wbk/platform';
import { parseTaskListQuery } from '../domain/task-query';
import { parseCreateTask, parsePatchTask } from '../domain/task.schema';
import { taskNotFound } from '../domain/refusals';
import type { TaskRepository } from '../store/task.repository';
import { CreateTask } from '../app/create-task.use-case';
import { DeleteTask } from '../app/delete-task.use-case';
import { ListTasks } from '../app/list-tasks.use-case';
import { UpdateTask } from '../app/update-task.use-case';
import { type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';

const RESOURCE = 'tasks';

export interface TasksHandlerDeps {
  tasks: TaskRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

export type TasksHandlers = Record<'CreateTask' | 'ListTasks' | 'UpdateTask' | 'DeleteTask', (request: unknown) => Promise<ApiReply>>;

const audit = auditFor(RESOURCE);

export function createTasksHandlers(deps: TasksHandlerDeps): TasksHandlers {
  const createTask = new CreateTask(deps);
  const updateTask = new UpdateTask(deps);
  const deleteTask = new DeleteTask(deps);
  const listTasks = new ListTasks(deps);

  return {
    async CreateTask(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateTask(parseBodyJson(call.bodyJson));
      const task = await createTask.execute(call, input, keyedApiCreate(call, 'CreateTask'));
      return reply(task, { created: true, audit: audit('create', task.id) });
    },

    async ListTasks(request) {
      const call = decodeApiRequest(request);
      const query = parseTaskListQuery(call.query);
      const { page, perPage, skip, ...filters } = query;
      const { items, total } = await listTasks.execute(call.workspaceId, { ...filters, skip, limit: perPage });
      return reply(items, { meta: { page, per_page: perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async UpdateTask(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', taskNotFound);
      rejectUnknownQuery(call.query);
      const patch = parsePatchTask(parseBodyJson(call.bodyJson));
      const { task, diff } = await updateTask.execute(call, id, patch);
      return reply(task, { audit: audit('update', id, diff) });
    },

    async DeleteTask(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', taskNotFound);
      rejectUnknownQuery(call.query);
      await deleteTask.execute(call, id);
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
