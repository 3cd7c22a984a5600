import { contactRecordOf, type CallerContext, type ContactEnrichField, type CrmAutomationRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';
import type { ContactFields } from '../domain/contact-fill';

export interface CrmContact extends ContactFields {
  id: string;
  email: string | null;
}

/** The new contact of a reveal (the public contact body's fields). */
export interface NewContact {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  company: string | null;
  linkedin_url: string | null;
}

/** What enrichment reads and writes in the CRM, always scoped to the caller's workspace. */
export interface CrmContacts {
  /** null when the workspace has no such live contact. */
  get(context: CallerContext, id: string): Promise<CrmContact | null>;
  /** Writes each field only where the contact's value is still empty at the write (the CRM decides, version-checked); the fields written. */
  fill(context: CallerContext, id: string, fields: Partial<Record<ContactEnrichField, string>>): Promise<ContactEnrichField[]>;
  findByEmail(context: CallerContext, email: string): Promise<string | null>;
  /** The CRM's CreateContact (the public create's rules); `key` (a UUID) names the contact, so a retry creates none twice. */
  create(context: CallerContext, key: string, contact: NewContact): Promise<string>;
}

export function crmContacts(automation: TypedRpcClient<CrmAutomationRpc>): CrmContacts {
  return {
    async get(context, id) {
      try {
        return contactRecordOf(await automation.call('GetContact', { context, id }, { idempotent: true }));
      } catch (err) {
        if ((err as { code?: unknown }).code === 'not_found') return null;
        throw err;
      }
    },
    async fill(context, id, fields) {
      const after = contactRecordOf(await automation.call('UpdateContact', { context, id, ...fields, only_if_empty: true }));
      return (Object.keys(fields) as ContactEnrichField[]).filter((field) => after[field] === fields[field]);
    },
    async findByEmail(context, email) {
      const matches = await automation.call('FindContactsByEmail', { context, email }, { idempotent: true });
      return matches.contacts[0]?.id ?? null;
    },
    async create(context, key, contact) {
      const fields = Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== null && value !== ''));
      const created = await automation.call('CreateContact', { context: { ...context, idempotency_key: key }, ...fields, tags: [] });
      return created.id;
    },
  };
}
