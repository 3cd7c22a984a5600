// LEGACY: the log of the legacy routes (http/legacy.router.ts) the workflow
// engine's current adapter uses; it goes with them.
import { z } from 'zod';

/** The neutral stand-ins for messaging channels (spec "send_channel_message"). */
export const CHANNELS = ['chat_a', 'chat_b', 'chat_c', 'chat_d'] as const;
export type Channel = (typeof CHANNELS)[number];

const text = (max: number) => z.string({ error: 'must be a string' }).trim().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${max} characters` });

export const chatMessageSchema = z.strictObject({ recipient: text(320), message: text(10_000) });
export const mailSchema = z.strictObject({ to: text(320), subject: text(998), body: text(100_000) });

export interface SentRecord {
  id: string;
  workspace_id: string;
  kind: 'chat' | 'mail';
  channel: Channel | null;
  idempotency_key: string | null;
  request: Record<string, unknown>;
  sent_at: string;
}

/** The legacy routes' answer (same shape as SimAnswer). */
export interface SimResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * What the simulated providers "sent", in memory (a sim restart forgets it).
 * A repeated Idempotency-Key of the same workspace gets the first answer and
 * sends nothing; failures are never remembered, so a retry can succeed.
 */
export class SentLog {
  private readonly records: SentRecord[] = [];
  private readonly answers = new Map<string, SimResponse>();

  constructor(private readonly limit = 10_000) {}

  replay(workspaceId: string, key: string | null): SimResponse | undefined {
    return key === null ? undefined : this.answers.get(`${workspaceId}\n${key}`);
  }

  record(entry: SentRecord, response: SimResponse): void {
    this.records.push(entry);
    if (entry.idempotency_key !== null) this.answers.set(`${entry.workspace_id}\n${entry.idempotency_key}`, response);
    // A long local run must not grow without bound; the oldest sends go first.
    if (this.records.length > this.limit) {
      const dropped = this.records.shift();
      if (dropped?.idempotency_key) this.answers.delete(`${dropped.workspace_id}\n${dropped.idempotency_key}`);
    }
  }

  /** Oldest first. */
  list(workspaceId: string): SentRecord[] {
    return this.records.filter((r) => r.workspace_id === workspaceId);
  }
}
