import { AppError } from '@wbk/platform';
import { type KeyRecord, keyRejection, parseBearer } from './api-key.policy';

const record: KeyRecord = { keyId: 'k', workspaceId: 'w', permissions: ['read'], expiresAtMs: null, revoked: false, plan: 'pro', dailyLimit: 1000, minuteLimit: 50, keyName: 'n' };

describe('parseBearer', () => {
  it('takes the key from a well-formed header', () => {
    expect(parseBearer('Bearer wbk_abcdefgh12345678')).toBe('wbk_abcdefgh12345678');
    expect(parseBearer('bearer wbk_abcdefgh12345678')).toBe('wbk_abcdefgh12345678');
  });
  it.each([undefined, '', 'wbk_abcdefgh12345678', 'Basic wbk_abcdefgh12345678', 'Bearer abc_abcdefgh12345678', 'Bearer wbk_abc def', 'Bearer wbk_ab$defgh1234', `Bearer wbk_${'a'.repeat(400)}`])(
    'refuses %j with missing_auth',
    (header) => {
      expect(() => parseBearer(header)).toThrow(AppError);
      try {
        parseBearer(header);
      } catch (err) {
        expect((err as AppError).code).toBe('missing_auth');
      }
    },
  );
});

describe('keyRejection', () => {
  it('refuses revoked and expired keys with their codes', () => {
    expect(keyRejection(record, 0)).toBeNull();
    expect(keyRejection({ ...record, revoked: true }, 0)?.code).toBe('revoked_key');
    const expired = keyRejection({ ...record, expiresAtMs: 1000 }, 1000);
    expect(expired?.code).toBe('invalid_key');
    expect(expired?.message).toMatch(/expired at 1970-01-01T00:00:01.000Z/);
    expect(keyRejection({ ...record, expiresAtMs: 1001 }, 1000)).toBeNull();
  });
});
