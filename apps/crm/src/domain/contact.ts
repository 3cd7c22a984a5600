import { validationError } from '@wbk/platform';
import { resolveNames, applyNamePatch, type NameFields } from './contact-names';
import type { ContactRecord } from '@wbk/contracts';
import { MISSING_IDENTITY_MESSAGE, type ContactInput } from './contact.schema';

export type ContactPriority = 1 | 2 | 3;

/** A contact as kept: names only as the client set them (see contact-names.ts). */
export interface ContactState extends NameFields {
  id: string;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  company: string | null;
  related_company_id: string | null;
  linkedin_url: string | null;
  priority: ContactPriority | null;
  tags: string[];
  custom_fields: Record<string, unknown>;
  created_date: string;
  updated_date: string;
}

/** The public read shape (the contract's Contact): every field present, names always populated. */
export type ContactView = ContactRecord;

const PLAIN_FIELDS = ['email', 'phone', 'job_title', 'company', 'related_company_id', 'linkedin_url', 'priority'] as const;

export function toContactView(state: ContactState): ContactView {
  const names = resolveNames(state, state.email);
  return {
    id: state.id,
    first_name: names.first_name,
    last_name: names.last_name,
    full_name: names.full_name,
    email: state.email,
    phone: state.phone,
    job_title: state.job_title,
    company: state.company,
    related_company_id: state.related_company_id,
    linkedin_url: state.linkedin_url,
    priority: state.priority,
    tags: state.tags,
    custom_fields: state.custom_fields,
    created_date: state.created_date,
    updated_date: state.updated_date,
  };
}

export function newContactState(input: ContactInput, id: string, now: Date): ContactState {
  const at = now.toISOString();
  return {
    id,
    first_name: input.first_name ?? null,
    last_name: input.last_name ?? null,
    full_name: input.full_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    job_title: input.job_title ?? null,
    company: input.company ?? null,
    related_company_id: input.related_company_id ?? null,
    linkedin_url: input.linkedin_url ?? null,
    priority: input.priority ?? null,
    tags: input.tags ?? [],
    custom_fields: input.custom_fields ?? {},
    created_date: at,
    updated_date: at,
  };
}

/**
 * Applies a PATCH: only given fields change, null clears (tags -> [],
 * custom_fields -> {}), tags and custom_fields are replaced, never merged.
 * updated_date is left alone here; the caller bumps it only when the read
 * shape actually changed.
 */
export function applyContactPatch(state: ContactState, patch: ContactInput): ContactState {
  const next: ContactState = { ...state, ...applyNamePatch(state, resolveNames(state, state.email), patch) };
  for (const field of PLAIN_FIELDS) {
    const value = patch[field];
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field] = value;
  }
  if (patch.tags !== undefined) next.tags = patch.tags ?? [];
  if (patch.custom_fields !== undefined) next.custom_fields = patch.custom_fields ?? {};
  if (next.first_name === null && next.last_name === null && next.full_name === null && next.email === null) {
    throw validationError([{ field: 'body', message: `${MISSING_IDENTITY_MESSAGE}; this change would clear the last one` }]);
  }
  return next;
}
