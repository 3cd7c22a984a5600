import { ownHostCheck } from './own-hosts';

describe('ownHostCheck', () => {
  it('matches the platform hosts by name and by any address they resolve to, IPv4-mapped and long IPv6 forms included', async () => {
    const lookup = async (host: string) => (host === 'api.wbk.example' ? [{ address: '93.184.216.34', family: 4 }, { address: '2001:db8::7', family: 6 }] : []);
    const check = ownHostCheck({ urls: ['https://api.wbk.example/v1', 'https://[2001:db8::9]:8443'], lookup });
    expect(await check('api.wbk.example', ['93.184.216.34'])).toBe("api.wbk.example is this platform's own host");
    expect(await check('2001:db8::9', ['2001:db8::9'])).toBe("2001:db8::9 is this platform's own host");
    expect(await check('cdn.example', ['::ffff:93.184.216.34'])).toMatch(/^cdn\.example resolves to ::ffff:93\.184\.216\.34/);
    expect(await check('cdn.example', ['8.8.8.8', '2001:0db8:0000::7'])).toMatch(/resolves to 2001:0db8:0000::7/);
    expect(await check('cdn.example', ['8.8.8.8'])).toBeNull();
    expect(await ownHostCheck({ urls: [], lookup })('api.wbk.example', ['93.184.216.34'])).toBeNull();
  });

  it('looks the hosts up again after the TTL, and keeps the last addresses while a lookup fails', async () => {
    let clock = 0;
    let answer: () => Promise<Array<{ address: string; family: number }>> = async () => [{ address: '93.184.216.34', family: 4 }];
    const check = ownHostCheck({ urls: ['https://api.wbk.example'], lookup: () => answer(), ttlMs: 1_000, now: () => clock });
    expect(await check('cdn.example', ['93.184.216.34'])).not.toBeNull();
    answer = async () => [{ address: '93.184.216.35', family: 4 }];
    expect(await check('cdn.example', ['93.184.216.35'])).toBeNull();
    clock = 1_000;
    expect(await check('cdn.example', ['93.184.216.35'])).not.toBeNull();
    answer = () => Promise.reject(Object.assign(new Error('no answer'), { code: 'ESERVFAIL' }));
    clock = 2_000;
    expect(await check('cdn.example', ['93.184.216.35'])).not.toBeNull();
  });
});
