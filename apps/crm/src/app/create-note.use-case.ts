import { newId, type KeyedCreate } from '@wbk/platform';
import { newNote, toNoteEventView, type NoteState } from '../domain/note';
import type { NoteInput, NoteOwnerKind } from '../domain/note.schema';
import { noteCreated } from '../events/note-events';
import type { NoteRepository } from '../store/note.repository';
import { requireLiveOwner, type NoteOwnerDeps } from './note-owner';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

export interface CreateNoteDeps extends WriteDeps, NoteOwnerDeps {
  notes: NoteRepository;
}

/**
 * POST /v1/companies/{id}/notes and POST /v1/contacts/{id}/notes: a note on a
 * live owner of the workspace, with the internal note.created the timeline
 * consumer turns into one activity.
 */
export class CreateNote {
  constructor(private readonly deps: CreateNoteDeps) {}

  async execute(scope: WriteScope, owner: { kind: NoteOwnerKind; id: string }, input: NoteInput, keyed: KeyedCreate | undefined): Promise<NoteState> {
    const { notes, clock } = this.deps;
    await requireLiveOwner(this.deps, scope.workspaceId, owner.kind, owner.id);
    const fresh = newNote(input, owner, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    const { note, created } = await notes.insert(scope.workspaceId, fresh, [noteCreated(eventContextOf(scope, clock), toNoteEventView(fresh))], keyed?.stamp);
    if (created) this.deps.afterWrite();
    return note;
  }
}
