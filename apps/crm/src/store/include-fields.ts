/** Readers for loosely typed records another slice writes: absent or mistyped fields read as null. */
export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Timestamps may be kept as Date by other writers; the API always shows ISO strings. */
export function isoDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  return str(value);
}
