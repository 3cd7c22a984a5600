import { defineRoute } from '../http/route-contract';
import { dataEnvelope, idParams, pageEnvelope } from '../http/schemas';
import { companyNoteCreateBody, companyNoteRecord, contactNoteCreateBody, contactNoteRecord, noteListQuery } from './note.schemas';

const companyNote = {
  id: '5a1e9c3b-2d4f-4e6a-9b8c-1d2e3f4a5b6c',
  title: 'Panel review call',
  content: 'They are reviewing their external counsel panel in Q1; send our arbitration credentials before 15 January.',
  note_type: 'call',
  tags: ['panel-review'],
  created_date: '2026-11-24T10:15:00.000Z',
};

const contactNote = {
  id: '6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d',
  title: 'Intake call',
  content: 'Dispute over a supply contract; limitation date in March. Conflict check requested.',
  note_type: 'call',
  category: 'intake',
  tags: ['litigation'],
  created_date: '2026-11-24T11:00:00.000Z',
};

const NOT_EDITABLE = 'Notes are not editable.';

export const noteRoutes = {
  createCompanyNote: defineRoute({
    operationId: 'createCompanyNote',
    method: 'POST',
    path: '/v1/companies/{id}/notes',
    tag: 'Companies',
    summary: 'Add a note to a company',
    description: `\`title\` is required; \`note_type\` defaults to \`general\`. ${NOT_EDITABLE}`,
    service: 'crm',
    rpc: 'CreateCompanyNote',
    permission: 'companies:write',
    resourceType: 'notes',
    params: idParams,
    body: companyNoteCreateBody,
    responses: { 201: dataEnvelope(companyNoteRecord) },
    errors: ['not_found'],
    example: {
      body: { title: companyNote.title, content: companyNote.content, note_type: 'call', tags: ['panel-review'] },
      response: { data: companyNote },
    },
  }),
  listCompanyNotes: defineRoute({
    operationId: 'listCompanyNotes',
    method: 'GET',
    path: '/v1/companies/{id}/notes',
    tag: 'Companies',
    summary: "List a company's notes",
    description: 'Newest first.',
    service: 'crm',
    rpc: 'ListCompanyNotes',
    permission: 'read:companies',
    resourceType: 'notes',
    params: idParams,
    query: noteListQuery,
    responses: { 200: pageEnvelope(companyNoteRecord) },
    errors: ['not_found'],
    example: { response: { data: [companyNote], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
  createContactNote: defineRoute({
    operationId: 'createContactNote',
    method: 'POST',
    path: '/v1/contacts/{id}/notes',
    tag: 'Contacts',
    summary: 'Add a note to a contact',
    description: `\`title\` is required; \`note_type\` defaults to \`general\`. The note appears on the contact's timeline. ${NOT_EDITABLE}`,
    service: 'crm',
    rpc: 'CreateContactNote',
    permission: 'write:contacts',
    resourceType: 'notes',
    params: idParams,
    body: contactNoteCreateBody,
    responses: { 201: dataEnvelope(contactNoteRecord) },
    errors: ['not_found'],
    example: {
      body: { title: contactNote.title, content: contactNote.content, note_type: 'call', category: 'intake', tags: ['litigation'] },
      response: { data: contactNote },
    },
  }),
  listContactNotes: defineRoute({
    operationId: 'listContactNotes',
    method: 'GET',
    path: '/v1/contacts/{id}/notes',
    tag: 'Contacts',
    summary: "List a contact's notes",
    description: 'Newest first.',
    service: 'crm',
    rpc: 'ListContactNotes',
    permission: 'read:contacts',
    resourceType: 'notes',
    params: idParams,
    query: noteListQuery,
    responses: { 200: pageEnvelope(contactNoteRecord) },
    errors: ['not_found'],
    example: { response: { data: [contactNote], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
};
