import { type AppError } from '@wbk/platform';
import { renderSettings, renderWorkspaceAdmin } from './settings';
import { buildWorkspace } from './workspace';

const now = new Date('2026-01-10T12:00:00.000Z');
const id = '7d8f3c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';

function fieldsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    expect((err as AppError).code).toBe('validation_error');
    return ((err as AppError).details?.['fields'] as Array<{ field: string }>).map((f) => f.field);
  }
  throw new Error('expected a validation error');
}

describe('buildWorkspace', () => {
  it('fills the documented defaults', () => {
    const ws = buildWorkspace({ name: ' Acme Legal ' }, id, now, 365);
    expect(ws).toMatchObject({
      id,
      name: 'Acme Legal',
      slug: 'acme-legal',
      plan: 'starter',
      timezone: 'UTC',
      locale: 'en-GB',
      currency: 'GBP',
      jurisdiction: 'GB',
      billing: { seats: 5, credits_balance: 0, trial_ends_at: '2026-01-24T12:00:00.000Z' },
      retention: { audit_log_days: 365, soft_delete_days: 30 },
      rate_limit_override: null,
      created_at: '2026-01-10T12:00:00.000Z',
    });
    expect(ws.features['assistant']).toBe(true);
  });

  it('gives paid plans no trial and takes the given values', () => {
    const ws = buildWorkspace({ name: 'B', plan: 'pro', timezone: 'Europe/London', locale: 'fr-fr', currency: 'EUR', jurisdiction: 'FR', credits: 250 }, id, now, 365);
    expect(ws.billing).toEqual({ seats: 5, credits_balance: 250, trial_ends_at: null });
    expect(ws.locale).toBe('fr-FR');
    expect(ws.timezone).toBe('Europe/London');
  });

  it('names every bad field', () => {
    expect(
      fieldsOf(() => buildWorkspace({ name: '', plan: 'gold', timezone: 'Mars/Base', locale: 'not a locale!', currency: 'gbp', jurisdiction: 'GBR', credits: -1 }, id, now, 365)),
    ).toEqual(['name', 'plan', 'timezone', 'locale', 'currency', 'jurisdiction', 'credits']);
  });
});

describe('renderSettings', () => {
  it('has exactly the spec fields', () => {
    const settings = renderSettings(buildWorkspace({ name: 'Acme' }, id, now, 365));
    expect(Object.keys(settings).sort()).toEqual(
      ['workspace_id', 'name', 'slug', 'timezone', 'locale', 'currency', 'jurisdiction', 'billing', 'features', 'branding', 'retention', 'created_at'].sort(),
    );
    expect(Object.keys(settings.billing).sort()).toEqual(['credits_balance', 'plan', 'seats', 'trial_ends_at']);
    expect(Object.keys(settings.branding).sort()).toEqual(['accent_color', 'logo_url', 'primary_color']);
    expect(settings.retention).toEqual({ audit_log_days: 365, soft_delete_days: 30 });
    expect(settings.billing.plan).toBe('starter');
  });

  it('shows operators the effective limits', () => {
    const ws = { ...buildWorkspace({ name: 'Acme', plan: 'org' }, id, now, 365), rate_limit_override: { daily: 7, minute: null } };
    expect(renderWorkspaceAdmin(ws)).toMatchObject({ id, plan: 'org', limits: { daily: 7, minute: 200 } });
  });
});
