import { AppError } from '@wbk/platform';

export const CAP_WINDOW_MS = 3_600_000;

/** One of the workspace's on-demand sync slots: free again an hour after it was used. */
export interface CapSlot {
  index: number;
  usedAt: string | null;
}

/** The slot a new on-demand sync may take (free, or last used over an hour ago), or null when all are taken. */
export function freeSlot(slots: readonly CapSlot[], capacity: number, now: Date): number | null {
  for (let index = 0; index < capacity; index += 1) {
    const slot = slots.find((s) => s.index === index);
    if (slot === undefined || slot.usedAt === null || Date.parse(slot.usedAt) + CAP_WINDOW_MS <= now.getTime()) return index;
  }
  return null;
}

/** 429 rate_limited with when the oldest slot frees up (message) and the wait in seconds (details.retry_after, sent as Retry-After). */
export function capReached(slots: readonly CapSlot[], capacity: number, now: Date): AppError {
  const used = slots.flatMap((s) => (s.usedAt === null ? [] : [Date.parse(s.usedAt)]));
  const resetMs = (used.length > 0 ? Math.min(...used) : now.getTime()) + CAP_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((resetMs - now.getTime()) / 1000));
  const reset = new Date(resetMs).toISOString();
  return new AppError('rate_limited', `On-demand mailbox syncs are capped at ${capacity} per hour per workspace; the next one is possible at ${reset}. Scheduled syncs continue meanwhile.`, {
    limit: capacity,
    reset_at: reset,
    retry_after: retryAfter,
  });
}
