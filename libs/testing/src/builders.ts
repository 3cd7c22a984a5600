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
