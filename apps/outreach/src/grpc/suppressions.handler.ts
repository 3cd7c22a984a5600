import { SUPPRESSION_PAGE_LIMITS, pageOf, parseBody, parseQuery, suppressionCreateBody, suppressionListQuery } from '@wbk/contracts';
import { type ApiReply, auditFor, decodeApiRequest, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import type { CreateSuppression } from '../app/create-suppression.use-case';
import type { DeleteSuppression } from '../app/delete-suppression.use-case';
import type { ListSuppressions } from '../app/list-suppressions.use-case';
import { suppressionNotFound, toSuppressionView } from '../domain/suppression';

const RESOURCE = 'suppressions';

export interface SuppressionsHandlerDeps {
  listSuppressions: ListSuppressions;
  createSuppression: CreateSuppression;
  deleteSuppression: DeleteSuppression;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

/** GET, POST and DELETE /v1/suppressions. */
export function createSuppressionsHandlers(deps: SuppressionsHandlerDeps): Record<'ListSuppressions' | 'CreateSuppression' | 'DeleteSuppression', Handler> {
  return {
    async ListSuppressions(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(suppressionListQuery, call.query);
      const page = pageOf(query, SUPPRESSION_PAGE_LIMITS);
      const filter = { type: query.type, reason: query.reason, value: query.value };
      const { items, total } = await deps.listSuppressions.execute({ workspaceId: call.workspaceId, filter, skip: page.skip, limit: page.perPage });
      return reply(items.map(toSuppressionView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async CreateSuppression(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(suppressionCreateBody, parseBodyJson(call.bodyJson));
      const { suppression, created } = await deps.createSuppression.execute({ workspaceId: call.workspaceId, type: input.type, value: input.value });
      return reply(toSuppressionView(suppression), { created, audit: audit(created ? 'create' : 'api_access', suppression.id) });
    },

    async DeleteSuppression(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', suppressionNotFound);
      await deps.deleteSuppression.execute({ workspaceId: call.workspaceId, id });
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
