import { type AppError } from '@wbk/platform';
import { buildApiKey, generateKey, hashKey, isKeyHash, renderApiKey } from './api-key';

const now = new Date('2026-01-10T12:00:00.000Z');
const base = { workspace_id: 'ws', name: 'CI key', permissions: ['read', 'write'], expires_at: '' };

describe('api keys', () => {
  it('generates wbk_ + base64url of 32 bytes', () => {
    const key = generateKey();
    expect(key).toMatch(/^wbk_[A-Za-z0-9_-]{43}$/);
    expect(generateKey()).not.toBe(key);
  });

  it('keeps only the hash and a display prefix', () => {
    const { key, record } = buildApiKey(base, 'id1', now);
    expect(record.key_hash).toBe(hashKey(key));
    expect(isKeyHash(record.key_hash)).toBe(true);
    expect(record.prefix).toBe(key.slice(0, 12));
    expect(JSON.stringify(record)).not.toContain(key);
    expect(renderApiKey(record)).not.toHaveProperty('key_hash');
    expect(renderApiKey(record)).toMatchObject({ revoked: false, expires_at: null, permissions: ['read', 'write'] });
  });

  it('hashes with sha256 hex', () => {
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('accepts a future expiry and normalises it', () => {
    expect(buildApiKey({ ...base, expires_at: '2027-01-01' }, 'id', now).record.expires_at).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each([
    [{ expires_at: '2025-01-01T00:00:00Z' }, 'expires_at'],
    [{ expires_at: 'tomorrow' }, 'expires_at'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ permissions: [] }, 'permissions'],
    [{ permissions: ['root'] }, 'permissions[0]'],
  ])('refuses %j', (override, field) => {
    try {
      buildApiKey({ ...base, ...override }, 'id', now);
      throw new Error('expected a validation error');
    } catch (err) {
      expect((err as AppError).code).toBe('validation_error');
      expect((err as AppError).details).toEqual({ fields: [expect.objectContaining({ field })] });
    }
  });
});
