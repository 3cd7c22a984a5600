// Mailbox sync and calendar records.
// Mailbox: sync jobs, synced emails, calendar events (what their events carry so far)
export {
  EMAIL_SYNC_MODES,
  EMAIL_SYNC_STATUSES,
  MAIL_PROVIDERS,
  emailSyncJobRecord,
  type EmailSyncJobRecord,
  type EmailSyncMode,
  type EmailSyncStatus,
  type MailProvider,
} from './email-sync.schemas';
export { syncedEmailRecord, type SyncedEmailRecord } from './synced-email.schemas';
export {
  CALENDAR_EVENT_STATUSES,
  CALENDAR_PROVIDERS,
  calendarEventRecord,
  type CalendarEventRecord,
  type CalendarEventStatus,
  type CalendarProvider,
} from './calendar-event.schemas';
