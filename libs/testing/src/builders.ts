import { randomUUID } from 'node:crypto';

let sequence = 0;

/** A unique suffix so records from one test never collide with another's. */
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
}

export interface ContactInput {
  first_name?: string;
  last_name?: string;
  full_name?: string;
  email?: string;
  phone?: string;
  job_title?: string;
  company?: string;
  related_company_id?: string;
  linkedin_url?: string;
  priority?: number;
  tags?: string[];
  custom_fields?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A valid POST /v1/contacts body; override any field (or add a bad one) per test. */
export function aContact(overrides: ContactInput = {}): ContactInput {
  const id = unique();
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${id}@example.com`,
    phone: '+442071234567',
    job_title: 'General Counsel',
    company: 'Analytical Engines Ltd',
    priority: 2,
    tags: ['e2e'],
    custom_fields: { source: 'e2e' },
    ...overrides,
  };
}

/** A contact body with only an email, to exercise name derivation. */
export function aContactWithOnlyEmail(email = `grace.hopper.${unique()}@example.com`): ContactInput {
  return { email };
}

/** A syntactically valid UUID that no record has. */
export function anUnknownId(): string {
  return randomUUID();
}

/** A fresh Idempotency-Key value. */
export function anIdempotencyKey(): string {
  return randomUUID();
}

export function aWorkspaceName(): string {
  return `E2E workspace ${unique()}`;
}

/** A valid POST /v1/companies body; override any field (or add a bad one) per test. */
export function aCompany(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = unique();
  return {
    name: `Analytical Engines ${id}`,
    domain: `engines-${id}.example.com`,
    industry: 'Legal services',
    size: '11-50',
    city: 'London',
    country: 'GB',
    tags: ['e2e'],
    ...overrides,
  };
}

/** A valid POST /v1/companies/{id}/notes or /v1/contacts/{id}/notes body. */
export function aNote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: `Call notes ${unique()}`, content: 'Discussed the engagement letter.', tags: ['e2e'], ...overrides };
}

/** A valid POST /v1/deals body. */
export function aDeal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Matter ${unique()}`,
    stage: 'qualification',
    pipeline: 'litigation',
    estimated_value: 25_000,
    currency: 'GBP',
    priority: 'high',
    matter_type: 'litigation',
    probability: 40,
    tags: ['e2e'],
    ...overrides,
  };
}

/** A valid POST /v1/deals/{id}/documents body. */
export function aDealDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: `engagement-letter-${unique()}.pdf`, mime_type: 'application/pdf', size_bytes: 12_345, folder: '/Matters/2026', tags: ['e2e'], role: 'contract', ...overrides };
}

/** A valid POST /v1/lists body (list names are unique per workspace, so each call gets a fresh one). */
export function aList(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: `Hot leads ${unique()}`, description: 'e2e list', ...overrides };
}

/** A valid POST /v1/tasks body. */
export function aTask(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: `Follow up ${unique()}`, priority: 'medium', ...overrides };
}
