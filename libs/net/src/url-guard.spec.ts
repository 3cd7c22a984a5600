import { checkPublicUrl, isBlockedAddress, type LookupFn } from './url-guard';

describe('isBlockedAddress', () => {
  // Edges of every refused IPv4 range, and the first public neighbours around them.
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'reserved'],
    ['10.0.0.0', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.0', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.255', 'loopback'],
    ['169.254.0.0', 'link-local'],
    ['169.254.169.254', 'link-local'],
    ['169.254.255.255', 'link-local'],
    ['172.16.0.0', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.0', 'reserved'],
    ['192.0.0.255', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.0.0', 'private'],
    ['192.168.255.255', 'private'],
    ['198.18.0.0', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.7', 'documentation'],
    ['224.0.0.0', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.0', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (ip, reason) => {
    expect(isBlockedAddress(ip)).toContain(reason);
  });

  it.each([
    '1.1.1.1', '8.8.8.8', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '126.255.255.255',
    '128.0.0.0', '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.0', '192.0.1.0', '192.0.3.0',
    '192.167.255.255', '192.169.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255',
  ])('accepts public IPv4 %s', (ip) => {
    expect(isBlockedAddress(ip)).toBeNull();
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped form of 127.0.0.1: loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped form of 127.0.0.1: loopback'],
    ['::FFFF:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', '169.254.169.254: link-local'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated form of 10.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible form of 127.0.0.1'],
    ['::8.8.8.8', 'deprecated IPv4-compatible'],
    ['64:ff9b::10.0.0.1', 'NAT64 form of 10.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 form of 169.254.169.254'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['fe80::', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
    ['fec0::1', 'site-local'],
    ['fc00::', 'unique-local'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique-local'],
    ['ff00::', 'multicast'],
    ['ff02::1', 'multicast'],
    ['100::1', 'not global unicast'],
    ['4000::1', 'not global unicast'],
    ['1fff:ffff::1', 'not global unicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['2002:7f00:1::1', '6to4 form of 127.0.0.1'],
    ['2002:c0a8:101::', '6to4 form of 192.168.1.1'],
  ])('refuses IPv6 %s (%s)', (ip, reason) => {
    expect(isBlockedAddress(ip)).toContain(reason);
  });

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '2000::', '3ffe::1', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])(
    'accepts public IPv6 %s',
    (ip) => {
      expect(isBlockedAddress(ip)).toBeNull();
    },
  );

  it('refuses what is not an IP address', () => {
    expect(isBlockedAddress('localhost')).toContain('not an IP address');
    expect(isBlockedAddress('1:2:3')).toContain('not an IP address');
  });
});

describe('checkPublicUrl', () => {
  const resolvesTo =
    (...addresses: string[]): LookupFn =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const neverCalled: LookupFn = async () => {
    throw new Error('IP literals must not be resolved through DNS');
  };

  it.each([
    ['not a url', 'not a valid absolute URL'],
    ['http://hooks.example.com/x', 'https://'],
    ['ftp://hooks.example.com/x', 'https://'],
    ['https://user:pw@hooks.example.com/x', 'credentials'],
    ['https://user@hooks.example.com/x', 'credentials'],
  ])('refuses %s as invalid_url', async (url, reason) => {
    const result = await checkPublicUrl(url, { allowPrivateTargets: true, lookup: resolvesTo('8.8.8.8') });
    expect(result).toEqual({ ok: false, kind: 'invalid_url', reason: expect.stringContaining(reason) });
  });

  it('accepts a host whose every address is public', async () => {
    const result = await checkPublicUrl('https://hooks.example.com/in', { allowPrivateTargets: false, lookup: resolvesTo('8.8.8.8', '2606:4700::1') });
    expect(result).toEqual({ ok: true, addresses: ['8.8.8.8', '2606:4700::1'] });
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const result = await checkPublicUrl('https://hooks.example.com/in', { allowPrivateTargets: false, lookup: resolvesTo('8.8.8.8', '10.1.2.3') });
    expect(result).toEqual({ ok: false, kind: 'blocked_address', reason: expect.stringContaining('10.1.2.3 is private') });
  });

  it.each([
    ['https://127.0.0.1:8443/x', 'loopback'],
    ['https://[::1]/x', 'loopback'],
    ['https://[::ffff:127.0.0.1]/x', 'IPv4-mapped'],
    ['https://2130706433/x', 'loopback'], // decimal form of 127.0.0.1, normalised by the URL parser
    ['https://0x7f.1/x', 'loopback'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
  ])('checks IP literal %s without DNS', async (url, reason) => {
    const result = await checkPublicUrl(url, { allowPrivateTargets: false, lookup: neverCalled });
    expect(result).toEqual({ ok: false, kind: 'blocked_address', reason: expect.stringContaining(reason) });
  });

  it('allowPrivateTargets skips only the range check', async () => {
    expect(await checkPublicUrl('https://127.0.0.1:8443/x', { allowPrivateTargets: true })).toEqual({ ok: true, addresses: ['127.0.0.1'] });
    expect(await checkPublicUrl('http://127.0.0.1:8443/x', { allowPrivateTargets: true })).toMatchObject({ ok: false, kind: 'invalid_url' });
  });

  it('reports a name that does not resolve as dns_error', async () => {
    const failing: LookupFn = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const result = await checkPublicUrl('https://nowhere.invalid/x', { allowPrivateTargets: false, lookup: failing });
    expect(result).toEqual({ ok: false, kind: 'dns_error', reason: expect.stringContaining('ENOTFOUND') });
  });

  it('reports a resolver that never answers as dns_error once the lookup deadline passes', async () => {
    const hanging: LookupFn = () => new Promise(() => undefined);
    const result = await checkPublicUrl('https://slow.example/x', { allowPrivateTargets: false, lookup: hanging, lookupTimeoutMs: 20 });
    expect(result).toEqual({ ok: false, kind: 'dns_error', reason: expect.stringContaining('ETIMEOUT') });
  });

  it('resolves real names with dns.lookup by default', async () => {
    expect(await checkPublicUrl('https://localhost/x', { allowPrivateTargets: false })).toMatchObject({ ok: false, kind: 'blocked_address' });
  });
});
