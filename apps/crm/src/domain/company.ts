import { isDomain, normaliseDomain, type CompanyRecord, type CompanyUpdatedRecord } from '@wbk/contracts';
import { deepEqual } from './contact-diff';
import type { CompanyInput, CompanyPatch } from './company.schema';

/** The name search tokens are part of the public `q` rule, so the contract owns them. */
export { nameTokens } from '@wbk/contracts';

/**
 * The company read shape, the contract's Company (docs/decisions.md: every
 * updatable field plus id, created_date, updated_date; unset fields are null).
 */
export type CompanyView = CompanyRecord;

/** The updateCompany operation: the update response holds exactly these. */
export type CompanyUpdateView = CompanyUpdatedRecord;

const PLAIN_FIELDS = ['name', 'domain', 'industry', 'size', 'website', 'linkedin_url', 'city', 'country', 'description'] as const;

/**
 * `website` is what people paste; when no domain is given on create, the
 * website's host (without a leading `www.`) becomes the domain, as HubSpot does,
 * so the domain filter finds companies created from a URL alone.
 */
export function domainFromWebsite(website: string): string | null {
  if (!URL.canParse(website)) return null;
  const host = normaliseDomain(new URL(website).hostname).replace(/^www\./, '');
  return isDomain(host) ? host : null;
}

export function newCompany(input: CompanyInput, id: string, now: Date): CompanyView {
  const at = now.toISOString();
  const website = input.website ?? null;
  return {
    id,
    name: input.name,
    domain: input.domain ?? (website ? domainFromWebsite(website) : null),
    industry: input.industry ?? null,
    size: input.size ?? null,
    website,
    linkedin_url: input.linkedin_url ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
    description: input.description ?? null,
    tags: input.tags ?? [],
    created_date: at,
    updated_date: at,
  };
}

/**
 * Only given fields change; null clears; tags are replaced (null -> []).
 * updated_date is left to the caller, who bumps it only when something changed.
 */
export function applyCompanyPatch(company: CompanyView, patch: CompanyPatch): CompanyView {
  const next: CompanyView = { ...company };
  for (const field of PLAIN_FIELDS) {
    const value = patch[field];
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field] = value;
  }
  if (patch.tags !== undefined) next.tags = patch.tags ?? [];
  return next;
}

export function toCompanyUpdateView(company: CompanyView): CompanyUpdateView {
  return { id: company.id, name: company.name, industry: company.industry, updated_date: company.updated_date };
}

const IGNORED = new Set(['id', 'created_date', 'updated_date']);

export interface CompanyDiff {
  /** field -> previous value (event `changes`). */
  changes: Record<string, unknown>;
  /** field -> {from, to} (audit diff_json). */
  diff: Record<string, { from: unknown; to: unknown }>;
}

export function diffCompanies(before: CompanyView, after: CompanyView): CompanyDiff {
  const changes: Record<string, unknown> = {};
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof CompanyView>) {
    if (IGNORED.has(key) || deepEqual(before[key], after[key])) continue;
    changes[key] = before[key];
    diff[key] = { from: before[key], to: after[key] };
  }
  return { changes, diff };
}
