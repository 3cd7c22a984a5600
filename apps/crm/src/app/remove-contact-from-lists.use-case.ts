import { isAppError, type Clock } from '@wbk/platform';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListMembership } from './list-membership';
import { RemoveListContacts } from './remove-list-contacts.use-case';
import type { WriteScope } from './write-scope';

export interface RemoveContactFromListsDeps {
  members: ListMemberRepository;
  membership: ListMembership;
  clock: Clock;
}

/**
 * A deleted contact leaves every list it was in, through the same membership
 * change as DELETE /v1/lists/{id}/contacts (so contact_count stays exact and
 * list.contacts_removed is emitted once). Idempotent: a repeat finds no
 * membership left and changes nothing.
 */
export class RemoveContactFromLists {
  private readonly removeListContacts: RemoveListContacts;

  constructor(private readonly deps: RemoveContactFromListsDeps) {
    this.removeListContacts = new RemoveListContacts(deps);
  }

  async execute(scope: WriteScope, contactId: string): Promise<void> {
    for (const listId of await this.deps.members.listsOf(scope.workspaceId, contactId)) {
      try {
        await this.removeListContacts.execute(scope, listId, [contactId]);
      } catch (err) {
        // The list was deleted meanwhile: its members went with it.
        if (!(isAppError(err) && err.code === 'not_found')) throw err;
      }
    }
  }
}
