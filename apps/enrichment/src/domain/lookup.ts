import { createHash } from 'node:crypto';
import { includeParts, type EnrichInclude, type EnrichInput } from '@wbk/contracts';

/** One lookup as the vendors and the cache see it: normalised keys and the parts asked, in canonical order. */
export interface Lookup {
  email: string | null;
  domain: string | null;
  include: EnrichInclude[];
}

export function lookupOf(input: Pick<EnrichInput, 'email' | 'domain' | 'include'>): Lookup {
  const email = input.email ?? null;
  return { email, domain: input.domain ?? null, include: includeParts(input.include, email !== null) };
}

/**
 * The cache key: the workspace, the normalised email and domain and the parts
 * asked. The cache is per workspace (docs/decisions.md): `source: cached` must
 * never tell one workspace that another looked the same person up.
 */
export function cacheKeyOf(workspaceId: string, lookup: Lookup): string {
  const material = [workspaceId, lookup.email ?? '', lookup.domain ?? '', lookup.include.join(',')].join('\n');
  return createHash('sha256').update(material).digest('hex');
}
