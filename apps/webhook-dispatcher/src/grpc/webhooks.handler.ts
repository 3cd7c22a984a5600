import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { assertMayReceive } from '../domain/event-match';
import { parseListQuery } from '../domain/log-query';
import { diffWebhooks, newWebhookSecret, toCreatedWebhook, toWebhookView, type WebhookState } from '../domain/webhook';
import { parseCreateWebhook, parsePatchWebhook } from '../domain/webhook.schema';
import type { WebhookChanges, WebhookRepository } from '../store/webhook.repository';
import { actingKeyOf, decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

export const RESOURCE = 'webhooks';

/** checkPublicUrl of @wbk/net (the SSRF guard), bound to the WEBHOOK_ALLOW_PRIVATE_TARGETS setting. */
export type UrlChecker = (url: string) => Promise<{ ok: true; addresses: string[] } | { ok: false; reason: string }>;

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

export function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

export function webhookNotFound(): AppError {
  return new AppError('not_found', 'Webhook not found');
}

/** A path UUID; the gateway checks the form, an odd one here cannot match anything anyway. */
export function pathId(call: ApiCall, name: string, notFound: () => AppError): string {
  const id = call.path[name];
  if (id === undefined || !isUuid(id)) throw notFound();
  return id.toLowerCase();
}

/** Spec "Events" rule 6: private targets are refused at registration (and again at every attempt by the sender). */
async function assertPublicTarget(checkUrl: UrlChecker, url: string): Promise<void> {
  const verdict = await checkUrl(url);
  if (!verdict.ok) throw new AppError('invalid_url', `url is not allowed: ${verdict.reason}`);
}

function quotaExceeded(limit: number): AppError {
  return new AppError('quota_exceeded', `the workspace already has ${limit} webhooks, the most it may register; delete one it no longer needs before creating another`, {
    limit,
    resource: 'webhooks',
  });
}

export function createWebhooksHandlers(deps: WebhooksHandlerDeps): Record<'CreateWebhook' | 'ListWebhooks' | 'GetWebhook' | 'UpdateWebhook' | 'DeleteWebhook', Handler> {
  const makeId = deps.newId ?? newId;
  const makeSecret = deps.newSecret ?? newWebhookSecret;

  async function live(call: ApiCall): Promise<WebhookState> {
    const webhook = await deps.webhooks.findLive(call.workspaceId, pathId(call, 'id', webhookNotFound));
    if (!webhook) throw webhookNotFound();
    return webhook;
  }

  return {
    async CreateWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateWebhook(parseBodyJson(call.bodyJson));
      assertMayReceive(call.caller.permissions, input.events);
      await assertPublicTarget(deps.checkUrl, input.url);
      if ((await deps.webhooks.countLive(call.workspaceId)) >= deps.maxPerWorkspace) throw quotaExceeded(deps.maxPerWorkspace);
      const now = deps.clock.now().toISOString();
      const keyed = keyedApiCreate(call, 'CreateWebhook');
      const fresh: WebhookState = {
        id: keyed?.id ?? makeId(),
        url: input.url,
        events: input.events,
        description: input.description,
        enabled: true,
        disabled_reason: null,
        secret: makeSecret(),
        failing_since: null,
        created_at: now,
        updated_at: now,
        acting_key: actingKeyOf(call),
      };
      const { webhook, created } = await deps.webhooks.insert(call.workspaceId, fresh, keyed?.stamp);
      // Concurrent creates can all pass the count above; whichever finds itself over the limit takes itself back.
      if (created && (await deps.webhooks.countLive(call.workspaceId)) > deps.maxPerWorkspace) {
        await deps.webhooks.remove(call.workspaceId, webhook.id);
        throw quotaExceeded(deps.maxPerWorkspace);
      }
      return reply(toCreatedWebhook(webhook), { created: true, audit: audit('create', webhook.id) });
    },

    async ListWebhooks(request) {
      const call = decodeApiRequest(request);
      const page = parseListQuery(call.query);
      const { items, total } = await deps.webhooks.list(call.workspaceId, page.skip, page.perPage);
      return reply(items.map(toWebhookView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const webhook = await live(call);
      return reply(toWebhookView(webhook), { audit: audit('api_access', webhook.id) });
    },

    async UpdateWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const patch = parsePatchWebhook(parseBodyJson(call.bodyJson));
      const before = await live(call);
      // Whoever saves the webhook is whose read permissions its deliveries follow from then on.
      assertMayReceive(call.caller.permissions, patch.events ?? before.events);
      if (patch.url !== undefined && patch.url !== before.url) await assertPublicTarget(deps.checkUrl, patch.url);
      const changes: WebhookChanges = {
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: patch.events } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
      };
      if (patch.enabled === true && !before.enabled) {
        // A re-enabled endpoint starts a fresh streak; otherwise its first failure would disable it again at once.
        Object.assign(changes, { enabled: true, disabled_reason: null, failing_since: null });
      } else if (patch.enabled === false && before.enabled) {
        Object.assign(changes, { enabled: false, disabled_reason: null });
      }
      const after: WebhookState = { ...before, ...changes };
      const diff = diffWebhooks(toWebhookView(before), toWebhookView(after));
      const actingKey = actingKeyOf(call);
      const keyChanged = JSON.stringify(actingKey) !== JSON.stringify(before.acting_key);
      if (Object.keys(diff).length === 0 && !keyChanged) return reply(toWebhookView(before), { audit: audit('update', before.id, {}) });
      after.updated_at = deps.clock.now().toISOString();
      if (!(await deps.webhooks.update(call.workspaceId, before.id, { ...changes, acting_key: actingKey, updated_at: after.updated_at }))) throw webhookNotFound();
      return reply(toWebhookView(after), { audit: audit('update', before.id, diff) });
    },

    async DeleteWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', webhookNotFound);
      // Queued jobs find the tombstone and stop; no event: webhooks are configuration, not catalog resources.
      if (!(await deps.webhooks.tombstone(call.workspaceId, id, deps.clock.now().toISOString()))) throw webhookNotFound();
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
