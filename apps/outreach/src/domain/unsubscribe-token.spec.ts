import { createHmac } from 'node:crypto';
import { signUnsubscribe, unsubscribeUrl, verifyUnsubscribe } from './unsubscribe-token';

const SECRET = 'local-unsubscribe-secret-0123';
const claim = { workspaceId: '11111111-1111-4111-8111-111111111111', enrollmentId: 'a4115d61-7137-415f-b60d-965b99fe7870:b0198133-2951-4c8c-aafa-f29d66829d88', address: 'jane.doe@hartley-llp.example' };

describe('unsubscribe token', () => {
  it('verifies what it signed, without any lookup', () => {
    const token = signUnsubscribe(SECRET, claim);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(SECRET, token)).toEqual(claim);
  });

  it('refuses a token whose payload was changed (another address, another workspace)', () => {
    const [, signature] = signUnsubscribe(SECRET, claim).split('.');
    for (const forged of [{ ...claim, address: 'someone.else@hartley-llp.example' }, { ...claim, workspaceId: '22222222-2222-4222-8222-222222222222' }]) {
      const payload = Buffer.from(JSON.stringify({ w: forged.workspaceId, e: forged.enrollmentId, a: forged.address })).toString('base64url');
      expect(verifyUnsubscribe(SECRET, `${payload}.${signature}`)).toBeNull();
    }
  });

  it('refuses a changed signature, another secret, and anything malformed', () => {
    const token = signUnsubscribe(SECRET, claim);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyUnsubscribe(SECRET, flipped)).toBeNull();
    expect(verifyUnsubscribe('another-secret-of-16-chars', token)).toBeNull();
    for (const bad of ['', 'abc', `${token}.x`, token.replace('.', ''), 'a'.repeat(2_000), `${Buffer.from('not json').toString('base64url')}.${'A'.repeat(43)}`]) {
      expect(verifyUnsubscribe(SECRET, bad)).toBeNull();
    }
  });

  it('refuses a signed payload that is not a claim', () => {
    // A payload signed with the right secret but missing the address can only come from a bug; it still unsubscribes nobody.
    const payload = Buffer.from(JSON.stringify({ w: claim.workspaceId, e: claim.enrollmentId })).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`wbk-unsubscribe-v1.${payload}`).digest('base64url');
    expect(verifyUnsubscribe(SECRET, `${payload}.${signature}`)).toBeNull();
  });

  it('builds the link under PUBLIC_URL', () => {
    expect(unsubscribeUrl('https://outreach.example.com/', 'abc.def')).toBe('https://outreach.example.com/unsubscribe/abc.def');
  });
});
