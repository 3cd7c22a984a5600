import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { applyCompanyPatch, diffCompanies, newCompany, toCompanyUpdateView } from '../domain/company';
import { parseCompanyListQuery } from '../domain/company-query';
import { parseCreateCompany, parsePatchCompany } from '../domain/company.schema';
import { companyCreated, companyDeleted, companyUpdated, type CompanyEventContext } from '../events/company-events';
import type { CompanyRepository } from '../store/company.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

const RESOURCE = 'companies';

/** Attempts of a read-modify-write before 409 version_conflict (same policy as contacts). */
const WRITE_ATTEMPTS = 3;

export interface CompaniesHandlerDeps {
  companies: CompanyRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

export function companyNotFound(): AppError {
  return new AppError('not_found', 'Company not found');
}

/** The `{id}` path parameter; the gateway checks the UUID form, an odd one here cannot match a company anyway. */
export function companyIdOf(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw companyNotFound();
  return id.toLowerCase();
}

function conflict(): AppError {
  return new AppError('version_conflict', 'The company was changed by another request at the same moment; retry the request');
}

export function eventContextOf(call: ApiCall, clock: Clock): CompanyEventContext {
  return { workspaceId: call.workspaceId, clock, ...(call.cause ? { cause: call.cause } : {}) };
}

export function createCompaniesHandlers(
  deps: CompaniesHandlerDeps,
): Record<'CreateCompany' | 'ListCompanies' | 'GetCompany' | 'UpdateCompany' | 'DeleteCompany', Handler> {
  const makeId = deps.newId ?? newId;

  return {
    async CreateCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateCompany(parseBodyJson(call.bodyJson));
      const keyed = keyedApiCreate(call, 'CreateCompany');
      const fresh = newCompany(input, keyed?.id ?? makeId(), deps.clock.now());
      const { company, created } = await deps.companies.insert(call.workspaceId, fresh, [companyCreated(eventContextOf(call, deps.clock), fresh)], keyed?.stamp);
      if (created) deps.afterWrite();
      return reply(company, { created: true, audit: audit('create', company.id) });
    },

    async ListCompanies(request) {
      const call = decodeApiRequest(request);
      const query = parseCompanyListQuery(call.query);
      const { items, total } = await deps.companies.list(call.workspaceId, {
        ...(query.domain !== undefined ? { domain: query.domain } : {}),
        ...(query.tag !== undefined ? { tag: query.tag } : {}),
        ...(query.nameWords !== undefined ? { nameWords: query.nameWords } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply(items, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetCompany(request) {
      const call = decodeApiRequest(request);
      const id = companyIdOf(call);
      rejectUnknownQuery(call.query);
      const stored = await deps.companies.findLive(call.workspaceId, id);
      if (!stored) throw companyNotFound();
      return reply(stored.company, { audit: audit('api_access', id) });
    },

    async UpdateCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = companyIdOf(call);
      const patch = parsePatchCompany(parseBodyJson(call.bodyJson));
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.companies.findLive(call.workspaceId, id);
        if (!stored) throw companyNotFound();
        const next = applyCompanyPatch(stored.company, patch);
        const { changes, diff } = diffCompanies(stored.company, next);
        // A PATCH that changes nothing succeeds without a write or an event (same policy as contacts).
        if (Object.keys(changes).length === 0) return reply(toCompanyUpdateView(stored.company), { audit: audit('update', id, {}) });
        next.updated_date = deps.clock.now().toISOString();
        const written = await deps.companies.update(call.workspaceId, next, stored.version, [companyUpdated(eventContextOf(call, deps.clock), next, changes)]);
        if (written) {
          deps.afterWrite();
          return reply(toCompanyUpdateView(next), { audit: audit('update', id, diff) });
        }
      }
      throw conflict();
    },

    async DeleteCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = companyIdOf(call);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.companies.findLive(call.workspaceId, id);
        if (!stored) throw companyNotFound();
        const deletedAt = deps.clock.now().toISOString();
        const written = await deps.companies.tombstone(call.workspaceId, id, stored.version, deletedAt, [companyDeleted(eventContextOf(call, deps.clock), stored.company)]);
        if (written) {
          deps.afterWrite();
          return reply({ id, deleted: true }, { audit: audit('delete', id) });
        }
      }
      throw conflict();
    },
  };
}
