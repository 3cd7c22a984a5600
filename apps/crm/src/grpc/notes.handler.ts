import type { Clock } from '@wbk/platform';
import { toCompanyNoteView, toContactNoteView, type NoteState } from '../domain/note';
import { parseNoteListQuery } from '../domain/note-query';
import { parseCreateNote, type NoteOwnerKind } from '../domain/note.schema';
import type { CompanyRepository } from '../store/company.repository';
import type { ContactRepository } from '../store/contact.repository';
import type { NoteRepository } from '../store/note.repository';
import { CreateNote } from '../app/create-note.use-case';
import { ListNotes } from '../app/list-notes.use-case';
import { ownerNotFound } from '../app/note-owner';
import { type ApiCall, type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';

/** Audit-log resource type of notes (a `resource_type` value the listAuditLogs operation filters on). */
const RESOURCE = 'notes';

export interface NotesHandlerDeps {
  notes: NoteRepository;
  companies: CompanyRepository;
  contacts: ContactRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

/** The owner id from the `{id}` path parameter: an odd one cannot match an owner, so it is that owner's 404. */
function ownerId(call: ApiCall, kind: NoteOwnerKind): string {
  return pathId(call, 'id', () => ownerNotFound(kind));
}

export function createNotesHandlers(
  deps: NotesHandlerDeps,
): Record<'CreateCompanyNote' | 'ListCompanyNotes' | 'CreateContactNote' | 'ListContactNotes', Handler> {
  const createNote = new CreateNote(deps);
  const listNotes = new ListNotes(deps);
  const render = (kind: NoteOwnerKind, note: NoteState) => (kind === 'company' ? toCompanyNoteView(note) : toContactNoteView(note));

  async function create(request: unknown, kind: NoteOwnerKind): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    rejectUnknownQuery(call.query);
    // Validation first, then existence: the order the contacts slice answers in.
    const input = parseCreateNote(parseBodyJson(call.bodyJson), kind);
    const id = ownerId(call, kind);
    const keyed = keyedApiCreate(call, kind === 'company' ? 'CreateCompanyNote' : 'CreateContactNote');
    const note = await createNote.execute(call, { kind, id }, input, keyed);
    return reply(render(kind, note), { created: true, audit: audit('create', note.id) });
  }

  async function list(request: unknown, kind: NoteOwnerKind): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    const page = parseNoteListQuery(call.query);
    const id = ownerId(call, kind);
    const { items, total } = await listNotes.execute(call.workspaceId, { kind, id }, { skip: page.skip, limit: page.perPage });
    return reply(
      items.map((note) => render(kind, note)),
      { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') },
    );
  }

  return {
    CreateCompanyNote: (request) => create(request, 'company'),
    ListCompanyNotes: (request) => list(request, 'company'),
    CreateContactNote: (request) => create(request, 'contact'),
    ListContactNotes: (request) => list(request, 'contact'),
  };
}
