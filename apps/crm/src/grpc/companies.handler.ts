import type { Clock } from '@wbk/platform';
import { toCompanyUpdateView } from '../domain/company';
import { parseCompanyListQuery } from '../domain/company-query';
import { parseCreateCompany, parsePatchCompany } from '../domain/company.schema';
import { companyNotFound } from '../domain/refusals';
import type { CompanyRepository } from '../store/company.repository';
import { CreateCompany } from '../app/create-company.use-case';
import { DeleteCompany } from '../app/delete-company.use-case';
import { GetCompany } from '../app/get-company.use-case';
import { ListCompanies } from '../app/list-companies.use-case';
import { UpdateCompany } from '../app/update-company.use-case';
import { type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';

const RESOURCE = 'companies';

export interface CompaniesHandlerDeps {
  companies: CompanyRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

export function createCompaniesHandlers(
  deps: CompaniesHandlerDeps,
): Record<'CreateCompany' | 'ListCompanies' | 'GetCompany' | 'UpdateCompany' | 'DeleteCompany', Handler> {
  const createCompany = new CreateCompany(deps);
  const updateCompany = new UpdateCompany(deps);
  const deleteCompany = new DeleteCompany(deps);
  const getCompany = new GetCompany(deps);
  const listCompanies = new ListCompanies(deps);

  return {
    async CreateCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateCompany(parseBodyJson(call.bodyJson));
      const company = await createCompany.execute(call, input, keyedApiCreate(call, 'CreateCompany'));
      return reply(company, { created: true, audit: audit('create', company.id) });
    },

    async ListCompanies(request) {
      const call = decodeApiRequest(request);
      const query = parseCompanyListQuery(call.query);
      const { items, total } = await listCompanies.execute(call.workspaceId, {
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
      const id = pathId(call, 'id', companyNotFound);
      rejectUnknownQuery(call.query);
      return reply(await getCompany.execute(call.workspaceId, id), { audit: audit('api_access', id) });
    },

    async UpdateCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', companyNotFound);
      const patch = parsePatchCompany(parseBodyJson(call.bodyJson));
      const { company, diff } = await updateCompany.execute(call, id, patch);
      return reply(toCompanyUpdateView(company), { audit: audit('update', id, diff) });
    },

    async DeleteCompany(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', companyNotFound);
      await deleteCompany.execute(call, id);
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
