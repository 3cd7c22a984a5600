/** Field -> {from, to}, the shape of ApiReply.audit.diff_json and of audit `details.diff`. */
export type Diff = Record<string, { from: unknown; to: unknown }>;

/** Changed fields among `fields`, compared by JSON value (so nested objects compare by content). */
export function diffFields<T extends object>(before: T, after: T, fields: ReadonlyArray<keyof T & string>): Diff {
  const diff: Diff = {};
  for (const field of fields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) diff[field] = { from, to };
  }
  return diff;
}
