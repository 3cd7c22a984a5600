/**
 * URL-safe workspace slug: lower-case ASCII letters and digits separated by
 * single hyphens, at most 48 characters. Accents are folded (Müller -> muller)
 * so names in any Latin script give a readable slug; a name with no usable
 * character falls back to "workspace".
 */
export const SLUG_MAX_LENGTH = 48;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'workspace';
}

/** The n-th alternative when a slug is taken: `acme`, `acme-2`, `acme-3`, ... within the length limit. */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
