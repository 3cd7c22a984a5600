/** A JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nesting depth of a JSON value: a scalar is 0, `{}` and `[]` are 1. */
export function jsonDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce<number>((max, v) => Math.max(max, jsonDepth(v)), 0);
  if (isPlainObject(value)) return 1 + Object.values(value).reduce<number>((max, v) => Math.max(max, jsonDepth(v)), 0);
  return 0;
}
