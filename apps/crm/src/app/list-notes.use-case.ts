import type { NoteState } from '../domain/note';
import type { NoteOwnerKind } from '../domain/note.schema';
import type { NoteRepository } from '../store/note.repository';
import { requireLiveOwner, type NoteOwnerDeps } from './note-owner';

/** GET /v1/companies/{id}/notes and GET /v1/contacts/{id}/notes: a live owner's notes, a page at a time. */
export class ListNotes {
  constructor(private readonly deps: NoteOwnerDeps & { notes: NoteRepository }) {}

  async execute(workspaceId: string, owner: { kind: NoteOwnerKind; id: string }, page: { skip: number; limit: number }): Promise<{ items: NoteState[]; total: number }> {
    await requireLiveOwner(this.deps, workspaceId, owner.kind, owner.id);
    return this.deps.notes.list(workspaceId, owner.kind === 'company' ? { companyId: owner.id } : { contactId: owner.id }, page);
  }
}
