import { type Doc, type DocStore } from '@wbk/store';
import type { User } from '../domain/users';

type UserDoc = Doc & User;

export class UserRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<UserDoc>('users');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { workspace_id: 1, email: 1 }, unique: true, name: 'workspace_email_unique' },
      { key: { workspace_id: 1, created_at: 1 }, name: 'workspace_created' },
    ]);
  }

  /** Throws DuplicateKeyError when the email is already used in the workspace. */
  async insert(user: User): Promise<void> {
    await this.collection.insertOne({ ...user, _id: user.id });
  }

  /** Oldest first, so the owner who set the workspace up leads the list; `_id` breaks ties stably. */
  async list(workspaceId: string, skip: number, limit: number): Promise<{ users: User[]; total: number }> {
    const filter = { workspace_id: workspaceId };
    const [docs, total] = await Promise.all([
      this.collection.find(filter, { sort: { created_at: 1, _id: 1 }, skip, limit }),
      this.collection.countDocuments(filter),
    ]);
    return { users: docs.map(({ _id: _ignored, ...rest }) => rest as User), total };
  }
}
