import { type Doc, type DocStore, isDuplicateKeyError } from '@wbk/store';
import type { RevealedPerson } from '../providers/prospector.client';

type RevealDoc = Doc & { workspace_id: string; revealed_at: string } & RevealedPerson;

/** The people a workspace has revealed: a repeat reveal is answered from here, free. */
export class RevealRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<RevealDoc>('reveals');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([{ key: { workspace_id: 1, member_id: 1 }, name: 'workspace_member', unique: true }]);
  }

  async find(workspaceId: string, memberId: string): Promise<RevealedPerson | null> {
    const doc = await this.collection.findOne({ workspace_id: workspaceId, member_id: memberId });
    return doc ? { member_id: doc.member_id, email: doc.email, phone: doc.phone, person: doc.person, company: doc.company } : null;
  }

  /** False when the workspace had revealed the member already (a concurrent twin won). */
  async insert(workspaceId: string, revealed: RevealedPerson, now: Date): Promise<boolean> {
    try {
      await this.collection.insertOne({ _id: `${workspaceId}:${revealed.member_id}`, workspace_id: workspaceId, revealed_at: now.toISOString(), ...revealed });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }
}
