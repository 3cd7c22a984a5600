import type { Clock } from '@wbk/platform';
import { toListView } from '../domain/list';
import { changedMeanwhile } from '../domain/refusals';
import { listDeleted } from '../events/list-events';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';
import type { ListMembership } from './list-membership';
import { eventContextOf, type WriteScope } from './write-scope';

const WRITE_ATTEMPTS = 3;

export interface DeleteListDeps {
  lists: ListRepository;
  members: ListMemberRepository;
  membership: ListMembership;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

/**
 * DELETE /v1/lists/{id}: waits for (or finishes) a member change in
 * progress, then tombstones the list with list.deleted.
 */
export class DeleteList {
  constructor(private readonly deps: DeleteListDeps) {}

  async execute(scope: WriteScope, id: string): Promise<void> {
    const { lists, members, membership, clock } = this.deps;
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const stored = await membership.unlocked(scope.workspaceId, id);
      const deletedAt = clock.now().toISOString();
      const written = await lists.tombstone(scope.workspaceId, id, stored.version, deletedAt, [listDeleted(eventContextOf(scope, clock), toListView(stored.state))]);
      if (!written) continue;
      this.deps.afterWrite();
      // Members of a tombstoned list are unreachable; dropping them is housekeeping, so a failure here must not fail the delete.
      await members.removeList(scope.workspaceId, id).catch(() => 0);
      return;
    }
    throw changedMeanwhile('list');
  }
}
