import { SUPPRESSION_PAGE_LIMITS, normalizeSuppressed, pageOf, parseBody, parseQuery, suppressionCreateBody, suppressionListQuery } from '@wbk/contracts';
import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, reply, rejectUnknownQuery, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { toSuppressionView } from '../domain/suppression';
import type { SuppressionRepository } from '../store/suppression.repository';

const RESOURCE = 'suppressions';

export interface SuppressionsHandlerDeps {
  suppressions: SuppressionRepository;
  clock: Clock;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

function audit(action: AuditInfo['action'], resourceId: string): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: '' };
}

function suppressionNotFound(): AppError {
  return new AppError('not_found', 'Suppression not found');
}

/** GET, POST and DELETE /v1/suppressions. */
export function createSuppressionsHandlers(deps: SuppressionsHandlerDeps): Record<'ListSuppressions' | 'CreateSuppression' | 'DeleteSuppression', Handler> {
  const makeId = deps.newId ?? newId;
  return {
    async ListSuppressions(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(suppressionListQuery, call.query);
      const page = pageOf(query, SUPPRESSION_PAGE_LIMITS);
      // An address filter compares as entries are stored: emails lower-cased.
      const value = query.value === undefined ? undefined : query.value.includes('@') ? query.value.toLowerCase() : query.value;
      const { items, total } = await deps.suppressions.list(call.workspaceId, { type: query.type, reason: query.reason, value }, page.skip, page.perPage);
      return reply(items.map(toSuppressionView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async CreateSuppression(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(suppressionCreateBody, parseBodyJson(call.bodyJson));
      const { suppression, created } = await deps.suppressions.addOnce(call.workspaceId, {
        id: makeId(),
        type: input.type,
        value: normalizeSuppressed(input.type, input.value),
        reason: 'manual',
        created_at: deps.clock.now().toISOString(),
      });
      return reply(toSuppressionView(suppression), { created, audit: audit(created ? 'create' : 'api_access', suppression.id) });
    },

    async DeleteSuppression(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = call.path['id'];
      if (id === undefined || !isUuid(id)) throw suppressionNotFound();
      if (!(await deps.suppressions.delete(call.workspaceId, id.toLowerCase()))) throw suppressionNotFound();
      return reply({ id: id.toLowerCase(), deleted: true }, { audit: audit('delete', id.toLowerCase()) });
    },
  };
}
