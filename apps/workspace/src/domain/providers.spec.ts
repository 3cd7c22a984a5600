import { type AppError } from '@wbk/platform';
import { applyProviderChange, providerList, renderProvider } from './providers';

const ws = '7d8f3c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';
const now = new Date('2026-01-10T12:00:00.000Z');
const change = { workspace_id: ws, category: 'channels', name: 'chat_a', connected: true, account_id: '', display_name: '', scopes: [], status: '', error_message: '' };

describe('providers', () => {
  it('lists the whole catalogue disconnected for a new workspace', () => {
    const list = providerList(ws, [], null, now.toISOString()).map(renderProvider);
    expect(list).toHaveLength(11);
    expect(list[0]).toEqual({
      category: 'email',
      name: 'mail_provider_a',
      connected: false,
      account_id: null,
      display_name: null,
      scopes: [],
      connected_at: null,
      last_sync_at: null,
      status: 'disconnected',
      error_message: null,
    });
  });

  it('filters by category', () => {
    expect(providerList(ws, [], 'calendar', now.toISOString()).map((p) => p.name)).toEqual(['calendar_provider_a', 'calendar_provider_b']);
  });

  it('connects with defaults and keeps connected_at on reconnection', () => {
    const first = applyProviderChange(change, null, now);
    expect(first).toMatchObject({ connected: true, status: 'healthy', connected_at: now.toISOString(), scopes: ['messages.write', 'conversations.read'] });
    expect(first.account_id).toBeTruthy();
    const later = applyProviderChange({ ...change, status: 'degraded', error_message: 'slow' }, first, new Date('2026-01-11T00:00:00Z'));
    expect(later).toMatchObject({ connected_at: now.toISOString(), status: 'degraded', error_message: 'slow' });
    expect(providerList(ws, [later], 'channels', now.toISOString())[0]).toBe(later);
  });

  it('disconnects and forgets the account', () => {
    const off = applyProviderChange({ ...change, connected: false }, applyProviderChange(change, null, now), now);
    expect(renderProvider(off)).toMatchObject({ connected: false, status: 'disconnected', account_id: null, scopes: [], connected_at: null });
  });

  it.each([
    [{ category: 'fax' }, 'category'],
    [{ name: 'mail_provider_a' }, 'name'],
    [{ status: 'disconnected' }, 'status'],
  ])('refuses %j', (override, field) => {
    try {
      applyProviderChange({ ...change, ...override }, null, now);
      throw new Error('expected a validation error');
    } catch (err) {
      expect((err as AppError).details).toEqual({ fields: [expect.objectContaining({ field })] });
    }
  });
});
