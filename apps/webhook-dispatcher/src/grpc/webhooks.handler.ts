import { canonicalId } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { actingKeyOf, type ApiCall, type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import { CreateWebhook } from '../app/create-webhook.use-case';
import { DeleteWebhook } from '../app/delete-webhook.use-case';
import { GetWebhook } from '../app/get-webhook.use-case';
import { ListWebhooks } from '../app/list-webhooks.use-case';
import type { UrlChecker } from '../app/public-target';
import { UpdateWebhook } from '../app/update-webhook.use-case';
import { parseListQuery } from '../domain/log-query';
import { toCreatedWebhook } from '../domain/webhook';
import { webhookNotFound } from '../domain/webhook-refusals';
import { parseCreateWebhook, parsePatchWebhook } from '../domain/webhook.schema';
import type { WebhookRepository } from '../store/webhook.repository';

export const RESOURCE = 'webhooks';

export interface WebhooksHandlerDeps {
  webhooks: WebhookRepository;
  clock: Clock;
  checkUrl: UrlChecker;
  /** WEBHOOK_MAX_PER_WORKSPACE: live webhooks a workspace may hold. */
  maxPerWorkspace: number;
  newId?: () => string;
  newSecret?: () => string;
}

export type Handler = (request: unknown) => Promise<ApiReply>;

export const audit = auditFor(RESOURCE);

/** A path UUID lower-cased, or null: the gateway checks the form, an odd one here cannot match anything anyway. */
export function optionalPathId(call: ApiCall, name: string): string | null {
  return canonicalId(call.path[name]);
}

export function createWebhooksHandlers(deps: WebhooksHandlerDeps): Record<'CreateWebhook' | 'ListWebhooks' | 'GetWebhook' | 'UpdateWebhook' | 'DeleteWebhook', Handler> {
  const createWebhook = new CreateWebhook(deps);
  const listWebhooks = new ListWebhooks(deps);
  const getWebhook = new GetWebhook(deps);
  const updateWebhook = new UpdateWebhook(deps);
  const deleteWebhook = new DeleteWebhook(deps);

  return {
    async CreateWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateWebhook(parseBodyJson(call.bodyJson));
      const webhook = await createWebhook.execute({
        workspaceId: call.workspaceId,
        input,
        permissions: call.caller.permissions,
        actingKey: actingKeyOf(call),
        keyed: keyedApiCreate(call, 'CreateWebhook'),
      });
      return reply(toCreatedWebhook(webhook), { created: true, audit: audit('create', webhook.id) });
    },

    async ListWebhooks(request) {
      const call = decodeApiRequest(request);
      const page = parseListQuery(call.query);
      const { items, total } = await listWebhooks.execute(call.workspaceId, page);
      return reply(items, { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const webhook = await getWebhook.execute(call.workspaceId, optionalPathId(call, 'id'));
      return reply(webhook, { audit: audit('api_access', webhook.id) });
    },

    async UpdateWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const patch = parsePatchWebhook(parseBodyJson(call.bodyJson));
      const { webhook, diff } = await updateWebhook.execute({ workspaceId: call.workspaceId, id: optionalPathId(call, 'id'), patch, permissions: call.caller.permissions, actingKey: actingKeyOf(call) });
      return reply(webhook, { audit: audit('update', webhook.id, diff) });
    },

    async DeleteWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', webhookNotFound);
      await deleteWebhook.execute(call.workspaceId, id);
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
