import type { EventOf } from '@wbk/contracts';
import type { NoteEventView } from '../domain/note';
import { crmEvent, type ContactEventContext } from './contact-events';

export type NoteEventContext = ContactEventContext;

/**
 * Internal `note.created` (subject internal.note.created; not in the public
 * catalog): written to the note document's outbox so the timeline consumer
 * turns each note into exactly one activity.
 */
export function noteCreated(ctx: NoteEventContext, note: NoteEventView): EventOf<'note.created'> {
  return crmEvent('note.created', ctx, { note });
}
