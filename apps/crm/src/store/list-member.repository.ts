import type { Collection, Doc, DocStore } from '@wbk/store';
import { isDuplicateKeyError } from '@wbk/store';
import { memberId } from '../domain/list';
import { CONTACTS_COLLECTION } from './contact.repository';

export const LIST_MEMBERS_COLLECTION = 'list_members';

/**
 * One contact in one list, in its own collection so a list of any size costs
 * one small document per member and a 100-id batch touches only those ids.
 * `_id` = `${list_id}:${contact_id}`: storing a member twice is impossible.
 */
export type ListMemberDoc = Doc & {
  workspace_id: string;
  list_id: string;
  contact_id: string;
  added_at: string;
};

export class ListMemberRepository {
  private readonly members: Collection<ListMemberDoc>;
  private readonly contacts: Collection;

  constructor(store: DocStore) {
    this.members = store.collection<ListMemberDoc>(LIST_MEMBERS_COLLECTION);
    this.contacts = store.collection(CONTACTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.members.createIndexes([
      // Members of a list, newest first (dropping a deleted list's members; a future member listing).
      { key: { workspace_id: 1, list_id: 1, added_at: -1, _id: -1 } },
      // Lists of a contact (cleanup when a contact is deleted).
      { key: { workspace_id: 1, contact_id: 1 } },
      // Members page by page in _id order (outreach enrolling a list).
      { key: { workspace_id: 1, list_id: 1, _id: 1 } },
    ]);
  }

  /** Which of `contactIds` are live contacts of the workspace (read-only use of the contacts collection, by _id). */
  async liveContactIds(workspaceId: string, contactIds: string[]): Promise<Set<string>> {
    const docs = await this.contacts.find({ _id: { $in: contactIds }, workspace_id: workspaceId, deleted_at: null });
    return new Set(docs.map((d) => d._id));
  }

  /** The lists a contact belongs to (for the cleanup when the contact is deleted). */
  async listsOf(workspaceId: string, contactId: string): Promise<string[]> {
    const docs = await this.members.find({ workspace_id: workspaceId, contact_id: contactId });
    return [...new Set(docs.map((d) => d.list_id))];
  }

  /** Which of `contactIds` are members of the list now. */
  async presentIn(workspaceId: string, listId: string, contactIds: string[]): Promise<Set<string>> {
    const docs = await this.members.find({ _id: { $in: contactIds.map((c) => memberId(listId, c)) }, workspace_id: workspaceId });
    return new Set(docs.map((d) => d.contact_id));
  }

  /** Idempotent: a member already stored (a retry after a crash) is left as is. */
  async addAll(workspaceId: string, listId: string, contactIds: string[], addedAt: string): Promise<void> {
    const docs = contactIds.map((contactId) => ({ _id: memberId(listId, contactId), workspace_id: workspaceId, list_id: listId, contact_id: contactId, added_at: addedAt }));
    if (docs.length === 0) return;
    try {
      await this.members.insertMany(docs);
      return;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    // A batch that partly exists (completing an interrupted change): one by one, duplicates are done already.
    for (const doc of docs) {
      try {
        await this.members.insertOne(doc);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
  }

  /** Idempotent: removing an absent member is a no-op. */
  async removeAll(workspaceId: string, listId: string, contactIds: string[]): Promise<void> {
    if (contactIds.length === 0) return;
    await this.members.deleteMany({ _id: { $in: contactIds.map((c) => memberId(listId, c)) }, workspace_id: workspaceId });
  }

  /**
   * Member contact ids after `cursor` (a member _id, "" from the start), in _id
   * order: stable while members come and go, so paging never repeats one.
   */
  async page(workspaceId: string, listId: string, cursor: string, limit: number): Promise<{ contactIds: string[]; nextCursor: string }> {
    const filter = { workspace_id: workspaceId, list_id: listId, ...(cursor === '' ? {} : { _id: { $gt: cursor } }) };
    const docs = await this.members.find(filter, { sort: { _id: 1 }, limit: limit + 1 });
    const pageDocs = docs.slice(0, limit);
    return { contactIds: pageDocs.map((d) => d.contact_id), nextCursor: docs.length > limit ? pageDocs[pageDocs.length - 1]!._id : '' };
  }

  /** Drops every member of a deleted list (the list is a tombstone already, so nobody reads them). */
  async removeList(workspaceId: string, listId: string): Promise<number> {
    return (await this.members.deleteMany({ workspace_id: workspaceId, list_id: listId })).deletedCount;
  }
}
