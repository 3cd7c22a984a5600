import { type Doc, type DocStore } from '@wbk/store';
import type { ApiKey } from '../domain/api-key';

type ApiKeyDoc = Doc & ApiKey;

export class ApiKeyRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<ApiKeyDoc>('api_keys');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      // Authentication looks keys up by hash on every cache miss of the gateway.
      { key: { key_hash: 1 }, unique: true, name: 'key_hash_unique' },
      { key: { workspace_id: 1, created_at: -1 }, name: 'workspace_created' },
    ]);
  }

  async insert(key: ApiKey): Promise<void> {
    await this.collection.insertOne({ ...key, _id: key.id });
  }

  async get(id: string): Promise<ApiKey | null> {
    return fromDoc(await this.collection.findOne({ _id: id }));
  }

  async findByHash(keyHash: string): Promise<ApiKey | null> {
    return fromDoc(await this.collection.findOne({ key_hash: keyHash }));
  }

  /**
   * Sets revoked_at once: a second revoke matches nothing and the first time
   * stands (revocation cannot be undone or moved). Returns the record after.
   */
  async revoke(id: string, at: string): Promise<ApiKey | null> {
    await this.collection.updateOne({ _id: id, revoked_at: null }, { $set: { revoked_at: at } });
    return this.get(id);
  }
}

function fromDoc(doc: ApiKeyDoc | null): ApiKey | null {
  if (!doc) return null;
  const { _id: _ignored, ...rest } = doc;
  return rest as ApiKey;
}
