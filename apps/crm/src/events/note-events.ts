import { newEvent } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { NoteEventView } from '../domain/note';
import type { ContactEventContext } from './contact-events';

export type NoteEventContext = ContactEventContext;

/**
 * Internal `note.created` (subject internal.note.created; not in the public
 * catalog): written to the note document's outbox so the timeline consumer
 * turns each note into exactly one activity.
 */
export function noteCreated(ctx: NoteEventContext, note: NoteEventView): EventEnvelope {
  return newEvent({
    type: 'note.created',
    workspaceId: ctx.workspaceId,
    data: { note },
    clock: ctx.clock,
    ...(ctx.cause ? { cause: ctx.cause } : {}),
  });
}
