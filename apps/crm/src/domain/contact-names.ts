/**
 * Name derivation (docs/decisions.md, "Contacts"). The public contract asks that
 * first_name, last_name and full_name are always populated on read, deriving
 * missing parts from the others or from the email.
 *
 * Storage keeps only the names a client set (null otherwise); the read shape
 * is derived every time, so an email change re-derives an email-based name.
 *
 * - Parts -> full: `full_name = first + ' ' + last` (empty parts skipped).
 * - Full -> parts: split at the FIRST whitespace: first token is first_name,
 *   the rest is last_name ("Anna van der Berg" -> "Anna" / "van der Berg"),
 *   because multi-word surnames with particles are common in our (European,
 *   legal-sector) market; a single word gives last_name ''.
 * - No name at all -> from the email local part: a "+tag" is dropped, the rest
 *   is split on '.', '_' and '-', each word capitalised ("jane.doe@x.com" ->
 *   "Jane Doe"; "jdoe@x.com" -> "Jdoe" with last_name '').
 */
export interface NameFields {
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
}

export interface ResolvedNames {
  first_name: string;
  last_name: string;
  full_name: string;
}

const NAME_KEYS = ['first_name', 'last_name', 'full_name'] as const;

export function splitFullName(full: string): { first: string; last: string } {
  const trimmed = full.trim();
  const match = /^(\S+)\s+([\s\S]+)$/.exec(trimmed);
  if (!match) return { first: trimmed, last: '' };
  return { first: match[1] ?? '', last: (match[2] ?? '').trim() };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter((w) => w !== '');
  return words.length > 0 ? words.map(capitalise).join(' ') : local;
}

function joinParts(first: string, last: string): string {
  return [first, last].filter((p) => p !== '').join(' ');
}

export function resolveNames(names: NameFields, email: string | null): ResolvedNames {
  const { first_name: first, last_name: last, full_name: full } = names;
  if (first !== null || last !== null) {
    const split = full !== null ? splitFullName(full) : { first: '', last: '' };
    const firstName = first ?? split.first;
    const lastName = last ?? split.last;
    return { first_name: firstName, last_name: lastName, full_name: full ?? joinParts(firstName, lastName) };
  }
  const source = full ?? (email !== null ? nameFromEmail(email) : '');
  const split = splitFullName(source);
  return { first_name: split.first, last_name: split.last, full_name: source.trim() };
}

/**
 * PATCH rule: the name fields a request sets win and the others are derived
 * from them, so the three never disagree after an edit.
 * - only parts given: full_name is re-derived; a part not given keeps its
 *   current read value (materialised, since full_name no longer holds it);
 * - only full_name given: both parts are re-derived by splitting it;
 * - full_name and a part given: parts not given are re-derived from full_name.
 * null clears a field; what remains is derived as on create.
 */
export function applyNamePatch(
  stored: NameFields,
  current: ResolvedNames,
  patch: Partial<Record<keyof NameFields, string | null>>,
): NameFields {
  const given = NAME_KEYS.filter((k) => patch[k] !== undefined);
  if (given.length === 0) return stored;
  const touchesFull = patch.full_name !== undefined;
  if (!touchesFull) {
    const keep = (key: 'first_name' | 'last_name'): string | null => {
      if (patch[key] !== undefined) return patch[key] ?? null;
      return stored[key] ?? (current[key] === '' ? null : current[key]);
    };
    return { first_name: keep('first_name'), last_name: keep('last_name'), full_name: null };
  }
  return {
    full_name: patch.full_name ?? null,
    first_name: patch.first_name === undefined ? null : patch.first_name,
    last_name: patch.last_name === undefined ? null : patch.last_name,
  };
}

/**
 * How a contact is found by name (automation's exact-name lookup): the read
 * full_name, case-insensitive, with runs of whitespace folded, as list names
 * are compared. Kept on the stored contact, since the read name is derived.
 */
export function contactNameKey(names: NameFields, email: string | null): string {
  return foldName(resolveNames(names, email).full_name);
}

export function foldName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
