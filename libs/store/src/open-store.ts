import type { DocStore } from './doc-store';
import { EmbeddedDocStore } from './embedded/embedded-doc-store';
import { MongoDocStore } from './mongo/mongo-doc-store';

export type StoreOptions = { kind: 'embedded'; dataDir: string } | { kind: 'mongo'; url: string; database: string };

/** Opens the DocStore a service's config selects (STORE=embedded|mongo). */
export async function openStore(options: StoreOptions): Promise<DocStore> {
  if (options.kind === 'embedded') return EmbeddedDocStore.open(options.dataDir);
  return MongoDocStore.open(options.url, options.database);
}
