import { createCalendarHandlers, type CalendarHandlerDeps } from './calendar.handler';
import { createSyncHandlers, type SyncHandlerDeps } from './sync.handler';

export const MAILBOX_SERVICE = 'wbk.mailbox.v1.MailboxService';
export const MAILBOX_PROTO = 'mailbox/v1/mailbox.proto';

/** Every method of MailboxService (the public RPCs the gateway forwards); @wbk/rpc refuses to start if one is missing. */
export function mailboxServiceHandlers(deps: SyncHandlerDeps & CalendarHandlerDeps) {
  return {
    ...createSyncHandlers(deps),
    ...createCalendarHandlers(deps),
  };
}
