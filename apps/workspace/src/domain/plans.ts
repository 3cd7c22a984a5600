import { WORKSPACE_PLANS, type WorkspacePlan } from '@wbk/contracts';

/**
 * Plans and their rate limits (docs/decisions.md "Gateway" says how calls
 * count): calls per day (reset 00:00 UTC) and per minute. A workspace may
 * carry an override, set by an operator (the CLI's `limits set`), which
 * replaces both numbers of its plan.
 */
export const PLANS = WORKSPACE_PLANS;
export type Plan = WorkspacePlan;

export interface RateLimits {
  daily: number;
  minute: number;
}

export const PLAN_LIMITS: Readonly<Record<Plan, RateLimits>> = {
  starter: { daily: 100, minute: 10 },
  pro: { daily: 1_000, minute: 50 },
  org: { daily: 10_000, minute: 200 },
};

export const DEFAULT_PLAN: Plan = 'starter';

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** Either window may be overridden alone; null means "the plan's value", so a later plan change still applies to it. */
export interface RateLimitOverride {
  daily: number | null;
  minute: number | null;
}

export function effectiveLimits(plan: Plan, override: RateLimitOverride | null | undefined): RateLimits {
  const base = PLAN_LIMITS[plan];
  return { daily: override?.daily ?? base.daily, minute: override?.minute ?? base.minute };
}

/** Upper bounds keep an override inside the proto's int32 and inside what a counter can sensibly hold. */
export const OVERRIDE_MAX = { daily: 100_000_000, minute: 1_000_000 } as const;

/**
 * SetRateLimits semantics (proto): 0 for a window means "the plan's value";
 * both 0 removes the override. Returns the issues instead of throwing so the
 * caller reports them with its other checks.
 */
export function rateLimitOverride(daily: number, minute: number): { override: RateLimitOverride | null; issues: Array<{ field: string; message: string }> } {
  const issues: Array<{ field: string; message: string }> = [];
  const check = (value: number, field: 'daily' | 'minute', name: string) => {
    if (!Number.isInteger(value) || value < 0 || value > OVERRIDE_MAX[field]) {
      issues.push({ field: name, message: `must be a whole number between 0 (the plan's limit) and ${OVERRIDE_MAX[field]}` });
    }
  };
  check(daily, 'daily', 'daily_limit');
  check(minute, 'minute', 'minute_limit');
  if (issues.length > 0 || (daily === 0 && minute === 0)) return { override: null, issues };
  return { override: { daily: daily || null, minute: minute || null }, issues };
}
