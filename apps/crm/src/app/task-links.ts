import { validationError, type FieldIssue } from '@wbk/platform';
import type { TaskInput } from '../domain/task.schema';
import type { TaskRepository } from '../store/task.repository';

/** A task may only point at a live contact / deal of its own workspace (400 naming the field otherwise). */
export async function checkTaskLinks(tasks: TaskRepository, workspaceId: string, input: Pick<TaskInput, 'contact_id' | 'deal_id'>): Promise<void> {
  const issues: FieldIssue[] = [];
  if (input.contact_id && !(await tasks.linkExists(workspaceId, 'contact', input.contact_id))) {
    issues.push({ field: 'contact_id', message: 'does not match a contact in this workspace' });
  }
  if (input.deal_id && !(await tasks.linkExists(workspaceId, 'deal', input.deal_id))) {
    issues.push({ field: 'deal_id', message: 'does not match a deal in this workspace' });
  }
  if (issues.length > 0) throw validationError(issues);
}
