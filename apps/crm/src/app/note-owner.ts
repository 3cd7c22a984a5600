import type { NoteOwnerKind } from '../domain/note.schema';
import { companyNotFound, contactNotFound } from '../domain/refusals';
import type { CompanyRepository } from '../store/company.repository';
import type { ContactRepository } from '../store/contact.repository';

export interface NoteOwnerDeps {
  companies: CompanyRepository;
  contacts: ContactRepository;
}

export function ownerNotFound(kind: NoteOwnerKind) {
  return kind === 'company' ? companyNotFound() : contactNotFound();
}

/** A note's owner must be live and in the caller's workspace; anything else is that owner's 404. */
export async function requireLiveOwner(deps: NoteOwnerDeps, workspaceId: string, kind: NoteOwnerKind, id: string): Promise<void> {
  const found = kind === 'company' ? await deps.companies.findLive(workspaceId, id) : await deps.contacts.findLive(workspaceId, id);
  if (!found) throw ownerNotFound(kind);
}
