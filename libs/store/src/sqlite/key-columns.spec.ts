import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { isDuplicateKeyError, type DocStore } from '../doc-store';
import { openStore } from '../open-store';
import { KEY_FUNCTION } from './index-catalog';
import { rowKeys, updateOf } from './key-columns';
import { DATABASE_FILE } from './open-checks';
import { indexKey } from './sort-keys';
import type { SqliteCollection } from './sqlite-collection';
import { parseDoc, parseValue, serializeDoc } from './stored-json';

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, new Date(Number.NaN)),
  fc.double(),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.date({ noInvalidDate: true }),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b'), tie('node'), { maxKeys: 2 })),
})).node;

describe('index keys kept in columns', () => {
  it('are the same for a document and for what its stored text reads back as', () => {
    const fields = ['a', 'b', 'a.b', 'a.a.b'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b'), value, { maxKeys: 2 }), (fieldsOfDoc) => {
        const doc = { _id: 'x', ...fieldsOfDoc };
        expect(rowKeys(doc, fields)).toEqual(rowKeys(parseDoc(serializeDoc(doc)), fields));
      }),
      { numRuns: 2_000 },
    );
  });

  it('are written again only where they changed', () => {
    const { sql, keys } = updateOf('"c:t"', ['a', 'b', 'c'], ['1', '2', '3'], ['1', '5', '3']);
    expect(sql).toBe('UPDATE "c:t" SET doc = ?, "k:b" = ? WHERE id = ?');
    expect(keys).toEqual(['5']);
  });

  describe('in a store', () => {
    let dataDir: string;
    let store: DocStore;
    const sqlite = (name: string) => store.collection(name) as unknown as SqliteCollection;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-keys-'));
      store = await openStore({ kind: 'embedded', dataDir });
    });
    afterEach(async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('fills a column again when an index on its field comes back after the column went unkept', async () => {
      const c = sqlite('deals');
      await c.createIndexes([{ key: { stage: 1 } }]);
      await c.insertMany([{ _id: 'a', stage: 'lead' }, { _id: 'b', stage: 'lead' }]);
      await c.dropIndex({ key: { stage: 1 } });
      await c.updateOne({ _id: 'a' }, { $set: { stage: 'won' } });
      await c.insertOne({ _id: 'c', stage: 'won' });
      await c.createIndexes([{ key: { stage: 1 } }]);
      expect(c.explain({ stage: 'won' })).toBe('index-range');
      expect((await c.find({ stage: 'won' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'c']);
      expect(await c.countDocuments({ stage: 'lead' })).toBe(1);
    });

    it('rebuilds the expression indexes of an older store over key columns at open, uniqueness and answers kept', async () => {
      const c = sqlite('messages');
      await c.createIndexes([{ key: { workspace_id: 1, public_id: 1 }, unique: true }, { key: { workspace_id: 1, sent_at: -1 } }]);
      await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: `m${i}`, workspace_id: `w${i % 3}`, public_id: `p${i}`, sent_at: new Date(i * 1000) })));
      await store.close();
      turnIntoExpressionIndexes(path.join(dataDir, DATABASE_FILE), 'messages');

      store = await openStore({ kind: 'embedded', dataDir });
      const reopened = sqlite('messages');
      const page = { sort: { sent_at: -1 as const }, limit: 3 };
      expect(reopened.explainSql({ workspace_id: 'w1' }, page).join('\n')).toContain('USING INDEX');
      expect((await reopened.find({ workspace_id: 'w1' }, page)).map((d) => d._id)).toEqual(['m28', 'm25', 'm22']);
      const conflict = await reopened.insertOne({ _id: 'dup', workspace_id: 'w0', public_id: 'p0' }).catch((err: unknown) => err);
      expect(isDuplicateKeyError(conflict) && conflict.index).toBe('workspace_id_1_public_id_1');
      await reopened.updateOne({ _id: 'm1' }, { $set: { sent_at: new Date(99_000) } });
      expect((await reopened.find({ workspace_id: 'w1' }, page)).map((d) => d._id)).toEqual(['m1', 'm28', 'm25']);
    });
  });
});

/** Puts a collection's indexes back into the layout of stores from before the key columns: over the key function, no key columns. */
function turnIntoExpressionIndexes(file: string, collection: string): void {
  const db = new DatabaseSync(file);
  db.function(KEY_FUNCTION, { deterministic: true }, (field, fieldPath) => {
    const name = String(fieldPath);
    return indexKey(field === null ? {} : { [name.split('.')[0]!]: parseValue(String(field)) }, name);
  });
  const table = `"c:${collection}"`;
  const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(`c:${collection}`);
  for (const index of indexes) {
    const legacy = String(index.sql).replace(/"k:([^"]+)"/g, (_, field: string) => `${KEY_FUNCTION}(doc -> '$."${field.split('.')[0]}"', '${field}')`);
    db.exec(`DROP INDEX "${String(index.name)}"`);
    db.exec(legacy);
  }
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all(`c:${collection}`).map((r) => String(r.name));
  for (const column of columns.filter((name) => name.startsWith('k:'))) db.exec(`ALTER TABLE ${table} DROP COLUMN "${column}"`);
  expect(String(db.prepare("SELECT group_concat(sql) AS s FROM sqlite_master WHERE type = 'index'").get()?.s)).toContain(`${KEY_FUNCTION}(`);
  db.close();
}
