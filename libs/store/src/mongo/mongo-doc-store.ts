import { createLogger, type Logger } from '@wbk/platform';
import { MongoClient, type Db } from 'mongodb';
import type { Collection, Doc, DocStore } from '../doc-store';
import { MongoCollection } from './mongo-collection';
import { defaultMongoClientSettings, mongoClientOptions, type MongoClientSettings } from './mongo-client-settings';

/** MongoDB adapter: one database per service, so each service's data and credentials stay its own. */
export class MongoDocStore implements DocStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** The settings override the same options written in the URL (the driver prefers explicit options). */
  static async open(
    url: string,
    database: string,
    settings: MongoClientSettings = defaultMongoClientSettings(database),
    logger: Logger = createLogger({ service: settings.appName }),
  ): Promise<MongoDocStore> {
    const client = new MongoClient(url, mongoClientOptions(settings));
    await client.connect();
    return new MongoDocStore(client, client.db(database), logger);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(name, this.db.collection(name), this.db, this.logger);
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
