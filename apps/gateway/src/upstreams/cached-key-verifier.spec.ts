import { ManualClock } from '@wbk/testing';
import { CachedKeyVerifier, hashKey } from './cached-key-verifier';
import type { VerifyKeyReplyMessage } from './upstream.port';

const KEY = 'wbk_live_1234567890abcdef';
const found: VerifyKeyReplyMessage = { found: true, key_id: 'k1', workspace_id: 'w1', permissions: ['read'], expires_at: '', revoked: false, plan: 'pro', daily_limit: 1000, minute_limit: 50, key_name: 'n' };

function setup(reply: VerifyKeyReplyMessage | (() => Promise<VerifyKeyReplyMessage>), notified = true) {
  const clock = new ManualClock('2026-03-09T10:00:00Z');
  const lookups: string[] = [];
  const state = { notified };
  const verifier = new CachedKeyVerifier({
    lookup: (hash) => {
      lookups.push(hash);
      return typeof reply === 'function' ? reply() : Promise.resolve(reply);
    },
    clock,
    ttlMs: 30_000,
    isNotified: () => state.notified,
  });
  return { verifier, lookups, clock, state };
}

describe('CachedKeyVerifier', () => {
  it('looks a key up once per TTL by the sha256 of the key', async () => {
    const { verifier, lookups, clock } = setup(found);
    await verifier.verify(KEY);
    await verifier.verify(KEY);
    expect(lookups).toEqual([hashKey(KEY)]);
    expect(hashKey(KEY)).toMatch(/^[0-9a-f]{64}$/);
    clock.advance(30_000);
    await verifier.verify(KEY);
    expect(lookups).toHaveLength(2);
  });

  it('remembers unknown keys only briefly', async () => {
    const { verifier, lookups, clock } = setup({ ...found, found: false });
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'invalid_key' });
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'invalid_key' });
    expect(lookups).toHaveLength(1);
    clock.advance(2_000);
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'invalid_key' });
    expect(lookups).toHaveLength(2);
  });

  it('refuses a revoked key on the very next call, even when a lookup raced the revocation', async () => {
    let resolveLookup: (reply: VerifyKeyReplyMessage) => void = () => undefined;
    const { verifier } = setup(() => new Promise((resolve) => (resolveLookup = resolve)));
    const racing = verifier.verify(KEY);
    verifier.revoke(hashKey(KEY));
    resolveLookup(found);
    await expect(racing).rejects.toMatchObject({ code: 'revoked_key' });
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'revoked_key' });
    expect(verifier.cached(KEY)).toBeNull();
  });

  it('drops a workspace\'s keys when it changes, and does not trust the cache while notices cannot arrive', async () => {
    const { verifier, lookups, state } = setup(found);
    await verifier.verify(KEY);
    verifier.evictWorkspace('w1');
    await verifier.verify(KEY);
    expect(lookups).toHaveLength(2);
    state.notified = false;
    await verifier.verify(KEY);
    await verifier.verify(KEY);
    expect(lookups).toHaveLength(4);
    expect(verifier.cached(KEY)).toBeNull();
  });

  it('refuses a key once its expiry passes, even from the cache', async () => {
    const { verifier, clock } = setup({ ...found, expires_at: '2026-03-09T10:00:10Z' });
    await verifier.verify(KEY);
    clock.advance(10_000);
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'invalid_key', message: expect.stringMatching(/expired/) });
  });

  it('forgets every cached key on a flush (the bus dropped or came back), so a revocation missed meanwhile is seen on the next call', async () => {
    let answer: VerifyKeyReplyMessage = found;
    let release: () => void = () => undefined;
    const { verifier, lookups } = setup(() => new Promise((resolve) => (release = () => resolve(answer))));
    const first = verifier.verify(KEY);
    release();
    await first;
    const racing = verifier.verify(KEY);
    expect(lookups).toHaveLength(1);
    verifier.flush();
    const afterFlush = verifier.verify(KEY);
    expect(lookups).toHaveLength(2);
    answer = { ...found, revoked: true };
    release();
    await expect(racing).resolves.toMatchObject({ keyId: 'k1' });
    await expect(afterFlush).rejects.toMatchObject({ code: 'revoked_key' });
    await expect(verifier.verify(KEY)).rejects.toMatchObject({ code: 'revoked_key' });
  });
});
