import type { CalendarProvider, MailProvider, WorkspaceRpc } from '@wbk/contracts';
import { CALENDAR_PROVIDERS, MAIL_PROVIDERS } from '@wbk/contracts';
import type { Clock, Logger } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';

export interface SyncProfile {
  mailboxes: Array<{ provider: MailProvider; account_id: string }>;
  calendars: Array<{ provider: CalendarProvider; account_id: string }>;
  timezone: string;
}

export interface HealthReport {
  workspaceId: string;
  category: 'email' | 'calendar';
  provider: string;
  accountId: string;
  status: 'healthy' | 'degraded' | 'needs_reauth';
  errorMessage: string | null;
  lastSyncAt: string | null;
}

/** The workspace service as mailbox sync needs it: connections (cached briefly, dropped on ctl.workspace.changed) and health reports. */
export interface WorkspaceSync {
  profile(workspaceId: string): Promise<SyncProfile>;
  invalidate(workspaceId: string): void;
  /** Best effort: a report that cannot be delivered is logged, never fails the sync. */
  report(health: HealthReport): Promise<void>;
}

export function workspaceSync(client: Pick<TypedRpcClient<WorkspaceRpc>, 'call'>, clock: Clock, ttlMs: number, logger: Logger): WorkspaceSync {
  const cache = new Map<string, { profile: SyncProfile; expiresAt: number }>();
  return {
    async profile(workspaceId) {
      const cached = cache.get(workspaceId);
      if (cached !== undefined && cached.expiresAt > clock.now().getTime()) return cached.profile;
      const startedAt = clock.now().getTime();
      const reply = await client.call('GetSyncProfile', { workspace_id: workspaceId }, { idempotent: true });
      const profile: SyncProfile = {
        mailboxes: reply.connections.flatMap((c) => (c.category === 'email' && (MAIL_PROVIDERS as readonly string[]).includes(c.name) ? [{ provider: c.name as MailProvider, account_id: c.account_id }] : [])),
        calendars: reply.connections.flatMap((c) =>
          c.category === 'calendar' && (CALENDAR_PROVIDERS as readonly string[]).includes(c.name) ? [{ provider: c.name as CalendarProvider, account_id: c.account_id }] : [],
        ),
        timezone: reply.timezone || 'UTC',
      };
      cache.set(workspaceId, { profile, expiresAt: startedAt + ttlMs });
      return profile;
    },
    invalidate(workspaceId) {
      cache.delete(workspaceId);
    },
    async report(health) {
      try {
        await client.call('ReportProviderHealth', {
          workspace_id: health.workspaceId,
          category: health.category,
          name: health.provider,
          account_id: health.accountId,
          status: health.status,
          error_message: health.errorMessage ?? '',
          last_sync_at: health.lastSyncAt ?? '',
        });
      } catch (err) {
        logger.warn({ err, workspace_id: health.workspaceId, provider: health.provider }, 'could not report provider health');
      }
    },
  };
}
