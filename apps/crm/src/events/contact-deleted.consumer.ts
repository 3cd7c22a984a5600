import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import { RemoveContactFromLists, type RemoveContactFromListsDeps } from '../app/remove-contact-from-lists.use-case';

export const CONTACT_DELETED_DURABLE = 'crm-lists-contact-deleted';

export interface ContactDeletedDeps extends RemoveContactFromListsDeps {
  logger: Logger;
}

/** contact.deleted: the contact leaves every list it was in (RemoveContactFromLists); a redelivery changes nothing. */
export function contactDeletedHandler(deps: ContactDeletedDeps) {
  const removeContactFromLists = new RemoveContactFromLists(deps);
  return async (event: EventOf<'contact.deleted'>): Promise<void> => {
    // A reaction to the deletion, not the deleting workflow's own action: the chain continues without its workflow id.
    const cause = { root_id: event.causation.root_id, depth: event.causation.depth };
    await removeContactFromLists.execute({ workspaceId: event.workspace_id, cause }, event.data.contact.id);
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
