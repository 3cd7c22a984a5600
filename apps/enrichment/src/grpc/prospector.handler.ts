import { fromLegacySearch, legacyProspectSearchBody, parseBody, prospectRevealBody, prospectSearchBody } from '@wbk/contracts';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import type { RevealProspect } from '../app/reveal-prospect.use-case';
import type { SearchProspects } from '../app/search-prospects.use-case';

export interface ProspectorHandlerDeps {
  searchProspects: SearchProspects;
  revealProspect: RevealProspect;
}

const READ_AUDIT: AuditInfo = { action: 'api_access', resource_type: 'prospects', resource_id: '', diff_json: '' };

/** POST /v1/prospector/search, the legacy POST /v1/prospects/search, and POST /v1/prospector/reveal. */
export function createProspectorHandlers(deps: ProspectorHandlerDeps): Record<'SearchProspector' | 'SearchProspectsLegacy' | 'RevealProspect', (request: unknown) => Promise<ApiReply>> {
  function bodyOf(call: ApiCall): unknown {
    rejectUnknownQuery(call.query);
    return parseBodyJson(call.bodyJson);
  }

  return {
    async SearchProspector(request) {
      const call = decodeApiRequest(request);
      // Validated before the configuration check: a bad body is the caller's to fix whatever the deployment.
      const input = parseBody(prospectSearchBody, bodyOf(call));
      return reply(await deps.searchProspects.execute(input), { audit: READ_AUDIT });
    },

    async SearchProspectsLegacy(request) {
      const call = decodeApiRequest(request);
      const input = fromLegacySearch(parseBody(legacyProspectSearchBody, bodyOf(call)));
      return reply(await deps.searchProspects.execute(input), { audit: READ_AUDIT });
    },

    async RevealProspect(request) {
      const call = decodeApiRequest(request);
      const input = parseBody(prospectRevealBody, bodyOf(call));
      const data = await deps.revealProspect.execute({
        workspaceId: call.workspaceId,
        requestId: call.requestId,
        idempotencyKey: call.idempotencyKey ?? '',
        memberId: input.member_id,
        saveAsContact: input.save_as_contact === true,
      });
      return reply(data, { audit: READ_AUDIT });
    },
  };
}
