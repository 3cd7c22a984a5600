import { TARGET_CACHE_SIZE, TargetCache } from './send-target';

describe('TargetCache', () => {
  it('parses an https URL into origin, wire path (no fragment) and certificate name', () => {
    expect(new TargetCache().get('https://hooks.example.com:8443/in/x?team=7#frag')).toMatchObject({
      origin: 'https://hooks.example.com:8443',
      path: '/in/x?team=7',
      servername: 'hooks.example.com',
      parsed: { hostname: 'hooks.example.com', port: 8443 },
    });
  });

  it('sends no SNI name for an IP literal, whose certificate must name the IP', () => {
    const cache = new TargetCache();
    expect(cache.get('https://203.0.113.9/x')).toMatchObject({ servername: undefined, path: '/x' });
    expect(cache.get('https://[2001:db8::1]:8443/x')).toMatchObject({ servername: undefined, origin: 'https://[2001:db8::1]:8443' });
  });

  it('answers why a URL can never be a target', () => {
    expect(new TargetCache().get('http://hooks.example.com/x')).toMatchObject({ ok: false, kind: 'invalid_url' });
    expect(new TargetCache().get('not a url')).toMatchObject({ ok: false, kind: 'invalid_url' });
  });

  it('parses a URL once, and forgets the oldest past its bound', () => {
    const cache = new TargetCache();
    const first = cache.get('https://hooks.example.com/0');
    expect(cache.get('https://hooks.example.com/0')).toBe(first);
    for (let i = 1; i <= TARGET_CACHE_SIZE; i += 1) cache.get(`https://hooks.example.com/${i}`);
    const again = cache.get('https://hooks.example.com/0');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
