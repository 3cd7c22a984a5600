import { validationError } from '@wbk/platform';
import { listNotFound } from '../domain/refusals';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';

export const MEMBER_PAGE_DEFAULT = 500;
export const MEMBER_PAGE_MAX = 1_000;

/** Outreach's enrollment by list_id: the list's members a page at a time, by cursor. */
export class ListListMembers {
  constructor(private readonly deps: { lists: ListRepository; members: ListMemberRepository }) {}

  /** `limit` 0 takes the default page; `cursor` '' starts at the beginning. */
  async execute(workspaceId: string, listId: string, cursor: string, limit: number): Promise<{ contactIds: string[]; nextCursor: string }> {
    const size = limit === 0 ? MEMBER_PAGE_DEFAULT : limit;
    if (size < 1 || size > MEMBER_PAGE_MAX) throw validationError([{ field: 'limit', message: `must be between 1 and ${MEMBER_PAGE_MAX}` }]);
    if (cursor !== '' && !cursor.startsWith(`${listId}:`)) throw validationError([{ field: 'cursor', message: 'is not a cursor of this list' }]);
    if (!(await this.deps.lists.findLive(workspaceId, listId))) throw listNotFound();
    return this.deps.members.page(workspaceId, listId, cursor, size);
  }
}
