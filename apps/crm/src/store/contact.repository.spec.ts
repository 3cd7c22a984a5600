import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, type DocStore } from '@wbk/store';
import { newContactState } from '../domain/contact';
import { CONTACTS_COLLECTION, ContactRepository } from './contact.repository';

describe('ContactRepository.backfillNameKeys', () => {
  let dir: string;
  let store: DocStore;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'crm-contacts-'));
    store = await openStore({ kind: 'embedded', dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('remembers a finished backfill, so a later start does not read every contact again', async () => {
    const contacts = new ContactRepository(store);
    const state = newContactState({ first_name: 'Jane', last_name: 'Smith' }, 'c1', new Date('2026-03-01T10:00:00Z'));
    await contacts.insert('w1', state, []);
    await store.collection(CONTACTS_COLLECTION).updateOne({ _id: 'c1' }, { $unset: { name_key: '' } });
    expect(await contacts.backfillNameKeys(10)).toBe(1);
    expect(await contacts.backfillNameKeys(10)).toBe(0);

    // The next process: a finished backfill must not cost a scan of the whole collection at its start.
    const scan = jest.spyOn(store.collection(CONTACTS_COLLECTION), 'find');
    expect(await new ContactRepository(store).backfillNameKeys(10)).toBe(0);
    expect(scan).not.toHaveBeenCalled();
    expect(await store.collection(CONTACTS_COLLECTION).findOne({ _id: 'c1' })).toMatchObject({ name_key: expect.any(String) });
  });
});
