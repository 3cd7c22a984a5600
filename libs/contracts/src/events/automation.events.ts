import { z } from 'zod';
import { calendarDate, timestamp } from '../http/schemas';
import { webhookRecord } from '../webhooks/webhook.schemas';
import { workflowRecord } from '../workflows/workflow.schemas';
import type { EventType } from './event-catalog';

/** The operational alerts: offered to webhooks like catalog events, though no API call causes them. */
export const AUTOMATION_EVENT_PAYLOADS = {
  'workflow.auto_disabled': z.strictObject({
    workflow: workflowRecord.meta({ description: 'As it reads after disabling: `enabled` false, `auto_disabled_reason` set.' }),
    reason: z.string(),
    day: calendarDate.meta({ description: 'The UTC day whose cap was reached.' }),
    triggers_today: z.number().int().min(0),
    max_triggers_per_day: z.number().int().min(1),
  }),
  'webhook.endpoint_disabled': z.strictObject({
    webhook: webhookRecord.meta({ description: 'As it reads after disabling: `enabled` false, `disabled_reason` set.' }),
    failing_since: timestamp.meta({ description: 'The first failed delivery after the last success.' }),
  }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
