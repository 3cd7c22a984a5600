import type { ActingKey } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { assertMayReceive } from '../domain/event-match';
import { diffWebhooks, toWebhookView, type WebhookState, type WebhookView } from '../domain/webhook';
import { webhookNotFound } from '../domain/webhook-refusals';
import type { PatchWebhookInput } from '../domain/webhook.schema';
import type { WebhookChanges, WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';
import { assertPublicTarget, type UrlChecker } from './public-target';

export interface UpdateWebhookDeps {
  webhooks: Pick<WebhookRepository, 'findLive' | 'update'>;
  clock: Clock;
  checkUrl: UrlChecker;
}

export interface UpdateWebhookRequest {
  workspaceId: string;
  /** Null when the path held no id that could exist. */
  id: string | null;
  patch: PatchWebhookInput;
  /** The calling key's permissions: the events kept must all be readable by it. */
  permissions: readonly string[];
  actingKey: ActingKey | null;
}

/** PATCH /v1/webhooks/{id}: the webhook after the change and the diff for the audit entry (empty when nothing changed). */
export class UpdateWebhook {
  constructor(private readonly deps: UpdateWebhookDeps) {}

  async execute(request: UpdateWebhookRequest): Promise<{ webhook: WebhookView; diff: Record<string, unknown> }> {
    const { deps } = this;
    const { workspaceId, patch } = request;
    const before = await liveWebhook(deps.webhooks, workspaceId, request.id);
    // Whoever saves the webhook is whose read permissions its deliveries follow from then on.
    assertMayReceive(request.permissions, patch.events ?? before.events);
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
    const keyChanged = JSON.stringify(request.actingKey) !== JSON.stringify(before.acting_key);
    if (Object.keys(diff).length === 0 && !keyChanged) return { webhook: toWebhookView(before), diff: {} };
    after.updated_at = deps.clock.now().toISOString();
    if (!(await deps.webhooks.update(workspaceId, before.id, { ...changes, acting_key: request.actingKey, updated_at: after.updated_at }))) throw webhookNotFound();
    return { webhook: toWebhookView(after), diff };
  }
}
