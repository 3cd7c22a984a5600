import type { NatsConnection } from '@nats-io/transport-node';
import { CONTROL_SUBJECTS, workspaceChangedSchema } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

/**
 * ctl.workspace.changed (core NATS, every replica hears it): a provider was
 * connected, disconnected or reported on, so that workspace's cached
 * connections go (outreach's profiles, mailbox sync's connections).
 */
export function subscribeWorkspaceChanges(nc: NatsConnection, invalidate: (workspaceId: string) => void, logger: Logger): { close(): void } {
  const subscription = nc.subscribe(CONTROL_SUBJECTS.workspaceChanged, {
    callback: (err, msg) => {
      if (err !== null) return void logger.error({ err }, 'workspace change subscription failed');
      let notice: unknown;
      try {
        notice = JSON.parse(new TextDecoder().decode(msg.data));
      } catch {
        notice = undefined;
      }
      const parsed = workspaceChangedSchema.safeParse(notice);
      if (!parsed.success) return void logger.warn({ subject: msg.subject }, 'ignored malformed workspace change notice');
      invalidate(parsed.data.workspace_id);
    },
  });
  return { close: () => subscription.unsubscribe() };
}
