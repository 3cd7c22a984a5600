/**
 * Strings that make a backtracking pattern slow: a long run of a character (or
 * group) the pattern repeats, after a prefix that walks the matcher up to that
 * repetition, ending in a character that makes the match fail. A pattern whose
 * repeated parts overlap (`[^\s@]+\.[^\s@]{2,}` on `a@` + dots + `@`) retries
 * every position of the run against the rest of it: quadratic time, minutes on
 * the megabyte a body may carry. A linear pattern refuses these at once.
 *
 * The patterns come from the document (`pattern` of a string, or of each
 * `anyOf` member), in the JavaScript syntax the services compile them with.
 * Only the syntax our document uses is read: classes, escapes, groups
 * (capturing, `(?:`, look-arounds), alternation and quantifiers.
 */
interface Atom {
  source: string;
  /** For a group: its content; undefined otherwise. */
  inner?: string;
  /** Anchors and look-arounds: they match no characters. */
  zeroWidth: boolean;
  min: number;
  max: number;
}

/** Characters tried, in this order, when a class or escape needs one that it accepts. */
const CANDIDATES = ['a', '0', 'A', '.', '-', '_', '+', '/', ':', '=', '@', ' ', '!', '{', '}'];
/** Characters tried after the run; each string ends with one the pattern refuses there. */
const ENDINGS = ['@', ' ', '!', '\u0000', '.', '}'];
const ENDINGS_PER_RUN = 2;

/** A repeated part of a pattern: the text that reaches it and one repetition of it. */
export interface RepeatedPart {
  prefix: string;
  unit: string;
}

/** Every part of the pattern under an unbounded quantifier (`*`, `+`, `{n,}`), groups included. */
export function repeatedParts(pattern: string): RepeatedPart[] {
  const parts: RepeatedPart[] = [];
  const literals = literalsOf(pattern);
  const walk = (source: string, reached: string): void => {
    for (const branch of branchesOf(source)) {
      let prefix = reached;
      for (const atom of branch) {
        if (atom.max === Infinity) for (const unit of unitsOf(atom, literals)) parts.push({ prefix, unit });
        if (atom.inner !== undefined && !atom.zeroWidth) walk(atom.inner, prefix);
        prefix += sampleOnce(atom).repeat(atom.min);
      }
    }
  };
  walk(pattern, '');
  const seen = new Set<string>();
  return parts.filter((part) => part.unit !== '' && !seen.has(`${part.prefix}\n${part.unit}`) && seen.add(`${part.prefix}\n${part.unit}`));
}

/** The pathological strings of a pattern, each about `length` characters long and refused by the pattern. */
export function pathologicalStrings(pattern: string, length: number): string[] {
  const compiled = compile(pattern);
  if (compiled === undefined) return [];
  const strings: string[] = [];
  for (const { prefix, unit } of repeatedParts(pattern)) {
    // Checked on a short run: the pattern under test may be the slow one.
    const endings = ENDINGS.filter((ending) => !compiled.test(`${prefix}${unit.repeat(3)}${ending}`)).slice(0, ENDINGS_PER_RUN);
    for (const ending of endings) strings.push(`${prefix}${unit.repeat(Math.ceil(length / unit.length))}${ending}`);
  }
  return [...new Set(strings)];
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

/**
 * The repetitions worth running: a sample, and every character the pattern
 * also names as a literal that this part accepts too (a `.` inside
 * `[^\s@]+` before a literal `.`): where a run can end, the matcher retries.
 */
function unitsOf(atom: Atom, literals: string[]): string[] {
  const sample = sampleOnce(atom);
  if (atom.inner !== undefined) return [sample];
  const accepts = compile(`^(?:${atom.source})$`);
  return [...new Set([sample, ...literals.filter((ch) => accepts?.test(ch) === true)])];
}

/** The characters the pattern matches literally (`@`, `\.`), anywhere in it. */
function literalsOf(pattern: string): string[] {
  const found: string[] = [];
  const walk = (source: string): void => {
    for (const atom of branchesOf(source).flat()) {
      if (atom.inner !== undefined && !atom.zeroWidth) walk(atom.inner);
      else if (/^(?:\\[^\w\s]|[^\\[().*+?^$|{}])$/.test(atom.source)) found.push(atom.source.slice(-1));
    }
  };
  walk(pattern);
  return [...new Set(found)];
}

/** One repetition of the atom: a character it accepts, or a sample of its group. */
function sampleOnce(atom: Atom): string {
  if (atom.zeroWidth) return '';
  if (atom.inner !== undefined) {
    const [first = []] = branchesOf(atom.inner);
    return first.map((inner) => sampleOnce(inner).repeat(inner.min)).join('');
  }
  const accepts = compile(`^(?:${atom.source})$`);
  const literal = atom.source.startsWith('\\') ? atom.source.slice(1) : atom.source;
  return [...CANDIDATES, literal].find((ch) => accepts?.test(ch) === true) ?? literal;
}

function branchesOf(source: string): Atom[][] {
  const branches: Atom[][] = [[]];
  let at = 0;
  while (at < source.length) {
    const ch = source[at]!;
    if (ch === '|') {
      branches.push([]);
      at += 1;
      continue;
    }
    let end = at + 1;
    let inner: string | undefined;
    let zeroWidth = ch === '^' || ch === '$';
    if (ch === '\\') end = at + 2;
    else if (ch === '[') end = classEnd(source, at);
    else if (ch === '(') {
      end = groupEnd(source, at);
      const head = /^\((\?:|\?=|\?!|\?<=|\?<!)?/.exec(source.slice(at))![0];
      zeroWidth = head.length > 1 && head !== '(?:';
      inner = source.slice(at + head.length, end - 1);
    }
    const quantifier = quantifierAt(source, end);
    branches.at(-1)!.push({ source: source.slice(at, end), inner, zeroWidth, min: quantifier.min, max: quantifier.max });
    at = quantifier.end;
  }
  return branches;
}

/** The index just past the class that opens at `start`. */
function classEnd(source: string, start: number): number {
  let at = start + 1;
  if (source[at] === '^') at += 1;
  if (source[at] === ']') at += 1;
  while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** The index just past the group that opens at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let at = start;
  while (at < source.length) {
    const ch = source[at]!;
    if (ch === '\\') at += 2;
    else if (ch === '[') at = classEnd(source, at);
    else {
      if (ch === '(') depth += 1;
      if (ch === ')') depth -= 1;
      at += 1;
      if (depth === 0) return at;
    }
  }
  return at;
}

function quantifierAt(source: string, at: number): { min: number; max: number; end: number } {
  const match = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(at));
  if (match === null) return { min: 1, max: 1, end: at };
  const end = at + match[0].length;
  if (match[1] === '*') return { min: 0, max: Infinity, end };
  if (match[1] === '+') return { min: 1, max: Infinity, end };
  if (match[1] === '?') return { min: 0, max: 1, end };
  const min = Number(match[2]);
  const max = match[3] === undefined ? min : match[4] === '' ? Infinity : Number(match[4]);
  return { min, max, end };
}
