import type { Clock } from '@wbk/platform';
import type { ListMembership, MembershipResult } from './list-membership';
import { eventContextOf, type WriteScope } from './write-scope';

export interface ListContactsDeps {
  /** The one membership writer of the service (main runs its recovery sweep). */
  membership: ListMembership;
  clock: Clock;
}

/**
 * POST /v1/lists/{id}/contacts and the automation AddListContacts: the
 * contacts that are not members yet join, with list.contacts_added for
 * exactly those; an unknown contact refuses the whole request.
 */
export class AddListContacts {
  constructor(private readonly deps: ListContactsDeps) {}

  execute(scope: WriteScope, listId: string, contactIds: string[]): Promise<MembershipResult> {
    return this.deps.membership.change(eventContextOf(scope, this.deps.clock), listId, 'add', contactIds);
  }
}
