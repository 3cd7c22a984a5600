import type { ActivityView } from '../domain/activity';
import { contactNotFound } from '../domain/refusals';
import type { ActivityListFilter, ActivityRepository } from '../store/activity.repository';
import type { ContactRepository } from '../store/contact.repository';

export interface ListContactActivitiesDeps {
  activities: ActivityRepository;
  contacts: ContactRepository;
}

/** GET /v1/contacts/{id}/activities: the contact's timeline (written by the timeline consumer). */
export class ListContactActivities {
  constructor(private readonly deps: ListContactActivitiesDeps) {}

  async execute(workspaceId: string, contactId: string, filter: ActivityListFilter): Promise<{ items: ActivityView[]; total: number }> {
    // The contact first: a missing, deleted or other-workspace contact is 404, not an empty timeline.
    if (!(await this.deps.contacts.findLive(workspaceId, contactId))) throw contactNotFound();
    return this.deps.activities.listForContact(workspaceId, contactId, filter);
  }
}
