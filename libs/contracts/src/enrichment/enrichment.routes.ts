import { defineRoute } from '../http/route-contract';
import { dataEnvelope, idParams } from '../http/schemas';
import { contactEnrichBody, contactEnrichResult, enrichBody, enrichmentResult } from './enrichment.schemas';

const person = {
  full_name: 'Jane Doe',
  first_name: 'Jane',
  last_name: 'Doe',
  job_title: 'Managing Partner',
  seniority: 'partner',
  location: 'London, United Kingdom',
  linkedin_url: 'https://www.linkedin.com/in/jane-doe',
};
const company = {
  name: 'Hartley & Finch LLP',
  domain: 'hartleyfinch.example',
  industry: 'law practice',
  size: '51-200',
  founded_year: 1998,
  description: 'Commercial litigation and arbitration.',
  linkedin_url: 'https://www.linkedin.com/company/hartley-finch',
  hq_location: 'London, United Kingdom',
};
const result = { person, company, social: { twitter: '@janedoe' }, source: 'vendor_a', confidence: 0.87, credits_remaining: 249 };

const ENRICH_DESCRIPTION = [
  'Looks an email address (person, company, social handles) or a domain (company) up with the enrichment vendors, in a configured order: the first ' +
    'answer at or above the confidence floor wins; a vendor that fails or is slow is skipped. When no vendor has data the answer is 404 `no_match`; ' +
    'when every vendor failed it is 502 `provider_error` with each vendor\'s reason in `details`.',
  'A successful lookup costs 1 credit, also when it is answered from the cache (`source: cached`); a miss or an error costs nothing, and with ' +
    '`Idempotency-Key` a replay answers the same result without a second charge. At a balance of 0 the answer is 402 `insufficient_credits` before ' +
    'any vendor is asked. Each charge is listed by GET /v1/credits/ledger.',
].join('\n\n');

export const enrichmentRoutes = {
  enrichEmail: defineRoute({
    operationId: 'enrichEmail',
    method: 'POST',
    path: '/v1/email/enrich',
    tag: 'Enrichment',
    summary: 'Enrich an email address or a domain',
    description: ENRICH_DESCRIPTION,
    service: 'enrichment',
    rpc: 'EnrichEmail',
    permission: 'write:enrich',
    resourceType: 'enrichment',
    body: enrichBody,
    responses: { 200: dataEnvelope(enrichmentResult) },
    errors: ['insufficient_credits', 'no_match', 'provider_error'],
    example: { body: { email: 'jane.doe@hartleyfinch.example', include: ['person', 'company', 'social'] }, response: { data: result } },
  }),
  enrichContact: defineRoute({
    operationId: 'enrichContact',
    method: 'POST',
    path: '/v1/contacts/{id}/enrich',
    tag: 'Enrichment',
    summary: "Enrich a contact from its email",
    description:
      "Looks the contact's email up as POST /v1/email/enrich does (charged the same way) and fills only the contact's empty fields (`job_title`, " +
      '`company`, `linkedin_url`); a field already set is never overwritten. The CRM sends `contact.updated` with `changes` when a field was filled. ' +
      'A contact without an email is 400 `validation_error`.',
    service: 'enrichment',
    rpc: 'EnrichContact',
    permission: 'write:enrich',
    // It reads the contact and fills its fields: the key must be allowed both, as PATCH /v1/contacts/{id} and its GET need.
    alsoRequires: ['read:contacts', 'write:contacts'],
    resourceType: 'contacts',
    params: idParams,
    body: contactEnrichBody,
    responses: { 200: dataEnvelope(contactEnrichResult) },
    errors: ['not_found', 'insufficient_credits', 'no_match', 'provider_error'],
    example: {
      body: {},
      response: { data: { contact_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f', filled: ['job_title', 'linkedin_url'], enrichment: result } },
    },
  }),
};
