import { z } from 'zod';
import { assistantTaskRecord } from '../assistant/assistant.schemas';
import { activityRecord } from '../crm/activity.schemas';
import { taskRecord } from '../crm/task.schemas';
import { fieldChanges } from './change-set';
import type { EventType } from './event-catalog';

/**
 * `task.created` / `task.updated` carry a CRM task; `task.approved` /
 * `task.dismissed` an assistant task (docs/decisions.md "Assistant"), as it reads after
 * the move.
 */
export const ACTIVITY_TASK_EVENT_PAYLOADS = {
  'activity.created': z.strictObject({ activity: activityRecord }),
  'task.created': z.strictObject({ task: taskRecord }),
  'task.updated': z.strictObject({ task: taskRecord, changes: fieldChanges }),
  'task.approved': z.strictObject({ task: assistantTaskRecord }),
  'task.dismissed': z.strictObject({ task: assistantTaskRecord }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
