import { AppError } from '@wbk/platform';
import { notPendingMessage } from '../domain/assistant-task';
import type { AssistantTaskRepository } from '../store/assistant-task.repository';

export function taskNotFound(): AppError {
  return new AppError('not_found', 'Assistant task not found');
}

/** A task could not leave `pending`: 404 when it does not exist here, else 409 naming its status. */
export async function refuseNotPending(tasks: Pick<AssistantTaskRepository, 'find'>, workspaceId: string, id: string): Promise<never> {
  const current = await tasks.find(workspaceId, id);
  if (!current) throw taskNotFound();
  throw new AppError('task_not_pending', notPendingMessage(id, current.status), { status: current.status });
}
