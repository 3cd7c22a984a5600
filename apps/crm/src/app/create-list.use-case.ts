import { newId, type KeyedCreate } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { newListState, toListView, type ListView } from '../domain/list';
import type { CreateListInput } from '../domain/list.schema';
import { duplicateListName } from '../domain/refusals';
import { listCreated } from '../events/list-events';
import type { ListRepository } from '../store/list.repository';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

export interface CreateListDeps extends WriteDeps {
  lists: ListRepository;
}

/**
 * POST /v1/lists and the automation CreateList (the assistant's
 * prospect_search). A create under a key gets the same list id on every
 * retry; a name already used in the workspace is 409 duplicate_name.
 */
export class CreateList {
  constructor(private readonly deps: CreateListDeps) {}

  async execute(scope: WriteScope, input: CreateListInput, keyed: KeyedCreate | undefined): Promise<ListView> {
    const { lists, clock } = this.deps;
    const state = newListState(input, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    try {
      const stored = await lists.insert(scope.workspaceId, state, [listCreated(eventContextOf(scope, clock), toListView(state))], keyed?.stamp);
      if (stored.created) this.deps.afterWrite();
      return toListView(stored.state);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw duplicateListName(state.name);
      throw err;
    }
  }
}
