import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';

export const ONE_OFF_COLLECTION = 'one_off_deliveries';
export const WORKFLOW_SECRETS_COLLECTION = 'workflow_signing_secrets';

/** What one SendOneOff attempt ended with; a delivered one is replayed for a repeated idempotency key. */
export interface OneOffOutcome {
  status_code: number;
  ok: boolean;
  error: string;
  retryable: boolean;
}

type OneOffDoc = Doc & {
  workspace_id: string;
  url: string;
  event: string;
  /** TTL anchor (the first claim). */
  created_at: Date;
  /** Token of the current claim: a takeover is a compare-and-set on it. */
  claim: string;
  claimed_at: string;
  /** null while the attempt is under way (or was cut short by a crash). */
  outcome: OneOffOutcome | null;
};

export type ClaimResult = { kind: 'owned' } | { kind: 'delivered'; outcome: OneOffOutcome } | { kind: 'in_progress' };

type SecretDoc = Doc & { secret: string; created_at: string };

/**
 * Claims of one-off deliveries (the workflow `webhook` action) and the
 * dispatcher-held per-workspace workflow signing secret. Claims only need to
 * outlive the caller's retries of one attempt, so they expire after a week.
 */
export class OneOffRepository {
  private readonly deliveries: Collection<OneOffDoc>;
  private readonly secrets: Collection<SecretDoc>;

  constructor(
    store: DocStore,
    private readonly retentionSeconds = 7 * 86_400,
  ) {
    this.deliveries = store.collection<OneOffDoc>(ONE_OFF_COLLECTION);
    this.secrets = store.collection<SecretDoc>(WORKFLOW_SECRETS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.deliveries.createIndexes([{ key: { created_at: 1 }, name: 'one_off_ttl', expireAfterSeconds: this.retentionSeconds }]);
  }

  /**
   * Claims the delivery id before sending. A delivered key is never sent again;
   * after a failed attempt, or a claim older than staleAfterMs (its owner
   * crashed mid-send), the same key may be claimed for another attempt.
   */
  async claim(
    deliveryId: string,
    fields: { workspaceId: string; url: string; event: string },
    now: Date,
    staleAfterMs: number,
  ): Promise<ClaimResult> {
    const claim = randomBytes(12).toString('hex');
    try {
      await this.deliveries.insertOne({
        _id: deliveryId,
        workspace_id: fields.workspaceId,
        url: fields.url,
        event: fields.event,
        created_at: now,
        claim,
        claimed_at: now.toISOString(),
        outcome: null,
      });
      return { kind: 'owned' };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const existing = await this.deliveries.findOne({ _id: deliveryId, workspace_id: fields.workspaceId });
    if (existing === null) return { kind: 'in_progress' };
    if (existing.outcome?.ok === true) return { kind: 'delivered', outcome: existing.outcome };
    const stale = Date.parse(existing.claimed_at) + staleAfterMs <= now.getTime();
    if (existing.outcome === null && !stale) return { kind: 'in_progress' };
    const taken = await this.deliveries.updateOne(
      { _id: deliveryId, claim: existing.claim },
      { $set: { claim, claimed_at: now.toISOString(), outcome: null, url: fields.url } },
    );
    return taken.matchedCount === 1 ? { kind: 'owned' } : { kind: 'in_progress' };
  }

  async finish(deliveryId: string, outcome: OneOffOutcome): Promise<void> {
    await this.deliveries.updateOne({ _id: deliveryId }, { $set: { outcome } });
  }

  /** The workspace's workflow signing secret, created on first use (racing creators agree on the first insert). */
  async workspaceSecret(workspaceId: string, now: Date): Promise<string> {
    const existing = await this.secrets.findOne({ _id: workspaceId });
    if (existing) return existing.secret;
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    try {
      await this.secrets.insertOne({ _id: workspaceId, secret, created_at: now.toISOString() });
      return secret;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const winner = await this.secrets.findOne({ _id: workspaceId });
      if (!winner) throw err;
      return winner.secret;
    }
  }
}
