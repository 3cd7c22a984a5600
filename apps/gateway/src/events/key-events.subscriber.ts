import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from '@wbk/platform';
import { CONTROL_SUBJECTS, keysRevokedSchema, workspaceChangedSchema } from '@wbk/contracts';
import type { z } from 'zod';
import type { KeyCacheControl } from '../upstreams/cached-key-verifier';

/**
 * Core-NATS notices from the workspace service (not JetStream: every replica
 * must hear each one, and only while it is running - a replica that starts
 * later has an empty cache anyway).
 * - keys revoked: request/reply; the revoke RPC returns only after every
 *   replica replied, so "revoking takes effect immediately" holds.
 * - workspace changed: plan, limits or credits changed.
 */
export const KEYS_REVOKED_SUBJECT = CONTROL_SUBJECTS.keysRevoked;
export const WORKSPACE_CHANGED_SUBJECT = CONTROL_SUBJECTS.workspaceChanged;

const revokedSchema = keysRevokedSchema;
const changedSchema = workspaceChangedSchema;

function parse<T>(schema: z.ZodType<T>, data: Uint8Array): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(new TextDecoder().decode(data)));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function subscribeKeyEvents(nc: NatsConnection, cache: KeyCacheControl, logger: Logger): { close(): void } {
  const subscriptions: Subscription[] = [
    nc.subscribe(KEYS_REVOKED_SUBJECT, {
      callback: (err, msg) => {
        if (err !== null) return void logger.error({ err }, 'key revocation subscription failed');
        const notice = parse(revokedSchema, msg.data);
        if (notice === undefined) return void logger.warn({ subject: msg.subject }, 'ignored malformed key revocation notice');
        cache.revoke(notice.key_hash);
        logger.info({ key_id: notice.key_id, workspace_id: notice.workspace_id }, 'api key revoked: evicted from cache');
        if (msg.reply) msg.respond('ok');
      },
    }),
    nc.subscribe(WORKSPACE_CHANGED_SUBJECT, {
      callback: (err, msg) => {
        if (err !== null) return void logger.error({ err }, 'workspace change subscription failed');
        const notice = parse(changedSchema, msg.data);
        if (notice === undefined) return void logger.warn({ subject: msg.subject }, 'ignored malformed workspace change notice');
        cache.evictWorkspace(notice.workspace_id);
        if (msg.reply) msg.respond('ok');
      },
    }),
  ];
  return {
    close: () => {
      for (const sub of subscriptions) sub.unsubscribe();
    },
  };
}
