import { toContactView, type ContactView } from '../domain/contact';
import type { ContactInclude } from '../domain/contact-query';
import { contactNotFound } from '../domain/refusals';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { NoteRepository } from '../store/note.repository';
import type { TaskRepository } from '../store/task.repository';

export interface GetContactDeps {
  contacts: ContactRepository;
  notes: NoteRepository;
  tasks: TaskRepository;
  deals: DealRepository;
}

/** GET /v1/contacts/{id}: the contact, with the related records `?include=` names. */
export class GetContact {
  constructor(private readonly deps: GetContactDeps) {}

  async execute(workspaceId: string, id: string, includes: ReadonlySet<ContactInclude>): Promise<ContactView & Record<string, unknown>> {
    const stored = await this.deps.contacts.findLive(workspaceId, id);
    if (!stored) throw contactNotFound();
    const view = toContactView(stored.state);
    const [notes, tasks, deals] = await Promise.all([
      includes.has('notes') ? this.deps.notes.recentForContact(workspaceId, view.id) : undefined,
      includes.has('tasks') ? this.deps.tasks.openForContact(workspaceId, view.id) : undefined,
      includes.has('deals') ? this.deps.deals.recentForContact(workspaceId, view.id) : undefined,
    ]);
    return {
      ...view,
      ...(notes ? { recent_notes: notes } : {}),
      ...(tasks ? { open_tasks: tasks } : {}),
      ...(deals ? { open_deals: deals } : {}),
    };
  }
}
