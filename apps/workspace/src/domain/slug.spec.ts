import { slugCandidate, slugify, SLUG_MAX_LENGTH } from './slug';

describe('slugify', () => {
  it.each([
    ['Acme Legal LLP', 'acme-legal-llp'],
    ['  Müller & Söhne  ', 'muller-and-sohne'],
    ['--Hello__World!!', 'hello-world'],
    ['日本', 'workspace'],
    ['', 'workspace'],
  ])('%j -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('stays within the length limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(47)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('numbers alternatives', () => {
    expect(slugCandidate('acme', 1)).toBe('acme');
    expect(slugCandidate('acme', 3)).toBe('acme-3');
    expect(slugCandidate('a'.repeat(48), 12)).toBe(`${'a'.repeat(45)}-12`);
  });
});
