import { type Doc, type DocStore, isDuplicateKeyError, type UpdateSpec } from '@wbk/store';
import { slugCandidate } from '../domain/slug';
import type { Workspace } from '../domain/workspace';

type WorkspaceDoc = Doc & Workspace;

/** Tries this many slugs (`acme`, `acme-2`, ...) before a random suffix takes over. */
const SLUG_ATTEMPTS = 20;
const SLUG_INDEX = 'slug_unique';

export class WorkspaceRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<WorkspaceDoc>('workspaces');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([{ key: { slug: 1 }, unique: true, name: SLUG_INDEX }]);
  }

  /** Inserts with the first free slug; the unique index decides races between replicas. */
  async insert(workspace: Workspace, randomSuffix: () => string): Promise<Workspace> {
    for (let attempt = 1; ; attempt++) {
      const slug = attempt <= SLUG_ATTEMPTS ? slugCandidate(workspace.slug, attempt) : `${workspace.slug.slice(0, 40).replace(/-+$/, '')}-${randomSuffix()}`;
      const doc: WorkspaceDoc = { ...workspace, slug, _id: workspace.id };
      try {
        await this.collection.insertOne(doc);
        return fromDoc(doc);
      } catch (err) {
        if (!isDuplicateKeyError(err) || err.index !== SLUG_INDEX || attempt > SLUG_ATTEMPTS + 5) throw err;
      }
    }
  }

  async get(id: string): Promise<Workspace | null> {
    const doc = await this.collection.findOne({ _id: id });
    return doc ? fromDoc(doc) : null;
  }

  /** Applies a $set and returns the record after it, or null when the workspace does not exist. */
  async update(id: string, set: Record<string, unknown>): Promise<Workspace | null> {
    const update: UpdateSpec = { $set: set };
    const doc = await this.collection.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' });
    return doc ? fromDoc(doc) : null;
  }
}

function fromDoc(doc: WorkspaceDoc): Workspace {
  const { _id: _ignored, ...rest } = doc;
  return rest as Workspace;
}
