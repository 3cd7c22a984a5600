import { defineRoute } from '../http/route-contract';
import { idParams, pageEnvelope } from '../http/schemas';
import { activityListQuery, activityRecord } from './activity.schemas';

const contactId = '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f';

const activities = [
  {
    id: '9d3b6f1e-8a2c-5d4e-b6f7-0a1b2c3d4e5f',
    type: 'task_created',
    contact_id: contactId,
    occurred_at: '2026-11-24T11:20:00.000Z',
    title: 'Send conflict check',
    summary: 'Run the conflict check before the engagement letter goes out.',
    source: { event: 'task.created', id: '7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e' },
    metadata: { status: 'open', priority: 'high', due_date: '2026-11-27T00:00:00.000Z', deal_id: null },
    created_date: '2026-11-24T11:20:00.412Z',
  },
  {
    id: '2e4c8a0f-1b3d-5e6f-a7b8-c9d0e1f2a3b4',
    type: 'note',
    contact_id: contactId,
    occurred_at: '2026-11-24T11:00:00.000Z',
    title: 'Intake call',
    summary: 'Dispute over a supply contract; limitation date in March. Conflict check requested.',
    source: { event: 'note.created', id: '6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d' },
    metadata: { note_type: 'call', category: 'intake', company_id: null },
    created_date: '2026-11-24T11:00:00.318Z',
  },
];

export const activityRoutes = {
  listContactActivities: defineRoute({
    operationId: 'listContactActivities',
    method: 'GET',
    path: '/v1/contacts/{id}/activities',
    tag: 'Contacts',
    summary: "List a contact's timeline",
    description:
      "Notes, created and completed tasks, messages sent, emails received and meetings that concern the contact, newest first (by `occurred_at`; a meeting sits at its start). Entries are recorded from events shortly after they happen and never change. Read-only.",
    service: 'crm',
    rpc: 'ListContactActivities',
    permission: 'read:contacts',
    resourceType: 'activities',
    params: idParams,
    query: activityListQuery,
    responses: { 200: pageEnvelope(activityRecord) },
    errors: ['not_found'],
    example: { response: { data: activities, meta: { page: 1, per_page: 25, total: 2 } } },
  }),
};
