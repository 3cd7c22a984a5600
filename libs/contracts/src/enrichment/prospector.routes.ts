import { defineRoute } from '../http/route-contract';
import { dataEnvelope } from '../http/schemas';
import { legacyProspectSearchBody, prospectRevealBody, prospectRevealResult, prospectSearchBody, prospectSearchResult } from './prospector.schemas';

const prospect = {
  full_name: 'Jane Doe',
  first_name: 'Jane',
  last_name: 'Doe',
  job_title: 'Managing Partner',
  linkedin_url: 'https://www.linkedin.com/in/jane-doe',
  location: 'London, United Kingdom',
  email_available: true,
  phone_available: false,
  company: 'Hartley & Finch LLP',
  company_domain: 'hartleyfinch.example',
  company_size: '51-200',
  company_industry: 'law practice',
  member_id: 'mem_3f9a1c2b4d5e6f70',
  company_id: 'com_8a7b6c5d4e3f2a10',
};
const page = { data: { results: [prospect], pagination: { page: 1, per_page: 25, total: 1, total_pages: 1 } } };

const SEARCH_DESCRIPTION =
  'Searches the prospector: every given filter must match, and within one filter any item may. At least one filter is required. Free of charge. ' +
  '`page` defaults to 1, `per_page` to 25 (at most 100). When no prospector is configured the answer is 503 `service_unavailable`.';

export const prospectorRoutes = {
  searchProspector: defineRoute({
    operationId: 'searchProspector',
    method: 'POST',
    path: '/v1/prospector/search',
    tag: 'Enrichment',
    summary: 'Search prospects',
    description: SEARCH_DESCRIPTION,
    service: 'enrichment',
    rpc: 'SearchProspector',
    permission: 'prospects:read',
    resourceType: 'prospects',
    body: prospectSearchBody,
    responses: { 200: dataEnvelope(prospectSearchResult) },
    errors: [],
    example: { body: { titles: ['partner'], location: ['London'], industry: ['law practice'], headcount: ['51-200'] }, response: page },
  }),
  searchProspectsLegacy: defineRoute({
    operationId: 'searchProspectsLegacy',
    method: 'POST',
    path: '/v1/prospects/search',
    tag: 'Enrichment',
    summary: 'Search prospects (legacy)',
    description:
      'Deprecated: use POST /v1/prospector/search, which answers the same. Takes the new body, plus `query` (a job-title search) and `jobTitles` ' +
      '(mapped to `titles`); both formats may mix. Answers with `Deprecation` and `Link: </v1/prospector/search>; rel="successor-version"` headers.',
    service: 'enrichment',
    rpc: 'SearchProspectsLegacy',
    permission: 'prospects:read',
    resourceType: 'prospects',
    body: legacyProspectSearchBody,
    responses: { 200: dataEnvelope(prospectSearchResult) },
    errors: [],
    deprecated: true,
    successorPath: '/v1/prospector/search',
    example: { body: { query: 'partner', location: ['London'] }, response: page },
  }),
  revealProspect: defineRoute({
    operationId: 'revealProspect',
    method: 'POST',
    path: '/v1/prospector/reveal',
    tag: 'Enrichment',
    summary: "Reveal a prospect's email and phone",
    description:
      "The email and phone of a prospect found by a search (`member_id`), when the prospector has them: 1 credit, free when this workspace " +
      'revealed the same person before. With `save_as_contact: true` the person is saved as a contact, or the existing contact with that email is answered.',
    service: 'enrichment',
    rpc: 'RevealProspect',
    permission: 'write:enrich',
    // Saving creates a contact or answers the existing one with that email: as POST /v1/contacts and a contact read need.
    requiresWhen: [{ field: 'save_as_contact', equals: true, permissions: ['read:contacts', 'write:contacts'] }],
    resourceType: 'prospects',
    body: prospectRevealBody,
    responses: { 200: dataEnvelope(prospectRevealResult) },
    errors: ['not_found', 'insufficient_credits', 'provider_error'],
    example: {
      body: { member_id: prospect.member_id, save_as_contact: true },
      response: {
        data: {
          member_id: prospect.member_id,
          email: 'jane.doe@hartleyfinch.example',
          phone: '+442071234567',
          person: { full_name: 'Jane Doe', first_name: 'Jane', last_name: 'Doe', job_title: 'Managing Partner', seniority: 'partner', location: 'London, United Kingdom', linkedin_url: prospect.linkedin_url },
          company: null,
          charged: true,
          credits_remaining: 248,
          contact_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
        },
      },
    },
  }),
};
