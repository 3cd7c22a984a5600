import { type FieldIssue, validationError } from '@wbk/platform';
import { DEFAULT_PLAN, type Plan, type RateLimitOverride, isPlan, PLANS } from './plans';
import { slugify } from './slug';

/**
 * The workspace as this service keeps it. Defaults (docs/decisions.md,
 * "Workspace defaults") suit the UK legal-sector teams the product is built
 * for: en-GB, GBP, GB jurisdiction; the clock is UTC until a workspace picks a zone.
 */
export interface Workspace {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  timezone: string;
  locale: string;
  currency: string;
  jurisdiction: string;
  billing: { seats: number; credits_balance: number; trial_ends_at: string | null };
  features: Record<string, boolean>;
  branding: { primary_color: string | null; logo_url: string | null; accent_color: string | null };
  retention: { audit_log_days: number; soft_delete_days: number };
  rate_limit_override: RateLimitOverride | null;
  created_at: string;
  updated_at: string;
}

export const WORKSPACE_DEFAULTS = {
  timezone: 'UTC',
  locale: 'en-GB',
  currency: 'GBP',
  jurisdiction: 'GB',
  seats: 5,
  credits: 0,
  softDeleteDays: 30,
  trialDays: 14,
  features: { assistant: true, workflows: true, prospector: true, mailbox_sync: true, enrichment: true, webhooks: true },
  branding: { primary_color: '#1f3a5f', logo_url: null, accent_color: '#c8a24a' },
} as const;

export const NAME_MAX_LENGTH = 120;
/** Credits are whole units; the ceiling keeps a balance exact in a JSON number and in int64. */
export const CREDITS_MAX = 1_000_000_000;

export interface NewWorkspaceInput {
  name: string;
  plan?: string;
  timezone?: string;
  locale?: string;
  currency?: string;
  jurisdiction?: string;
  credits?: number;
}

export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The canonical form of a BCP 47 tag (`en-gb` -> `en-GB`), or null when it is not one. */
export function canonicalLocale(value: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical ?? null;
  } catch {
    return null;
  }
}

export function checkCredits(value: number, field: string, issues: FieldIssue[]): void {
  if (!Number.isInteger(value) || value < 0 || value > CREDITS_MAX) {
    issues.push({ field, message: `must be a whole number between 0 and ${CREDITS_MAX}` });
  }
}

/** Validates every field at once (so one answer names every problem) and fills the defaults. */
export function buildWorkspace(input: NewWorkspaceInput, id: string, now: Date, auditLogDays: number): Workspace {
  const issues: FieldIssue[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > NAME_MAX_LENGTH) issues.push({ field: 'name', message: `must be 1 to ${NAME_MAX_LENGTH} characters` });

  const plan = input.plan || DEFAULT_PLAN;
  if (!isPlan(plan)) issues.push({ field: 'plan', message: `must be one of ${PLANS.join(', ')}` });

  const timezone = input.timezone || WORKSPACE_DEFAULTS.timezone;
  if (!isTimeZone(timezone)) issues.push({ field: 'timezone', message: 'must be an IANA time zone such as Europe/London' });

  const locale = canonicalLocale(input.locale || WORKSPACE_DEFAULTS.locale);
  if (locale === null) issues.push({ field: 'locale', message: 'must be a BCP 47 language tag such as en-GB' });

  const currency = input.currency || WORKSPACE_DEFAULTS.currency;
  if (!/^[A-Z]{3}$/.test(currency)) issues.push({ field: 'currency', message: 'must be an ISO 4217 code of three capital letters, e.g. GBP' });

  const jurisdiction = input.jurisdiction || WORKSPACE_DEFAULTS.jurisdiction;
  if (!/^[A-Z]{2}$/.test(jurisdiction)) issues.push({ field: 'jurisdiction', message: 'must be an ISO 3166-1 alpha-2 code of two capital letters, e.g. GB' });

  const credits = input.credits ?? WORKSPACE_DEFAULTS.credits;
  checkCredits(credits, 'credits', issues);

  if (issues.length > 0) throw validationError(issues);
  const validPlan = plan as Plan;
  const createdAt = now.toISOString();
  return {
    id,
    name,
    slug: slugify(name),
    plan: validPlan,
    timezone,
    locale: locale as string,
    currency,
    jurisdiction,
    billing: { seats: WORKSPACE_DEFAULTS.seats, credits_balance: credits, trial_ends_at: trialEndsAt(validPlan, now) },
    features: { ...WORKSPACE_DEFAULTS.features },
    branding: { ...WORKSPACE_DEFAULTS.branding },
    retention: { audit_log_days: auditLogDays, soft_delete_days: WORKSPACE_DEFAULTS.softDeleteDays },
    rate_limit_override: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Only Starter starts with a trial; moving to another plan ends it, and no plan change starts a new one. */
export function trialEndsAt(plan: Plan, createdAt: Date): string | null {
  return plan === 'starter' ? new Date(createdAt.getTime() + WORKSPACE_DEFAULTS.trialDays * 86_400_000).toISOString() : null;
}
