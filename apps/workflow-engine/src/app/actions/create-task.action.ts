import type { Clock } from '@wbk/platform';
import { z } from 'zod';
import { failureOf, invalidAction } from '../../domain/action-failure';
import { entityId, runCallerContext } from '../../domain/caller-context';
import type { ActionContext, ActionOutcome } from '../../domain/workflow-action';
import type { CrmActionsClient } from '../../peers/crm-actions.client';

const DAY_MS = 86_400_000;

/** action_config of create_task (validated at save time; parsed again because it arrives as unknown JSON). */
const configSchema = z.object({
  title: z.string().min(1),
  due_in_days: z.number().int().min(0),
  assigned_to_user_id: z.string().min(1).optional(),
  priority: z.string().min(1).optional(),
});

/** `today + due_in_days` as a UTC calendar date, the CRM's date-only due date. */
export function dueDate(now: Date, dueInDays: number): string {
  return new Date(now.getTime() + dueInDays * DAY_MS).toISOString().slice(0, 10);
}

/** create_task -> the CRM's CreateTask, linked to the triggering contact or deal. */
export async function createTask(crm: Pick<CrmActionsClient, 'createTask'>, clock: Clock, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('create_task: action_config must hold title and due_in_days');
  const { title, due_in_days: dueInDays, assigned_to_user_id: assignee, priority } = parsed.data;
  const id = entityId(context.entity);
  const due = dueDate(clock.now(), dueInDays);
  try {
    const task = await crm.createTask({
      context: runCallerContext(context),
      title,
      due_date: due,
      ...(assignee !== undefined ? { assigned_to_user_id: assignee } : {}),
      ...(priority !== undefined ? { priority } : {}),
      ...(id !== null && context.entityType === 'contact' ? { contact_id: id } : {}),
      ...(id !== null && context.entityType === 'deal' ? { deal_id: id } : {}),
    });
    return { ok: true, result: { task_id: task.id, due_date: due } };
  } catch (err) {
    return failureOf(err, 'create_task');
  }
}
