import { z } from 'zod';

/**
 * Core-NATS control messages between services (not JetStream events). They
 * live outside `events.>` and `internal.>` on purpose: a stream capturing them
 * would store them and answer each request with a PubAck, which a requester
 * would count as a gateway's reply.
 */
export const CONTROL_SUBJECTS = {
  /** Request/reply: every gateway replica evicts the key and answers "ok" before the revoke RPC returns. */
  keysRevoked: 'ctl.keys.revoked',
  /** Plain publish: plan, limits or credits changed; gateways drop cached keys of that workspace. */
  workspaceChanged: 'ctl.workspace.changed',
} as const;

export const keysRevokedSchema = z.object({
  key_id: z.string(),
  key_hash: z.string().regex(/^[0-9a-f]{64}$/),
  workspace_id: z.string(),
});
export type KeysRevokedNotice = z.infer<typeof keysRevokedSchema>;

export const workspaceChangedSchema = z.object({ workspace_id: z.string() });
export type WorkspaceChangedNotice = z.infer<typeof workspaceChangedSchema>;
