import type { ActingKey } from '@wbk/contracts';
import { newId, type Clock, type KeyedCreate } from '@wbk/platform';
import { assertMayReceive } from '../domain/event-match';
import { newWebhookSecret, type WebhookState } from '../domain/webhook';
import { webhookQuotaExceeded } from '../domain/webhook-refusals';
import type { CreateWebhookInput } from '../domain/webhook.schema';
import type { WebhookRepository } from '../store/webhook.repository';
import { assertPublicTarget, type UrlChecker } from './public-target';

export interface CreateWebhookDeps {
  webhooks: Pick<WebhookRepository, 'countLive' | 'insert' | 'remove'>;
  clock: Clock;
  checkUrl: UrlChecker;
  /** WEBHOOK_MAX_PER_WORKSPACE: live webhooks a workspace may hold. */
  maxPerWorkspace: number;
  newId?: () => string;
  newSecret?: () => string;
}

export interface CreateWebhookRequest {
  workspaceId: string;
  input: CreateWebhookInput;
  /** The calling key's permissions: a webhook may subscribe only to events the key may read. */
  permissions: readonly string[];
  /** Whose read permissions the webhook's deliveries follow. */
  actingKey: ActingKey | null;
  /** Set when the call carried an Idempotency-Key: the id derived from it and the request's stamp. */
  keyed: KeyedCreate | undefined;
}

/** POST /v1/webhooks: registers an endpoint after its URL passed the SSRF guard, within the workspace's quota. */
export class CreateWebhook {
  constructor(private readonly deps: CreateWebhookDeps) {}

  async execute(request: CreateWebhookRequest): Promise<WebhookState> {
    const { deps } = this;
    const { workspaceId, input } = request;
    assertMayReceive(request.permissions, input.events);
    await assertPublicTarget(deps.checkUrl, input.url);
    if ((await deps.webhooks.countLive(workspaceId)) >= deps.maxPerWorkspace) throw webhookQuotaExceeded(deps.maxPerWorkspace);
    const now = deps.clock.now().toISOString();
    const fresh: WebhookState = {
      id: request.keyed?.id ?? (deps.newId ?? newId)(),
      url: input.url,
      events: input.events,
      description: input.description,
      enabled: true,
      disabled_reason: null,
      secret: (deps.newSecret ?? newWebhookSecret)(),
      failing_since: null,
      created_at: now,
      updated_at: now,
      acting_key: request.actingKey,
    };
    const { webhook, created } = await deps.webhooks.insert(workspaceId, fresh, request.keyed?.stamp);
    // Concurrent creates can all pass the count above; whichever finds itself over the limit takes itself back.
    if (created && (await deps.webhooks.countLive(workspaceId)) > deps.maxPerWorkspace) {
      await deps.webhooks.remove(workspaceId, webhook.id);
      throw webhookQuotaExceeded(deps.maxPerWorkspace);
    }
    return webhook;
  }
}
