/**
 * MongoDB refuses a $regex holding a NUL character ("Regular expression cannot
 * contain an embedded null byte"), which a search word typed by a user may
 * hold; the embedded store simply matches nothing. The pattern escape `\x00`
 * means the same character, so the query runs and answers like the other store.
 */
export function escapeNulInRegex<F>(filter: F): F {
  return rewrite(filter) as F;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.some(holdsNul) ? value.map(rewrite) : value;
  if (value === null || typeof value !== 'object' || !holdsNul(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = key === '$regex' && typeof inner === 'string' ? inner.replaceAll('\0', '\\x00') : rewrite(inner);
  }
  return out;
}

/** Most filters hold no regex at all: they are returned as they are, without a copy. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  for (const inner of Object.values(value as Record<string, unknown>)) if (holdsNul(inner)) return true;
  return false;
}
