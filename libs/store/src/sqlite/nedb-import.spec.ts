import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteDocStore } from './sqlite-doc-store';

const line = (value: unknown): string => `${JSON.stringify(value)}\n`;

describe('import of a data directory the nedb adapter wrote', () => {
  let dataDir: string;
  let logged: string[];
  const open = () => SqliteDocStore.open(dataDir, { log: (l) => logged.push(l) });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-import-'));
    logged = [];
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const contactsFile = (): string =>
    line({ $$indexCreated: { fieldName: 'email', unique: true, sparse: false } }) +
    line({ _id: 'a', email: 'a@x', created_at: { $$date: 1_700_000_000_000 }, custom_fields: { 'k%2Eone': { '%24v': 1 } } }) +
    line({ _id: 'b', email: 'b@x', tags: ['t'] }) +
    line({ _id: 'a', email: 'a@x', created_at: { $$date: 1_700_000_000_000 }, name: 'Ada' }) +
    line({ $$deleted: true, _id: 'b' }) +
    line({ _id: 'c', nested: { at: [{ $$date: 5 }] } });

  it('imports every collection once, in one transaction, with one log line, and moves the old files aside', async () => {
    writeFileSync(path.join(dataDir, 'contacts.db'), `${contactsFile()}{"_id":"torn","emai`);
    writeFileSync(path.join(dataDir, 'deals.db'), line({ _id: 'd1', amount: 5 }));
    const store = await open();
    try {
      const contacts = store.collection('contacts');
      expect(await contacts.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', email: 'a@x', created_at: new Date(1_700_000_000_000), name: 'Ada' },
        { _id: 'c', nested: { at: [new Date(5)] } },
      ]);
      expect(await store.collection('deals').findOne({ _id: 'd1' })).toEqual({ _id: 'd1', amount: 5 });
      expect(logged).toEqual([expect.stringContaining('documents per collection: contacts 2, deals 1')]);
      expect(existsSync(path.join(dataDir, 'contacts.db'))).toBe(false);
      expect(readFileSync(path.join(dataDir, 'nedb-imported', 'contacts.db'), 'utf8')).toContain('"torn"');
    } finally {
      await store.close();
    }
    const again = await open();
    await again.close();
    expect(logged).toHaveLength(1);
  });

  it('stops at a damaged line that is not the last, imports nothing, leaves the files, and imports cleanly once they are fixed', async () => {
    const damaged = `${line({ _id: 'x1' })}{"_id": nope}\n${line({ _id: 'x2' })}`;
    writeFileSync(path.join(dataDir, 'a_first.db'), line({ _id: 'f1' }));
    writeFileSync(path.join(dataDir, 'b_second.db'), damaged);
    await expect(open()).rejects.toThrow(`cannot import ${path.join(dataDir, 'b_second.db')}: line 2 is not a JSON document`);
    expect(readFileSync(path.join(dataDir, 'b_second.db'), 'utf8')).toBe(damaged);
    expect(existsSync(path.join(dataDir, 'a_first.db'))).toBe(true);

    writeFileSync(path.join(dataDir, 'b_second.db'), line({ _id: 'x1' }) + line({ _id: 'x2' }));
    const store = await open();
    try {
      expect(await store.collection('a_first').find({})).toEqual([{ _id: 'f1' }]);
      expect(await store.collection('b_second').countDocuments({})).toBe(2);
      expect(logged).toEqual([expect.stringContaining('a_first 1, b_second 2')]);
    } finally {
      await store.close();
    }
  });
});
