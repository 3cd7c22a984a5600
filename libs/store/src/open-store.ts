import type { DocStore } from './doc-store';
import { MongoDocStore } from './mongo/mongo-doc-store';
import { SqliteDocStore } from './sqlite/sqlite-doc-store';

export type StoreOptions = { kind: 'embedded'; dataDir: string } | { kind: 'mongo'; url: string; database: string };

/** Opens the DocStore a service's config selects (STORE=embedded|mongo); embedded is SQLite under the data directory. */
export async function openStore(options: StoreOptions): Promise<DocStore> {
  if (options.kind === 'embedded') return SqliteDocStore.open(options.dataDir);
  return MongoDocStore.open(options.url, options.database);
}
