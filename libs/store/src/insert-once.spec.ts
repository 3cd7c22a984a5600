import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError } from '@wbk/platform';
import type { Doc, DocStore } from './doc-store';
import { insertOnce, storedForOtherRequest } from './insert-once';
import { openStore } from './open-store';

const WS = 'ws-1';
const stamp = { idempotency_key: 'k', request_hash: 'h1' };

let dir: string;
let store: DocStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-insert-once-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('insertOnce', () => {
  it('writes the stamp with the record, answers a repeat of the same request from the stored document, refuses another request', async () => {
    const records = store.collection<Doc>('records');
    expect(await insertOnce(records, { _id: 'r1', workspace_id: WS, name: 'first' }, stamp)).toMatchObject({ created: true, doc: { name: 'first', request_hash: 'h1' } });
    expect(await insertOnce(records, { _id: 'r1', workspace_id: WS, name: 'second attempt' }, stamp)).toMatchObject({ created: false, doc: { name: 'first' } });
    const refused = await insertOnce(records, { _id: 'r1', workspace_id: WS, name: 'other' }, { ...stamp, request_hash: 'h2' }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe('idempotency_conflict');
    expect(await records.find({})).toHaveLength(1);
  });

  it('without a stamp is a plain insert: a collision propagates', async () => {
    const records = store.collection<Doc>('records');
    await insertOnce(records, { _id: 'r1', workspace_id: WS }, undefined);
    await expect(insertOnce(records, { _id: 'r1', workspace_id: WS }, undefined)).rejects.toThrow();
  });

  it('finds ids stored for another request under the key, ignoring unstamped and same-request ones', async () => {
    const records = store.collection<Doc>('records');
    await records.insertMany([
      { _id: 'a', workspace_id: WS, ...stamp },
      { _id: 'b', workspace_id: WS },
      { _id: 'c', workspace_id: WS, ...stamp, request_hash: 'h2' },
    ]);
    expect(await storedForOtherRequest(records, WS, ['a', 'b', 'x'], stamp)).toBe(false);
    expect(await storedForOtherRequest(records, WS, ['a', 'c'], stamp)).toBe(true);
    expect(await storedForOtherRequest(records, 'ws-2', ['c'], stamp)).toBe(false);
  });
});
