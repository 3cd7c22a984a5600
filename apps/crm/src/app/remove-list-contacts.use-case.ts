import type { ListContactsDeps } from './add-list-contacts.use-case';
import type { MembershipResult } from './list-membership';
import { eventContextOf, type WriteScope } from './write-scope';

/**
 * DELETE /v1/lists/{id}/contacts and the automation RemoveListContacts: the
 * members among the contacts leave, with list.contacts_removed for exactly those.
 */
export class RemoveListContacts {
  constructor(private readonly deps: ListContactsDeps) {}

  execute(scope: WriteScope, listId: string, contactIds: string[]): Promise<MembershipResult> {
    return this.deps.membership.change(eventContextOf(scope, this.deps.clock), listId, 'remove', contactIds);
  }
}
