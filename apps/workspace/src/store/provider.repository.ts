import { type Doc, type DocStore } from '@wbk/store';
import type { ProviderState } from '../domain/providers';

type ProviderDoc = Doc & ProviderState;

/** One document per (workspace, category, provider) that an operator ever changed; the rest of the catalogue is implicit. */
export class ProviderRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<ProviderDoc>('provider_connections');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([{ key: { workspace_id: 1, category: 1, name: 1 }, unique: true, name: 'workspace_provider_unique' }]);
  }

  async list(workspaceId: string): Promise<ProviderState[]> {
    const docs = await this.collection.find({ workspace_id: workspaceId });
    return docs.map(fromDoc);
  }

  async get(workspaceId: string, category: string, name: string): Promise<ProviderState | null> {
    const doc = await this.collection.findOne({ _id: idOf(workspaceId, category, name) });
    return doc ? fromDoc(doc) : null;
  }

  async save(state: ProviderState): Promise<void> {
    const _id = idOf(state.workspace_id, state.category, state.name);
    await this.collection.replaceOne({ _id }, { ...state, _id }, { upsert: true });
  }
}

/** A deterministic id makes concurrent connects of one provider converge on one document. */
function idOf(workspaceId: string, category: string, name: string): string {
  return `${workspaceId}:${category}:${name}`;
}

function fromDoc(doc: ProviderDoc): ProviderState {
  const { _id: _ignored, ...rest } = doc;
  return rest as ProviderState;
}
