import { createHmac } from 'node:crypto';
import { openUnsubscribe, sealUnsubscribe, unsubscribeKeysOf, unsubscribeUrl } from './unsubscribe-token';

const OLD_KEY = { name: 'k1', secret: 'local-unsubscribe-key-one' };
const NEW_KEY = { name: 'k2', secret: 'local-unsubscribe-key-two' };
const LEGACY_SECRET = 'local-unsubscribe-secret-0123';
const claim = { workspaceId: '11111111-1111-4111-8111-111111111111', enrollmentId: 'a4115d61-7137-415f-b60d-965b99fe7870:b0198133-2951-4c8c-aafa-f29d66829d88', address: 'jane.doe@hartley-llp.example' };

/** Every reading of the token and of each of its parts an onlooker could try. */
function readings(token: string): string[] {
  const parts = [token, ...token.split('.')];
  return parts.flatMap((part) => [part, Buffer.from(part, 'base64url').toString('latin1'), Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'hex').toString('latin1')]);
}

/** The earlier format: readable base64url JSON and an HMAC over it. */
function legacyToken(secret: string, payload: object): string {
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${createHmac('sha256', secret).update(`wbk-unsubscribe-v1.${text}`).digest('base64url')}`;
}

describe('unsubscribe token', () => {
  const keys = unsubscribeKeysOf([OLD_KEY]);

  it('opens what it sealed, without any lookup', () => {
    const token = sealUnsubscribe(keys, claim);
    expect(token).toMatch(/^v2\.k1\.[A-Za-z0-9_-]+$/);
    expect(openUnsubscribe(keys, token)).toEqual(claim);
  });

  it('carries neither the address nor the workspace or enrollment ids in any decodable form', () => {
    const token = sealUnsubscribe(keys, claim);
    const secrets = [claim.address, claim.workspaceId, ...claim.enrollmentId.split(':'), 'jane.doe', 'hartley'];
    for (const reading of readings(token)) for (const secret of secrets) expect(reading).not.toContain(secret);
  });

  it('gives one claim always the same token (a step sent again is the same mail), and other claims other tokens', () => {
    const token = sealUnsubscribe(keys, claim);
    expect(sealUnsubscribe(unsubscribeKeysOf([OLD_KEY]), claim)).toBe(token);
    const others = [{ ...claim, enrollmentId: `${claim.enrollmentId.split(':')[0]!}:other` }, { ...claim, address: 'john.doe@hartley-llp.example' }].map((c) => sealUnsubscribe(keys, c));
    expect(new Set([token, ...others]).size).toBe(3);
    // Not even the nonce is shared between two claims.
    expect(new Set([token, ...others].map((t) => Buffer.from(t.split('.')[2]!, 'base64url').subarray(0, 12).toString('hex'))).size).toBe(3);
  });

  it('keeps opening a link sealed with the previous key after rotation, until that key is removed', () => {
    const before = sealUnsubscribe(keys, claim);
    const rotated = unsubscribeKeysOf([NEW_KEY, OLD_KEY]);
    expect(openUnsubscribe(rotated, before)).toEqual(claim);
    const after = sealUnsubscribe(rotated, claim);
    expect(after).toMatch(/^v2\.k2\./);
    expect(openUnsubscribe(rotated, after)).toEqual(claim);
    const retired = unsubscribeKeysOf([NEW_KEY]);
    expect(openUnsubscribe(retired, before)).toBeNull();
    expect(openUnsubscribe(retired, after)).toEqual(claim);
  });

  it('refuses a tampered token, one moved under another key id, another key, and anything malformed', () => {
    const token = sealUnsubscribe(keys, claim);
    const sealed = token.split('.')[2]!;
    for (let at = 0; at < sealed.length - 1; at += 7) {
      const flipped = `v2.k1.${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
      expect(openUnsubscribe(keys, flipped)).toBeNull();
    }
    const both = unsubscribeKeysOf([NEW_KEY, OLD_KEY]);
    expect(openUnsubscribe(both, `v2.k2.${sealed}`)).toBeNull();
    expect(openUnsubscribe(unsubscribeKeysOf([{ name: 'k1', secret: 'another-secret-of-16-chars' }]), token)).toBeNull();
    for (const bad of ['', 'abc', `${token}.x`, token.replace(/\./g, ''), 'v2.k1.', 'v2.k1.AAAA', `v2.k9.${sealed}`, 'a'.repeat(2_000), `v2.k1.${'A'.repeat(2_000)}`]) {
      expect(openUnsubscribe(keys, bad)).toBeNull();
    }
  });

  it('opens links of the earlier signed format only while UNSUBSCRIBE_SECRET is kept, and never makes them', () => {
    const old = legacyToken(LEGACY_SECRET, { w: claim.workspaceId, e: claim.enrollmentId, a: claim.address });
    expect(openUnsubscribe(unsubscribeKeysOf([OLD_KEY], LEGACY_SECRET), old)).toEqual(claim);
    expect(openUnsubscribe(keys, old)).toBeNull();
    expect(openUnsubscribe(unsubscribeKeysOf([OLD_KEY], LEGACY_SECRET), legacyToken('another-secret-of-16-chars', { w: claim.workspaceId, e: claim.enrollmentId, a: claim.address }))).toBeNull();
    expect(openUnsubscribe(unsubscribeKeysOf([OLD_KEY], LEGACY_SECRET), legacyToken(LEGACY_SECRET, { w: claim.workspaceId, e: claim.enrollmentId }))).toBeNull();
    expect(sealUnsubscribe(unsubscribeKeysOf([OLD_KEY], LEGACY_SECRET), claim)).toMatch(/^v2\.k1\./);
  });

  it('builds the link under PUBLIC_URL', () => {
    expect(unsubscribeUrl('https://outreach.example.com/', 'abc.def')).toBe('https://outreach.example.com/unsubscribe/abc.def');
  });
});
