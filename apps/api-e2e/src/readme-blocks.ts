// The README's quick start as data: its ```sh command blocks, each with the
// answer shown after it (a ```json block), and the rule that compares a real
// answer with the shown one. Used by readme-quickstart.integration-spec.ts,
// which runs the commands as written so the README cannot go stale.

export interface ReadmeBlock {
  /** 1-based, in README order. */
  index: number;
  /** The line of the README where the command block starts. */
  line: number;
  command: string;
  /** The JSON values shown after the command, in order; undefined when the README shows no answer. */
  answer?: ShownAnswer;
}

export interface ShownAnswer {
  values: unknown[];
  /** The shown answer ends with a `…` line: the command prints more values than shown. */
  abridged: boolean;
}

/** A shown string ending with this matches any string that starts with what comes before it (ids, secrets). */
export const ELLIPSIS = '…';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The fenced blocks of one `## ` section: ```sh runs, a ```json right after it is its answer. */
export function quickStartBlocks(markdown: string, section = 'Quick start'): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${section}`);
  if (start < 0) throw new Error(`README has no "## ${section}" section`);
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const fences: Array<{ lang: string; line: number; body: string }> = [];
  for (let i = start + 1; i < (end < 0 ? lines.length : end); i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const close = lines.findIndex((l, j) => j > i && l.trim() === '```');
    if (close < 0) throw new Error(`README line ${i + 1}: a fenced block is never closed`);
    fences.push({ lang: open[1]!, line: i + 1, body: lines.slice(i + 1, close).join('\n') });
    i = close;
  }
  const blocks: ReadmeBlock[] = [];
  fences.forEach((fence, i) => {
    if (fence.lang !== 'sh') return;
    const next = fences[i + 1];
    const block: ReadmeBlock = { index: blocks.length + 1, line: fence.line, command: fence.body };
    if (next?.lang === 'json') block.answer = shownAnswer(next.body, next.line);
    blocks.push(block);
  });
  return blocks;
}

function shownAnswer(body: string, line: number): ShownAnswer {
  const trimmed = body.trimEnd();
  const abridged = trimmed.endsWith(`\n${ELLIPSIS}`) || trimmed === ELLIPSIS;
  const text = abridged ? trimmed.slice(0, -ELLIPSIS.length) : trimmed;
  try {
    return { values: jsonValues(text), abridged };
  } catch (err) {
    throw new Error(`README line ${line}: the shown answer is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Every JSON value of a text holding several one after another (what `jq` prints for a stream). */
export function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let begin = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      if (!inString && depth === 0) {
        values.push(JSON.parse(text.slice(begin, i + 1)));
        begin = -1;
      }
      continue;
    }
    if (/\s/.test(ch)) {
      if (depth === 0 && begin >= 0) {
        values.push(JSON.parse(text.slice(begin, i)));
        begin = -1;
      }
      continue;
    }
    if (begin < 0) begin = i;
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) {
        values.push(JSON.parse(text.slice(begin, i + 1)));
        begin = -1;
      }
    }
  }
  if (depth !== 0 || inString) throw new Error('unterminated JSON value');
  if (begin >= 0) values.push(JSON.parse(text.slice(begin)));
  return values;
}

/**
 * Where a real answer differs from the shown one; empty when it matches. The
 * printed values, and the items of a shown array, match in any order, each
 * shown one a different real one (so a listing's order is free); `[]` matches
 * only an empty array. Shown objects may leave fields out; a shown UUID or
 * timestamp matches any UUID or timestamp, and a shown string ending in `…` any
 * string starting with the rest. Everything else is compared as is.
 */
export function answerProblems(shown: ShownAnswer, printed: unknown[]): string[] {
  const count = shown.abridged ? printed.length >= shown.values.length : printed.length === shown.values.length;
  const problems = count ? [] : [`printed ${printed.length} JSON value(s), the README shows ${shown.values.length}${shown.abridged ? ' and more' : ''}`];
  return [...problems, ...itemsProblems(shown.values, printed, 'answer')];
}

function itemsProblems(shown: unknown[], actual: unknown[], path: string): string[] {
  const unused = [...actual];
  const problems: string[] = [];
  shown.forEach((item, i) => {
    const found = unused.findIndex((candidate) => valueProblems(item, candidate, '').length === 0);
    if (found < 0) problems.push(`${path}[${i}]: nothing printed matches ${JSON.stringify(item)}${actual.length === 1 ? `; the closest: ${valueProblems(item, actual[0], path).join('; ')}` : ''}`);
    else unused.splice(found, 1);
  });
  return problems;
}

function valueProblems(shown: unknown, actual: unknown, path: string): string[] {
  if (typeof shown === 'string') return stringMatches(shown, actual) ? [] : [`${path}: README shows ${JSON.stringify(shown)}, got ${JSON.stringify(actual)}`];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path}: README shows an array, got ${JSON.stringify(actual)}`];
    if (shown.length === 0 && actual.length > 0) return [`${path}: README shows [], got ${actual.length} item(s)`];
    return itemsProblems(shown, actual, path);
  }
  if (typeof shown === 'object' && shown !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return [`${path}: README shows an object, got ${JSON.stringify(actual)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in actual ? valueProblems(value, (actual as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}: no field ${key} in ${JSON.stringify(actual)}`],
    );
  }
  return shown === actual ? [] : [`${path}: README shows ${JSON.stringify(shown)}, got ${JSON.stringify(actual)}`];
}

function stringMatches(shown: string, actual: unknown): boolean {
  if (typeof actual !== 'string') return false;
  if (UUID.test(shown)) return UUID.test(actual);
  if (TIMESTAMP.test(shown)) return TIMESTAMP.test(actual);
  if (shown.endsWith(ELLIPSIS)) return actual.startsWith(shown.slice(0, -ELLIPSIS.length));
  return shown === actual;
}
