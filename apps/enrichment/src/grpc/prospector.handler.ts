import {
  fromLegacySearch,
  legacyProspectSearchBody,
  parseBody,
  prospectContactSeed,
  prospectRevealBody,
  prospectSearchBody,
  type CallerContext,
  type ProspectRevealResult,
  type ProspectSearchInput,
  type ProspectSearchResult,
} from '@wbk/contracts';
import { AppError, derivedUuid, type Clock, type Logger } from '@wbk/platform';
import { purchaseHash } from '../domain/purchase';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { prospectQueryOf, searchResultOf } from '../domain/prospects';
import type { Credits } from '../providers/credits.client';
import type { CrmContacts } from '../providers/crm-contacts.client';
import type { Prospector, RevealedPerson } from '../providers/prospector.client';
import type { RevealRepository } from '../store/reveal.repository';

export interface ProspectorHandlerDeps {
  /** null when no prospector vendor is configured (PROSPECTOR_URL unset). */
  prospector: Prospector | null;
  reveals: RevealRepository;
  credits: Credits;
  crm: CrmContacts;
  clock: Clock;
  logger: Logger;
}

const READ_AUDIT: AuditInfo = { action: 'api_access', resource_type: 'prospects', resource_id: '', diff_json: '' };

export function requireProspector(prospector: Prospector | null): Prospector {
  if (prospector === null) throw new AppError('service_unavailable', 'The prospector is not configured for this deployment; ask the operator to set one up');
  return prospector;
}

/** The search every caller shares: the public routes and the assistant's automation RPC. */
export async function searchProspects(prospector: Prospector | null, input: ProspectSearchInput): Promise<ProspectSearchResult> {
  const vendor = requireProspector(prospector);
  const query = prospectQueryOf(input);
  const { results, total } = await vendor.search(query);
  return searchResultOf(query, results, total);
}

/** POST /v1/prospector/search, the legacy POST /v1/prospects/search, and POST /v1/prospector/reveal. */
export function createProspectorHandlers(deps: ProspectorHandlerDeps): Record<'SearchProspector' | 'SearchProspectsLegacy' | 'RevealProspect', (request: unknown) => Promise<ApiReply>> {
  function bodyOf(call: ApiCall): unknown {
    rejectUnknownQuery(call.query);
    return parseBodyJson(call.bodyJson);
  }

  async function saveAsContact(call: ApiCall, revealed: RevealedPerson): Promise<string> {
    const context: CallerContext = { workspace_id: call.workspaceId, request_id: call.requestId, idempotency_key: call.idempotencyKey ?? '' };
    if (revealed.email !== null) {
      const existing = await deps.crm.findByEmail(context, revealed.email);
      if (existing !== null) return existing;
    }
    // The contact's id derives from the workspace and the member: concurrent saves of one person make one contact.
    return deps.crm.create(context, derivedUuid(prospectContactSeed(call.workspaceId, revealed.member_id)), {
      first_name: revealed.person.first_name,
      last_name: revealed.person.last_name,
      email: revealed.email,
      phone: revealed.phone,
      job_title: revealed.person.job_title,
      company: revealed.company?.name ?? null,
      linkedin_url: revealed.person.linkedin_url,
    });
  }

  return {
    async SearchProspector(request) {
      const call = decodeApiRequest(request);
      // Validated before the configuration check: a bad body is the caller's to fix whatever the deployment.
      const input = parseBody(prospectSearchBody, bodyOf(call));
      return reply(await searchProspects(deps.prospector, input), { audit: READ_AUDIT });
    },

    async SearchProspectsLegacy(request) {
      const call = decodeApiRequest(request);
      const input = fromLegacySearch(parseBody(legacyProspectSearchBody, bodyOf(call)));
      return reply(await searchProspects(deps.prospector, input), { audit: READ_AUDIT });
    },

    async RevealProspect(request) {
      const call = decodeApiRequest(request);
      const input = parseBody(prospectRevealBody, bodyOf(call));
      const prospector = requireProspector(deps.prospector);
      let revealed = await deps.reveals.find(call.workspaceId, input.member_id);
      let charged = false;
      let balance: number;
      if (revealed !== null) {
        balance = await deps.credits.balance(call.workspaceId);
      } else {
        const hold = await deps.credits.reserve({
          workspaceId: call.workspaceId,
          reason: 'prospect_reveal',
          requestId: call.requestId,
          idempotencyKey: call.idempotencyKey ?? '',
          purchase: purchaseHash({ reason: 'prospect_reveal', member_id: input.member_id }),
        });
        let settled = hold.state === 'captured';
        try {
          const fresh = await prospector.reveal(input.member_id);
          if (fresh === null) throw new AppError('not_found', `No prospect with member_id ${input.member_id}; take it from a search result`);
          const first = await deps.reveals.insert(call.workspaceId, fresh, deps.clock.now());
          revealed = first ? fresh : ((await deps.reveals.find(call.workspaceId, input.member_id)) ?? fresh);
          if (first && !settled) {
            ({ balance, charged } = await deps.credits.capture(call.workspaceId, hold.id));
            settled = true;
          } else {
            balance = await deps.credits.balance(call.workspaceId);
          }
        } finally {
          if (!settled) await deps.credits.release(call.workspaceId, hold.id).catch((err: unknown) => deps.logger.warn({ err }, 'could not release a credit hold; it expires on its own'));
        }
      }
      const contactId = input.save_as_contact === true ? await saveAsContact(call, revealed) : null;
      const data: ProspectRevealResult = {
        member_id: revealed.member_id,
        email: revealed.email,
        phone: revealed.phone,
        person: revealed.person,
        company: revealed.company,
        charged,
        credits_remaining: balance,
        contact_id: contactId,
      };
      return reply(data, { audit: { action: 'api_access', resource_type: 'prospects', resource_id: '', diff_json: '' } });
    },
  };
}
