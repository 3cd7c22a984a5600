import type { Bus } from '@wbk/bus';
import { CONTROL_SUBJECTS, type KeysRevokedNotice } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

export const KEYS_REVOKED_SUBJECT = CONTROL_SUBJECTS.keysRevoked;
export const WORKSPACE_CHANGED_SUBJECT = CONTROL_SUBJECTS.workspaceChanged;

export type RevocationNotice = KeysRevokedNotice;

export interface RevocationTiming {
  /** Stop collecting this long after the last reply. */
  stallMs: number;
  /** Stop collecting at the latest after this long. */
  maxWaitMs: number;
}

/**
 * Tells the gateways what changed so their caches of key records follow:
 * a revocation must be in force on every replica before the revoke RPC
 * answers (a revoked key stops working at once, not after a cache expires),
 * so it is a request collecting every replica's reply; plan, credit and limit
 * changes are a plain publish.
 */
export class WorkspaceChangesPublisher {
  constructor(
    private readonly nc: Bus['nc'],
    private readonly logger: Logger,
    private readonly timing: RevocationTiming,
  ) {}

  /** Resolves with the number of gateway replicas that confirmed; zero gateways (none running) is not an error. */
  async keyRevoked(notice: RevocationNotice): Promise<number> {
    let replies = 0;
    try {
      const iterator = await this.nc.requestMany(KEYS_REVOKED_SUBJECT, JSON.stringify(notice), {
        strategy: 'stall',
        stall: this.timing.stallMs,
        maxWait: this.timing.maxWaitMs,
      });
      for await (const _reply of iterator) replies++;
    } catch (err) {
      // No responders: no gateway is subscribed, so no cache can hold the key.
      if (!isNoResponders(err)) throw err;
    }
    this.logger.debug({ keyId: notice.key_id, replies }, 'key revocation confirmed by gateways');
    return replies;
  }

  workspaceChanged(workspaceId: string): void {
    try {
      this.nc.publish(WORKSPACE_CHANGED_SUBJECT, JSON.stringify({ workspace_id: workspaceId }));
    } catch (err) {
      // The write stands; a lost hint only leaves a gateway's cached limits stale until it refreshes them.
      this.logger.warn({ err, workspaceId }, 'could not publish workspace change');
    }
  }
}

function isNoResponders(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const text = `${err.name} ${err.message} ${String((err as { code?: unknown }).code ?? '')}`;
  return /no ?responders|503/i.test(text);
}
