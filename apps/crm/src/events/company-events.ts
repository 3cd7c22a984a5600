import type { EventOf } from '@wbk/contracts';
import type { CompanyView } from '../domain/company';
import { crmEvent, type ContactEventContext } from './contact-events';

/**
 * company.* events, written to the company's outbox in the same write as the
 * change. `company` is the full read shape; `changes` is field -> previous value.
 */
export type CompanyEventContext = ContactEventContext;

export function companyCreated(ctx: CompanyEventContext, company: CompanyView): EventOf<'company.created'> {
  return crmEvent('company.created', ctx, { company });
}

export function companyUpdated(ctx: CompanyEventContext, company: CompanyView, changes: Record<string, unknown>): EventOf<'company.updated'> {
  return crmEvent('company.updated', ctx, { company, changes });
}

export function companyDeleted(ctx: CompanyEventContext, company: CompanyView): EventOf<'company.deleted'> {
  return crmEvent('company.deleted', ctx, { company });
}
