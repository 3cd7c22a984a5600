import { normalizeRecipient } from '@wbk/contracts';
import { setBounded } from './bounded-map';
import { channelOf, type Provider } from './providers';

export const RECIPIENT_BEHAVIOURS = ['deliver', 'bounce', 'fail'] as const;
export type RecipientBehaviour = (typeof RECIPIENT_BEHAVIOURS)[number];

/** How many conversations each account has from the start: conv_seed0001 .. conv_seed0020. */
export const SEEDED_CONVERSATIONS = 20;
const SEEDED = /^conv_seed(\d{4})$/;

export function seededConversationIds(): string[] {
  return Array.from({ length: SEEDED_CONVERSATIONS }, (_, i) => `conv_seed${String(i + 1).padStart(4, '0')}`);
}

/**
 * What the sim does with a recipient's messages, per provider and account;
 * a recipient never set is delivered to. Setting `deliver` forgets the entry,
 * so only the exceptions take memory.
 */
export class RecipientBehaviours {
  private readonly behaviours = new Map<string, RecipientBehaviour>();

  constructor(private readonly maxEntries = 10_000) {}

  set(provider: Provider, accountId: string, recipient: string, behaviour: RecipientBehaviour): void {
    const key = keyOf(provider, accountId, recipient);
    if (behaviour === 'deliver') this.behaviours.delete(key);
    else setBounded(this.behaviours, key, behaviour, this.maxEntries);
  }

  of(provider: Provider, accountId: string, recipient: string): RecipientBehaviour {
    return this.behaviours.get(keyOf(provider, accountId, recipient)) ?? 'deliver';
  }
}

function keyOf(provider: Provider, accountId: string, recipient: string): string {
  return `${provider}\n${accountId}\n${normalizeRecipient(channelOf(provider), recipient)}`;
}

/**
 * chat_b only sends into conversations that exist: every account has the
 * seeded ones, tests add more through the control API.
 */
export class Conversations {
  private readonly added = new Map<string, Set<string>>();

  constructor(
    private readonly maxAccounts = 10_000,
    private readonly maxPerAccount = 1_000,
  ) {}

  add(accountId: string, conversationId: string): void {
    if (isSeeded(conversationId)) return;
    const ids = this.added.get(accountId) ?? new Set<string>();
    ids.delete(conversationId);
    ids.add(conversationId);
    for (const oldest of ids) {
      if (ids.size <= this.maxPerAccount) break;
      ids.delete(oldest);
    }
    setBounded(this.added, accountId, ids, this.maxAccounts);
  }

  has(accountId: string, conversationId: string): boolean {
    return isSeeded(conversationId) || (this.added.get(accountId)?.has(conversationId) ?? false);
  }
}

function isSeeded(conversationId: string): boolean {
  const match = SEEDED.exec(conversationId);
  if (match === null) return false;
  const n = Number(match[1]);
  return n >= 1 && n <= SEEDED_CONVERSATIONS;
}

/** The longest a test may hold a send's answer back. */
export const MAX_LATENCY_MS = 60_000;

/**
 * Answers to a recipient's sends that come back late, per provider and
 * account: the send is accepted and logged at once, its answer waits. Tests
 * use it to stop a caller between the provider call and what it records after.
 */
export class RecipientLatencies {
  private readonly latencies = new Map<string, number>();

  constructor(private readonly maxEntries = 10_000) {}

  get size(): number {
    return this.latencies.size;
  }

  set(provider: Provider, accountId: string, recipient: string, delayMs: number): void {
    const key = keyOf(provider, accountId, recipient);
    if (delayMs <= 0) this.latencies.delete(key);
    else setBounded(this.latencies, key, Math.min(delayMs, MAX_LATENCY_MS), this.maxEntries);
  }

  of(provider: Provider, accountId: string, recipient: string): number {
    return this.latencies.get(keyOf(provider, accountId, recipient)) ?? 0;
  }
}
