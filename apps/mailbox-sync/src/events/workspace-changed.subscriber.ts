import type { NatsConnection } from '@nats-io/transport-node';
import { CONTROL_SUBJECTS, workspaceChangedSchema } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

/** ctl.workspace.changed: a provider was connected, disconnected or reported on; the workspace's connections are read again. */
export function subscribeWorkspaceChanges(nc: NatsConnection, changed: (workspaceId: string) => void, logger: Logger): { close(): void } {
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
      changed(parsed.data.workspace_id);
    },
  });
  return { close: () => subscription.unsubscribe() };
}
