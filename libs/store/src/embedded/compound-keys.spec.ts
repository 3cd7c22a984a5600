import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDuplicateKeyError, type DocStore } from '../doc-store';
import { EmbeddedDocStore } from './embedded-doc-store';

type Enrollment = { _id: string; campaign_id: string; contact_id: string; step: number };

const UNIQUE_PAIR = { key: { campaign_id: 1, contact_id: 1 } as const, name: 'campaign_contact', unique: true };

/** Calls of Array.prototype.sort made while `work` runs. */
async function sortsDuring(work: () => Promise<void>): Promise<number> {
  const spy = jest.spyOn(Array.prototype, 'sort');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

async function exercise(store: DocStore, from: number): Promise<void> {
  const enrollments = store.collection<Enrollment>('enrollments');
  for (let i = from; i < from + 20; i++) await enrollments.insertOne({ _id: `e${i}`, campaign_id: `c${i % 3}`, contact_id: `p${i}`, step: 0 });
  await enrollments.updateOne({ _id: `e${from}` }, { $set: { step: 1 } });
  await enrollments.updateOne({ _id: `e${from + 1}` }, { $set: { contact_id: `p${from + 1}-moved` } });
}

describe('a unique compound index of an embedded collection', () => {
  it('compares its keys without sorting their field names, refuses a duplicate pair and finds by the pair, also after a reload', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-compound-'));
    try {
      const first = await EmbeddedDocStore.open(dataDir);
      await first.collection<Enrollment>('enrollments').createIndexes([UNIQUE_PAIR]);
      expect(await sortsDuring(() => exercise(first, 0))).toBe(0);
      await first.close();

      // nedb restores the index from the datafile; declaring it again must still switch its comparison.
      const store = await EmbeddedDocStore.open(dataDir);
      const enrollments = store.collection<Enrollment>('enrollments');
      await enrollments.createIndexes([UNIQUE_PAIR]);
      expect(await sortsDuring(() => exercise(store, 100))).toBe(0);

      const duplicate = await enrollments.insertOne({ _id: 'other', campaign_id: 'c2', contact_id: 'p2', step: 0 }).catch((e: unknown) => e);
      expect(isDuplicateKeyError(duplicate)).toBe(true);
      // The moved key is free again under its old pair and taken under the new one.
      await enrollments.insertOne({ _id: 'again', campaign_id: 'c1', contact_id: 'p1', step: 0 });
      expect(isDuplicateKeyError(await enrollments.insertOne({ _id: 'x', campaign_id: 'c1', contact_id: 'p1-moved', step: 0 }).catch((e: unknown) => e))).toBe(true);
      expect(await enrollments.findOne({ campaign_id: 'c0', contact_id: 'p0' })).toEqual({ _id: 'e0', campaign_id: 'c0', contact_id: 'p0', step: 1 });
      expect((await enrollments.find({ campaign_id: 'c1' }, { sort: { contact_id: 1 } })).map((e) => e.contact_id)).toEqual(
        ['p1', 'p1-moved', 'p10', 'p100', 'p103', 'p106', 'p109', 'p112', 'p115', 'p118', 'p13', 'p16', 'p19', 'p4', 'p7'],
      );
      await store.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
