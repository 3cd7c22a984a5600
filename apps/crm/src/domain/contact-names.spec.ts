import { applyNamePatch, nameFromEmail, resolveNames, splitFullName, type NameFields } from './contact-names';

const names = (first: string | null, last: string | null, full: string | null): NameFields => ({ first_name: first, last_name: last, full_name: full });

describe('resolveNames', () => {
  it.each([
    ['first and last', names('Jane', 'Doe', null), null, ['Jane', 'Doe', 'Jane Doe']],
    ['first only', names('Jane', null, null), null, ['Jane', '', 'Jane']],
    ['last only', names(null, 'Doe', null), null, ['', 'Doe', 'Doe']],
    ['full only, two words', names(null, null, 'Jane Doe'), null, ['Jane', 'Doe', 'Jane Doe']],
    ['full only, particle surname', names(null, null, 'Anna van der Berg'), null, ['Anna', 'van der Berg', 'Anna van der Berg']],
    ['full only, one word', names(null, null, 'Cher'), null, ['Cher', '', 'Cher']],
    ['full and first', names('Janet', null, 'Jane Doe'), null, ['Janet', 'Doe', 'Jane Doe']],
    ['all three kept as given', names('J.', 'Doe', 'Dr. Jane Doe'), null, ['J.', 'Doe', 'Dr. Jane Doe']],
    ['email with dot', names(null, null, null), 'jane.doe@x.com', ['Jane', 'Doe', 'Jane Doe']],
    ['email one word', names(null, null, null), 'jdoe@x.com', ['Jdoe', '', 'Jdoe']],
    ['email with tag and underscores', names(null, null, null), 'ANNA_van-berg+crm@x.com', ['Anna', 'Van Berg', 'Anna Van Berg']],
    ['names win over email', names('Jane', null, null), 'other@x.com', ['Jane', '', 'Jane']],
  ] as const)('%s', (_label, stored, email, [first, last, full]) => {
    expect(resolveNames(stored, email)).toEqual({ first_name: first, last_name: last, full_name: full });
  });

  it('gives empty strings when there is nothing to derive from', () => {
    expect(resolveNames(names(null, null, null), null)).toEqual({ first_name: '', last_name: '', full_name: '' });
  });
});

describe('splitFullName / nameFromEmail', () => {
  it('splits at the first whitespace run', () => {
    expect(splitFullName('  Mary   Ann Smith ')).toEqual({ first: 'Mary', last: 'Ann Smith' });
  });

  it('keeps a local part without letters-separators as is', () => {
    expect(nameFromEmail('...@x.com')).toBe('...');
    expect(nameFromEmail('12345@x.com')).toBe('12345');
  });
});

describe('applyNamePatch', () => {
  const stored = names(null, null, 'Jane Doe');
  const current = resolveNames(stored, null);

  it('re-derives full_name from parts, keeping the other part', () => {
    const next = applyNamePatch(stored, current, { last_name: 'Smith' });
    expect(next).toEqual(names('Jane', 'Smith', null));
    expect(resolveNames(next, null).full_name).toBe('Jane Smith');
  });

  it('re-splits parts when only full_name is given', () => {
    const next = applyNamePatch(names('Jane', 'Doe', null), resolveNames(names('Jane', 'Doe', null), null), { full_name: 'Mary Major' });
    expect(resolveNames(next, null)).toEqual({ first_name: 'Mary', last_name: 'Major', full_name: 'Mary Major' });
  });

  it('derives missing parts from full_name when both are given', () => {
    const next = applyNamePatch(names('Jane', 'Doe', null), current, { full_name: 'Mary Major', first_name: 'M.' });
    expect(resolveNames(next, null)).toEqual({ first_name: 'M.', last_name: 'Major', full_name: 'Mary Major' });
  });

  it('materialises email-derived parts when one part is edited', () => {
    const fromEmail = names(null, null, null);
    const next = applyNamePatch(fromEmail, resolveNames(fromEmail, 'jane.doe@x.com'), { last_name: 'Smith' });
    expect(next).toEqual(names('Jane', 'Smith', null));
  });

  it('null clears: clearing full_name falls back to the email', () => {
    const next = applyNamePatch(stored, current, { full_name: null });
    expect(resolveNames(next, 'jo.bloggs@x.com').full_name).toBe('Jo Bloggs');
  });

  it('returns the stored names untouched when no name is patched', () => {
    expect(applyNamePatch(stored, current, {})).toBe(stored);
  });
});
