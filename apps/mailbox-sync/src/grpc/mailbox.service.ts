import { MAILBOX_SYNC_MANIFEST } from '@wbk/contracts';
import { createCalendarHandlers, type CalendarHandlerDeps } from './calendar.handler';
import { createSyncHandlers, type SyncHandlerDeps } from './sync.handler';

export const MAILBOX_SERVICE = MAILBOX_SYNC_MANIFEST.api.name;
export const MAILBOX_PROTO = MAILBOX_SYNC_MANIFEST.api.file;

/** Every method of MailboxService (the public RPCs the gateway forwards); @wbk/rpc refuses to start if one is missing. */
export function mailboxServiceHandlers(deps: SyncHandlerDeps & CalendarHandlerDeps) {
  return {
    ...createSyncHandlers(deps),
    ...createCalendarHandlers(deps),
  };
}
