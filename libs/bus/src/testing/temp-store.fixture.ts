import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type DocStore } from '@wbk/store';

/** The real embedded DocStore in a throw-away directory; closeAll() closes and removes every one opened. */
export class TempStores {
  private readonly opened: Array<{ store: DocStore; dir: string }> = [];

  async open(): Promise<DocStore> {
    const dir = await mkdtemp(join(tmpdir(), 'wbk-bus-store-'));
    const store = await openStore({ kind: 'embedded', dataDir: dir });
    this.opened.push({ store, dir });
    return store;
  }

  async closeAll(): Promise<void> {
    for (const { store, dir } of this.opened.splice(0)) {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
}
