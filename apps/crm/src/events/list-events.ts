import type { EventOf } from '@wbk/contracts';
import type { ListView } from '../domain/list';
import { crmEvent, type ContactEventContext as EventContext } from './contact-events';

/**
 * list.* events. list.created / list.deleted carry the list's read shape;
 * membership events carry exactly the contacts that joined or left (not the
 * ids that were already members / never were) plus `count`, as bulk events do.
 */
export function listCreated(ctx: EventContext, list: ListView): EventOf<'list.created'> {
  return crmEvent('list.created', ctx, { list });
}

export function listDeleted(ctx: EventContext, list: ListView): EventOf<'list.deleted'> {
  return crmEvent('list.deleted', ctx, { list });
}

export function listContactsChanged(
  ctx: EventContext,
  kind: 'add' | 'remove',
  listId: string,
  contactIds: string[],
): EventOf<'list.contacts_added' | 'list.contacts_removed'> {
  const data = { list_id: listId, contact_ids: contactIds, count: contactIds.length };
  return kind === 'add' ? crmEvent('list.contacts_added', ctx, data) : crmEvent('list.contacts_removed', ctx, data);
}
