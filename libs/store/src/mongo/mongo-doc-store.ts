import { MongoClient, type Db } from 'mongodb';
import type { Collection, Doc, DocStore } from '../doc-store';
import { MongoCollection } from './mongo-collection';

/** MongoDB adapter: one database per service (DESIGN.md section 2). */
export class MongoDocStore implements DocStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async open(url: string, database: string): Promise<MongoDocStore> {
    // ignoreUndefined: an undefined property is dropped, as in the embedded adapter, instead of being stored as null.
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoDocStore(client, client.db(database));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(name, this.db.collection(name));
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.command({ ping: 1 });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
