import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { newNote, toCompanyNoteView, toContactNoteView, toNoteEventView, type NoteState } from '../domain/note';
import { parseNoteListQuery } from '../domain/note-query';
import { parseCreateNote, type NoteOwnerKind } from '../domain/note.schema';
import { noteCreated } from '../events/note-events';
import type { CompanyRepository } from '../store/company.repository';
import type { ContactRepository } from '../store/contact.repository';
import type { NoteOwner, NoteRepository } from '../store/note.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

/** Audit-log resource type of notes (spec, audit-log filter values). */
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

function audit(action: AuditInfo['action'], resourceId: string): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: '' };
}

const OWNER_LABEL: Record<NoteOwnerKind, string> = { company: 'Company', contact: 'Contact' };

function ownerNotFound(kind: NoteOwnerKind): AppError {
  return new AppError('not_found', `${OWNER_LABEL[kind]} not found`);
}

function toOwner(kind: NoteOwnerKind, id: string): NoteOwner {
  return kind === 'company' ? { companyId: id } : { contactId: id };
}

export function createNotesHandlers(
  deps: NotesHandlerDeps,
): Record<'CreateCompanyNote' | 'ListCompanyNotes' | 'CreateContactNote' | 'ListContactNotes', Handler> {
  const makeId = deps.newId ?? newId;
  const render = (kind: NoteOwnerKind, note: NoteState) => (kind === 'company' ? toCompanyNoteView(note) : toContactNoteView(note));

  /** The owner from the `{id}` path parameter, live and in the caller's workspace; anything else is 404. */
  async function liveOwner(call: ApiCall, kind: NoteOwnerKind): Promise<string> {
    const raw = call.path['id'];
    if (raw === undefined || !isUuid(raw)) throw ownerNotFound(kind);
    const id = raw.toLowerCase();
    const found = kind === 'company' ? await deps.companies.findLive(call.workspaceId, id) : await deps.contacts.findLive(call.workspaceId, id);
    if (!found) throw ownerNotFound(kind);
    return id;
  }

  async function create(request: unknown, kind: NoteOwnerKind): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    rejectUnknownQuery(call.query);
    // Validation first, then existence: the order the contacts slice answers in.
    const input = parseCreateNote(parseBodyJson(call.bodyJson), kind);
    const ownerId = await liveOwner(call, kind);
    const keyed = keyedApiCreate(call, kind === 'company' ? 'CreateCompanyNote' : 'CreateContactNote');
    const fresh = newNote(input, { kind, id: ownerId }, keyed?.id ?? makeId(), deps.clock.now());
    const event = noteCreated({ workspaceId: call.workspaceId, clock: deps.clock, ...(call.cause ? { cause: call.cause } : {}) }, toNoteEventView(fresh));
    const { note, created } = await deps.notes.insert(call.workspaceId, fresh, [event], keyed?.stamp);
    if (created) deps.afterWrite();
    return reply(render(kind, note), { created: true, audit: audit('create', note.id) });
  }

  async function list(request: unknown, kind: NoteOwnerKind): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    const page = parseNoteListQuery(call.query);
    const ownerId = await liveOwner(call, kind);
    const { items, total } = await deps.notes.list(call.workspaceId, toOwner(kind, ownerId), { skip: page.skip, limit: page.perPage });
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
