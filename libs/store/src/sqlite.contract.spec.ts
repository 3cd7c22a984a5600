import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from './open-store';
import { describeDocStoreContract } from './testing/doc-store.contract';

describeDocStoreContract('sqlite', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-store-'));
  let current = await openStore({ kind: 'embedded', dataDir });
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = await openStore({ kind: 'embedded', dataDir });
      return current;
    },
    cleanup: async () => {
      await current.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
