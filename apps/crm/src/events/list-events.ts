import { newEvent } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { ListView } from '../domain/list';
import type { ContactEventContext as EventContext } from './contact-events';

/**
 * list.* events. list.created / list.deleted carry the list's read shape;
 * membership events carry exactly the contacts that joined or left (not the
 * ids that were already members / never were) plus `count`, as bulk events do.
 */
type ListEventType = 'list.created' | 'list.deleted' | 'list.contacts_added' | 'list.contacts_removed';

function build(type: ListEventType, ctx: EventContext, data: Record<string, unknown>): EventEnvelope {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

export function listCreated(ctx: EventContext, list: ListView): EventEnvelope {
  return build('list.created', ctx, { list });
}

export function listDeleted(ctx: EventContext, list: ListView): EventEnvelope {
  return build('list.deleted', ctx, { list });
}

export function listContactsChanged(ctx: EventContext, kind: 'add' | 'remove', listId: string, contactIds: string[]): EventEnvelope {
  const type = kind === 'add' ? 'list.contacts_added' : 'list.contacts_removed';
  return build(type, ctx, { list_id: listId, contact_ids: contactIds, count: contactIds.length });
}
