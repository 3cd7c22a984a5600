import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import { isAppError, type Clock, type Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { ListMembership } from '../app/list-membership';
import type { ListMemberRepository } from '../store/list-member.repository';

export const CONTACT_DELETED_DURABLE = 'crm-lists-contact-deleted';

export interface ContactDeletedDeps {
  members: ListMemberRepository;
  membership: ListMembership;
  clock: Clock;
  logger: Logger;
}

/**
 * A deleted contact leaves every list it was in, through the same membership
 * change as DELETE /v1/lists/{id}/contacts (so contact_count stays exact and
 * list.contacts_removed is emitted once). Idempotent: a redelivery finds no
 * membership left and changes nothing.
 */
export function contactDeletedHandler(deps: ContactDeletedDeps) {
  return async (event: EventOf<'contact.deleted'>): Promise<void> => {
    const contactId = event.data.contact.id;
    // A reaction to the deletion, not the deleting workflow's own action: the chain continues without its workflow id.
    const cause = { root_id: event.causation.root_id, depth: event.causation.depth };
    for (const listId of await deps.members.listsOf(event.workspace_id, contactId)) {
      try {
        await deps.membership.change({ workspaceId: event.workspace_id, clock: deps.clock, cause }, listId, 'remove', [contactId]);
      } catch (err) {
        // The list was deleted meanwhile: its members went with it.
        if (!(isAppError(err) && err.code === 'not_found')) throw err;
      }
    }
  };
}

export function startContactDeletedConsumer(deps: ContactDeletedDeps & { bus: Bus; store: DocStore }): Promise<Consumer> {
  return startConsumer({
    bus: deps.bus,
    events: ['contact.deleted'],
    durable: CONTACT_DELETED_DURABLE,
    handler: contactDeletedHandler(deps),
    store: deps.store,
    logger: deps.logger,
  });
}
