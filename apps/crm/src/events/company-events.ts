import { newEvent } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { CompanyView } from '../domain/company';
import type { ContactEventContext } from './contact-events';

/**
 * company.* events, written to the company's outbox in the same write as the
 * change. `company` is the full read shape; `changes` is field -> previous value.
 */
export type CompanyEventContext = ContactEventContext;

function build(type: 'company.created' | 'company.updated' | 'company.deleted', ctx: CompanyEventContext, data: Record<string, unknown>): EventEnvelope {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

export function companyCreated(ctx: CompanyEventContext, company: CompanyView): EventEnvelope {
  return build('company.created', ctx, { company });
}

export function companyUpdated(ctx: CompanyEventContext, company: CompanyView, changes: Record<string, unknown>): EventEnvelope {
  return build('company.updated', ctx, { company, changes });
}

export function companyDeleted(ctx: CompanyEventContext, company: CompanyView): EventEnvelope {
  return build('company.deleted', ctx, { company });
}
