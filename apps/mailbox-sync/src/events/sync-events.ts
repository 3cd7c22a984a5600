import { newEvent } from '@wbk/bus';
import type { CalendarEventRecord, EventEnvelope, SyncedEmailRecord } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { toJobView, type SyncJob } from '../domain/sync-job';

/** internal.email.received: the CRM's timeline and outreach's reply detection read it. */
export function emailReceived(workspaceId: string, email: SyncedEmailRecord, clock: Clock): EventEnvelope {
  return newEvent({ type: 'email.received', workspaceId, data: { email }, clock });
}

/** email.sync.completed (a public catalog event): a job ended, completed or failed. */
export function syncCompleted(job: SyncJob, clock: Clock): EventEnvelope {
  return newEvent({ type: 'email.sync.completed', workspaceId: job.workspace_id, data: { job: toJobView(job) }, clock });
}

export function meetingCreated(workspaceId: string, meeting: CalendarEventRecord, clock: Clock): EventEnvelope {
  return newEvent({ type: 'meeting.created', workspaceId, data: { meeting }, clock });
}

export function meetingUpdated(workspaceId: string, meeting: CalendarEventRecord, changes: Record<string, unknown>, clock: Clock): EventEnvelope {
  return newEvent({ type: 'meeting.updated', workspaceId, data: { meeting, changes }, clock });
}
