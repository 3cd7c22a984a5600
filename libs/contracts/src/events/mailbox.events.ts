import { z } from 'zod';
import { emailSyncJobRecord } from '../mailbox/email-sync.schemas';
import type { EventType } from './event-catalog';

/** What the mailbox-sync service must publish when a job ends (status completed or failed). */
export const MAILBOX_EVENT_PAYLOADS = {
  'email.sync.completed': z.strictObject({ job: emailSyncJobRecord }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
