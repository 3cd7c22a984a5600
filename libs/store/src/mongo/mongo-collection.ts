import { randomUUID } from 'node:crypto';
import type { Logger } from '@wbk/platform';
import type { Collection as DriverCollection, Db, Document } from 'mongodb';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexSpec,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from '../doc-store';
import { assertStorableDoc, assertStorableFilter, assertStorableUpdate } from '../storable-keys';
import { decodeDoc, defaultIndexName, encodeDoc, encodeFilter, encodeUpdate, filterId } from '../user-keys.codec';
import { DocumentTooLargeError, duplicateIndexName, isDocumentTooLarge } from './mongo-errors';
import { dropIfPresent, syncIndexes } from './mongo-indexes';
import { escapeNulInRegex } from './regex-nul';

/** MongoDB adapter of one collection: port values are key-encoded exactly like the embedded adapter's. */
export class MongoCollection<T extends Doc = Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly coll: DriverCollection<Document>,
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  insertOne(doc: T): Promise<void> {
    return this.guard(async () => {
      assertStorableDoc(doc);
      await this.coll.insertOne(encodeDoc(doc));
    });
  }

  insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return Promise.resolve();
    return this.guard(async () => {
      // Every document is checked before the first is written: a refusal leaves nothing half-inserted.
      for (const doc of docs) assertStorableDoc(doc);
      await this.coll.insertMany(docs.map((d) => encodeDoc(d)), { ordered: true });
    });
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertStorableFilter(filter);
    let cursor = this.coll.find(this.driverFilter(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs = await cursor.toArray();
    return docs.map((d) => decodeDoc<T>(d));
  }

  async countDocuments(filter: Filter): Promise<number> {
    assertStorableFilter(filter);
    return this.coll.countDocuments(this.driverFilter(filter));
  }

  updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.guard(async () => {
      const res = await this.coll.updateOne(this.driverFilter(filter), this.driverUpdate(filter, update, options.upsert), {
        upsert: options.upsert === true,
      });
      return toResult(res);
    });
  }

  updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult> {
    return this.guard(async () => {
      assertStorableFilter(filter);
      assertStorableUpdate(update);
      return toResult(await this.coll.updateMany(this.driverFilter(filter), encodeUpdate(update) as Document));
    });
  }

  findOneAndUpdate(filter: Filter, update: UpdateSpec, options: FindOneAndUpdateOptions = {}): Promise<T | null> {
    return this.guard(async () => {
      const doc = await this.coll.findOneAndUpdate(this.driverFilter(filter), this.driverUpdate(filter, update, options.upsert), {
        upsert: options.upsert === true,
        returnDocument: options.returnDocument ?? 'before',
      });
      return doc ? decodeDoc<T>(doc) : null;
    });
  }

  replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.guard(async () => {
      assertStorableFilter(filter);
      assertStorableDoc(doc);
      const encFilter = this.driverFilter(filter);
      // The matched document keeps its `_id` (changing it is an error in MongoDB).
      const { _id: replacementId, ...body } = encodeDoc(doc);
      if (!options.upsert || filterId(encFilter) !== undefined) {
        return toResult(await this.coll.replaceOne(encFilter, body, { upsert: options.upsert === true }));
      }
      // Upsert without an `_id` in the filter: the inserted document takes the replacement's `_id`, as the embedded adapter does.
      const replaced = toResult(await this.coll.replaceOne(encFilter, body));
      if (replaced.matchedCount > 0) return replaced;
      const id = typeof replacementId === 'string' ? replacementId : randomUUID();
      await this.coll.insertOne({ _id: id, ...body } as Document);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    assertStorableFilter(filter);
    return { deletedCount: (await this.coll.deleteOne(this.driverFilter(filter))).deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    assertStorableFilter(filter);
    return { deletedCount: (await this.coll.deleteMany(this.driverFilter(filter))).deletedCount };
  }

  /** Declaring the same indexes again is a no-op; an index whose options changed is changed or rebuilt (mongo-indexes.ts). */
  createIndexes(specs: IndexSpec[]): Promise<void> {
    if (specs.length === 0) return Promise.resolve();
    return this.guard(() => syncIndexes(this.db, this.coll, specs, this.logger));
  }

  dropIndex(spec: Pick<IndexSpec, 'key' | 'name'>): Promise<void> {
    return this.guard(() => dropIfPresent(this.coll, spec.name ?? defaultIndexName(spec.key)));
  }

  private driverFilter(filter: Filter): Document {
    return escapeNulInRegex(encodeFilter(filter));
  }

  /** Upserts get a string `_id` (the port's invariant) unless the filter pins one. */
  private driverUpdate(filter: Filter, update: UpdateSpec, upsert: boolean | undefined): Document {
    assertStorableFilter(filter);
    assertStorableUpdate(update);
    const encoded = encodeUpdate(update) as Document;
    if (!upsert || filterId(filter) !== undefined) return encoded;
    return { ...encoded, $setOnInsert: { _id: randomUUID() } };
  }

  private async guard<R>(op: () => Promise<R>): Promise<R> {
    try {
      return await op();
    } catch (err) {
      const index = duplicateIndexName(err);
      if (index !== null) throw new DuplicateKeyError(this.name, index);
      if (isDocumentTooLarge(err)) {
        this.logger.error({ collection: this.name, err }, "write refused: the document would pass MongoDB's 16 MiB limit (events NATS has not taken yet?)");
        throw new DocumentTooLargeError(this.name);
      }
      throw err;
    }
  }
}

function toResult(res: { matchedCount: number; modifiedCount: number; upsertedId?: unknown }): UpdateResult {
  return {
    matchedCount: res.matchedCount,
    modifiedCount: res.modifiedCount,
    upsertedId: res.upsertedId === null || res.upsertedId === undefined ? null : String(res.upsertedId),
  };
}
