/**
 * NATS refuses messages over max_payload (1 MiB by default) and 1,000 deals
 * with long descriptions exceed it, so one bulk call may emit several bulk
 * events, each under this many bytes of deals (docs/decisions.md).
 */
export const BULK_EVENT_BUDGET_BYTES = 512 * 1024;

export function chunkForEvents<T>(items: readonly T[], budget = BULK_EVENT_BUDGET_BYTES): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
    if (current.length > 0 && size + bytes > budget) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
