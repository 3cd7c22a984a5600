import { EVENT_EXAMPLES, type AnyEvent } from '@wbk/contracts';
import type { EventHandler } from './consumer';
import { newEvent } from './new-event';

/**
 * Type-level checks: each `@ts-expect-error` line must fail to compile (the
 * typecheck target fails if it compiles). The calls also run, so the file
 * stays a spec like any other.
 */
describe('typed events', () => {
  it('refuses, at compile time, a payload of another type or an unknown type', () => {
    // @ts-expect-error a deal.created payload is not a contact.created payload
    newEvent({ type: 'contact.created', workspaceId: 'ws_1', data: EVENT_EXAMPLES['deal.created'] });
    // @ts-expect-error contact events carry created_at beside the contact's own fields
    newEvent({ type: 'contact.created', workspaceId: 'ws_1', data: { contact: { ...EVENT_EXAMPLES['contact.created'].contact, created_at: undefined } } });
    // @ts-expect-error an update event without `changes`
    newEvent({ type: 'deal.updated', workspaceId: 'ws_1', data: { deal: EVENT_EXAMPLES['deal.created'].deal } });
    // @ts-expect-error a membership event without its count
    newEvent({ type: 'list.contacts_added', workspaceId: 'ws_1', data: { list_id: EVENT_EXAMPLES['list.created'].list.id, contact_ids: [] } });
    // @ts-expect-error not a type of the catalog
    newEvent({ type: 'contact.exploded', workspaceId: 'ws_1', data: EVENT_EXAMPLES['contact.created'] });

    const event = newEvent({ type: 'list.contacts_removed', workspaceId: 'ws_1', data: EVENT_EXAMPLES['list.contacts_removed'] });
    const typed: { event: 'list.contacts_removed'; data: { count: number } } = event;
    expect(typed.data.count).toBe(1);
  });

  it('hands a handler the payload of its own types, narrowed by `event`', async () => {
    const seen: string[] = [];
    const handler: EventHandler<'contact.deleted' | 'task.updated'> = async (event) => {
      if (event.event === 'contact.deleted') {
        seen.push(event.data.contact.id);
        // @ts-expect-error a contact.deleted payload has no `changes`
        seen.push(String(event.data.changes));
      } else {
        seen.push(event.data.task.status);
      }
    };
    const deleted = newEvent({ type: 'contact.deleted', workspaceId: 'ws_1', data: EVENT_EXAMPLES['contact.deleted'] });
    await handler(deleted, { redelivered: false, deliveryCount: 1 });
    const dealDeleted = newEvent({ type: 'deal.deleted', workspaceId: 'ws_1', data: EVENT_EXAMPLES['deal.deleted'] });
    // Not run: it only has to fail to compile.
    // @ts-expect-error a deal event is not one this handler takes
    const wrongType = () => handler(dealDeleted, { redelivered: false, deliveryCount: 1 });
    expect(wrongType).toEqual(expect.any(Function));
    const any: AnyEvent = deleted;
    expect(any.event).toBe('contact.deleted');
    expect(seen[0]).toBe(EVENT_EXAMPLES['contact.deleted'].contact.id);
  });
});
