import type { ContactRecord, CrmContact__Output } from '@wbk/contracts';

/**
 * A contact as the public API shows it (the contract's Contact record), from
 * the CRM's typed reply: an absent optional field is null, custom_fields is
 * the JSON object the CRM sent as text. Recorded in a completed task's
 * metadata.result, where a reader expects the public representation.
 */
export function contactRecord(contact: CrmContact__Output): ContactRecord {
  const priority = contact.priority;
  return {
    id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    full_name: contact.full_name,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    job_title: contact.job_title ?? null,
    company: contact.company ?? null,
    related_company_id: contact.related_company_id ?? null,
    linkedin_url: contact.linkedin_url ?? null,
    priority: priority === 1 || priority === 2 || priority === 3 ? priority : null,
    tags: contact.tags,
    custom_fields: customFields(contact.custom_fields_json),
    created_date: contact.created_date,
    updated_date: contact.updated_date,
  };
}

function customFields(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
