import type { ProviderHealth__Output, SyncProfile__Output } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import { applyHealthReport } from '../domain/providers';
import { requireWorkspace, type HandlerDeps } from './handler-deps';
import { asMessage, text } from './messages';

const SYNC_CATEGORIES: readonly string[] = ['email', 'calendar'];

/** Mailbox sync's view of the workspace's mail and calendar connections, and its reports of their health. */
export function syncProfileHandlers(deps: HandlerDeps) {
  return {
    async GetSyncProfile(raw: unknown): Promise<SyncProfile__Output> {
      const workspace = await requireWorkspace(deps, text(asMessage(raw), 'workspace_id'));
      const stored = await deps.providers.list(workspace.id);
      const connections = stored
        .filter((p) => p.connected && SYNC_CATEGORIES.includes(p.category))
        .map((p) => ({ category: p.category, name: p.name, account_id: p.account_id ?? '', status: p.status }));
      return { connections, timezone: workspace.timezone };
    },

    async ReportProviderHealth(raw: unknown): Promise<ProviderHealth__Output> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const category = text(message, 'category');
      if (!SYNC_CATEGORIES.includes(category)) throw validationError([{ field: 'category', message: `must be one of ${SYNC_CATEGORIES.join(', ')}` }]);
      const previous = await deps.providers.get(workspace.id, category, text(message, 'name'));
      const next = applyHealthReport(
        previous,
        {
          account_id: text(message, 'account_id'),
          status: text(message, 'status'),
          error_message: text(message, 'error_message'),
          last_sync_at: text(message, 'last_sync_at'),
        },
        deps.clock.now(),
      );
      if (next === null) return { applied: false, connected: previous?.connected ?? false, status: previous?.status ?? 'disconnected' };
      await deps.providers.save(next);
      if (next.status !== previous?.status) deps.notifier.workspaceChanged(workspace.id);
      return { applied: true, connected: true, status: next.status };
    },
  };
}
