import type { Contact__Output as ContactMessage } from '../generated/wbk/crm/v1/Contact';
import { isPlainObject } from '../http/json';
import type { ContactRecord } from './contact.schemas';

/**
 * A contact of the CRM's automation RPCs (wbk.crm.v1.Contact as proto-loader
 * hands it over) as the public API shows it, the Contact record: an absent
 * optional field is null, a priority outside 1..3 is none, and custom_fields
 * is the JSON object the CRM sent as text (anything else reads as no custom
 * fields, so a garbled value never fails the caller's operation).
 */
export function contactRecordOf(contact: ContactMessage): ContactRecord {
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
    custom_fields: customFieldsOf(contact.custom_fields_json),
    created_date: contact.created_date,
    updated_date: contact.updated_date,
  };
}

function customFieldsOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}
