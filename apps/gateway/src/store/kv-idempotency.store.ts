import { AppError, type Clock, type Logger } from '@wbk/platform';
import { z } from 'zod';
import { type ConflictDecision, type IdempotencyRecord, decideExisting } from '../domain/idempotency.policy';
import { isCasConflict, isLive, type KvLike } from '@wbk/bus';

/**
 * Idempotency entries in the NATS KV bucket `idempotency` (bucket TTL 24 h, the
 * replay window the Idempotency-Key header promises in the OpenAPI document), key `<workspace_id>.<idempotency_key>`. The
 * first request claims the key with a create (which fails when the key exists),
 * so two replicas can never both run the same request.
 */

export type BeginOutcome =
  | { kind: 'started' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'conflict'; decision: ConflictDecision };

export interface IdempotencyStore {
  begin(scopeKey: string, fingerprint: string): Promise<BeginOutcome>;
  /** Stores a 2xx answer for replays. */
  complete(scopeKey: string, fingerprint: string, status: number, body: string): Promise<void>;
  /** Frees the key after an answer that says nothing was done, so the client may retry. */
  release(scopeKey: string): Promise<void>;
  /** Keeps the key claimed after an ambiguous failure: a retry with it is refused, never run again. */
  markUnknown(scopeKey: string, fingerprint: string, errorCode: string): Promise<void>;
}

export function idempotencyScopeKey(workspaceId: string, key: string): string {
  return `${workspaceId}.${key}`;
}

const recordSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('in_flight'), fingerprint: z.string(), started_at: z.number() }),
  z.object({ state: z.literal('done'), fingerprint: z.string(), started_at: z.number(), status: z.number().int(), body: z.string() }),
  z.object({ state: z.literal('unknown'), fingerprint: z.string(), started_at: z.number(), error_code: z.string() }),
]);

const MAX_ATTEMPTS = 5;

export class KvIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly kv: KvLike,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async begin(scopeKey: string, fingerprint: string): Promise<BeginOutcome> {
    try {
      return await this.claim(scopeKey, fingerprint);
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error({ err }, 'idempotency store unreachable');
      // Fail closed: running a request whose key cannot be checked could run it twice.
      throw new AppError('service_unavailable', 'Idempotency keys cannot be checked right now; retry shortly');
    }
  }

  async complete(scopeKey: string, fingerprint: string, status: number, body: string): Promise<void> {
    const record: IdempotencyRecord = { state: 'done', fingerprint, started_at: this.now(), status, body };
    await this.kv.put(scopeKey, JSON.stringify(record));
  }

  async release(scopeKey: string): Promise<void> {
    await this.kv.delete(scopeKey);
  }

  async markUnknown(scopeKey: string, fingerprint: string, errorCode: string): Promise<void> {
    const record: IdempotencyRecord = { state: 'unknown', fingerprint, started_at: this.now(), error_code: errorCode };
    await this.kv.put(scopeKey, JSON.stringify(record));
  }

  private async claim(scopeKey: string, fingerprint: string): Promise<BeginOutcome> {
    const claim = JSON.stringify({ state: 'in_flight', fingerprint, started_at: this.now() } satisfies IdempotencyRecord);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        await this.kv.create(scopeKey, claim);
        return { kind: 'started' };
      } catch (err) {
        if (!isCasConflict(err)) throw err;
      }
      const entry = await this.kv.get(scopeKey);
      if (!isLive(entry)) continue;
      const parsed = recordSchema.safeParse(safeJson(entry.string()));
      // An unreadable entry helps nobody: treat it like a crashed claim.
      const decision = parsed.success ? decideExisting(parsed.data, fingerprint, this.now()) : 'take_over';
      if (decision === 'replay' && parsed.success && parsed.data.state === 'done') {
        return { kind: 'replay', status: parsed.data.status, body: parsed.data.body };
      }
      if (decision === 'payload_conflict' || decision === 'in_flight_conflict' || decision === 'outcome_unknown') return { kind: 'conflict', decision };
      try {
        await this.kv.update(scopeKey, claim, entry.revision);
        this.logger.warn({ scope: scopeKey }, 'took over a stale in-flight idempotency entry');
        return { kind: 'started' };
      } catch (err) {
        if (!isCasConflict(err)) throw err;
      }
    }
    return { kind: 'conflict', decision: 'in_flight_conflict' };
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
