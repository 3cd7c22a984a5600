import type { SuppressionReason, SuppressionType } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import type { SuppressionKey, SuppressionState } from '../domain/suppression';

export const SUPPRESSIONS_COLLECTION = 'suppressions';

type SuppressionDoc = Doc & Omit<SuppressionState, 'id'> & { workspace_id: string };

export interface SuppressionListFilter {
  type?: SuppressionType;
  reason?: SuppressionReason;
  value?: string;
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

function toState(doc: SuppressionDoc): SuppressionState {
  return { id: doc._id, type: doc.type, value: doc.value, reason: doc.reason, created_at: doc.created_at };
}

/** The workspace's do-not-contact list: one entry per (type, value). */
export class SuppressionRepository {
  private readonly suppressions: Collection<SuppressionDoc>;

  constructor(store: DocStore) {
    this.suppressions = store.collection<SuppressionDoc>(SUPPRESSIONS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.suppressions.createIndexes([
      { key: { workspace_id: 1, type: 1, value: 1 }, unique: true, name: 'suppression_address' },
      { key: { workspace_id: 1, created_at: -1, _id: -1 } },
    ]);
  }

  /** Adds the entry, or answers the one already there for that address (`created` false). */
  async addOnce(workspaceId: string, state: SuppressionState): Promise<{ suppression: SuppressionState; created: boolean }> {
    const { id, ...fields } = state;
    try {
      await this.suppressions.insertOne({ ...fields, _id: id, workspace_id: workspaceId });
      return { suppression: state, created: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const existing = await this.suppressions.findOne({ workspace_id: workspaceId, type: state.type, value: state.value });
    // Removed between the failed insert and this read: the caller's entry is the one to add now.
    if (existing === null) return this.addOnce(workspaceId, state);
    return { suppression: toState(existing), created: false };
  }

  async findById(workspaceId: string, id: string): Promise<SuppressionState | null> {
    const doc = await this.suppressions.findOne({ _id: id, workspace_id: workspaceId });
    return doc ? toState(doc) : null;
  }

  /** Which of `keys` are suppressed, as `type:value` strings. */
  async matching(workspaceId: string, keys: readonly SuppressionKey[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const byType = new Map<SuppressionType, string[]>();
    for (const key of keys) byType.set(key.type, [...(byType.get(key.type) ?? []), key.value]);
    const docs = await this.suppressions.find({
      workspace_id: workspaceId,
      $or: [...byType.entries()].map(([type, values]) => ({ type, value: { $in: [...new Set(values)] } })),
    });
    return new Set(docs.map((d) => suppressionKeyText(d)));
  }

  async list(workspaceId: string, filter: SuppressionListFilter, skip: number, limit: number): Promise<{ items: SuppressionState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId };
    for (const [field, value] of Object.entries(filter)) if (value !== undefined) query[field] = value;
    const [docs, total] = await Promise.all([this.suppressions.find(query, { sort: NEWEST_FIRST, skip, limit }), this.suppressions.countDocuments(query)]);
    return { items: docs.map(toState), total };
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return (await this.suppressions.deleteOne({ _id: id, workspace_id: workspaceId })).deletedCount === 1;
  }
}

export function suppressionKeyText(key: SuppressionKey): string {
  return `${key.type}:${key.value}`;
}
