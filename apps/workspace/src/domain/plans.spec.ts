import { effectiveLimits, isPlan, PLAN_LIMITS, rateLimitOverride } from './plans';

describe('plans', () => {
  it('has the spec limits table', () => {
    expect(PLAN_LIMITS).toEqual({
      starter: { daily: 100, minute: 10 },
      pro: { daily: 1000, minute: 50 },
      org: { daily: 10000, minute: 200 },
    });
  });

  it('uses the plan unless an override is set', () => {
    expect(effectiveLimits('pro', null)).toEqual({ daily: 1000, minute: 50 });
    expect(effectiveLimits('pro', { daily: 5, minute: 2 })).toEqual({ daily: 5, minute: 2 });
    expect(effectiveLimits('org', { daily: null, minute: 2 })).toEqual({ daily: 10000, minute: 2 });
  });

  it('builds overrides: 0 means the plan, both 0 clears', () => {
    expect(rateLimitOverride(0, 0)).toEqual({ override: null, issues: [] });
    expect(rateLimitOverride(500, 0)).toEqual({ override: { daily: 500, minute: null }, issues: [] });
    expect(rateLimitOverride(-1, 1.5).issues.map((i) => i.field)).toEqual(['daily_limit', 'minute_limit']);
  });

  it('knows the plan names', () => {
    expect(isPlan('org')).toBe(true);
    expect(isPlan('enterprise')).toBe(false);
    expect(isPlan(undefined)).toBe(false);
  });
});
