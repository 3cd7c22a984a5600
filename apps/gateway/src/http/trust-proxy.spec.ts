import { configSchema } from '../config';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('refuses true, which would believe whatever the client writes leftmost in X-Forwarded-For', () => {
    const result = configSchema.safeParse({ TRUST_PROXY: 'true' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('number of proxies');
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(configSchema.parse({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(configSchema.parse({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8']);
    expect(configSchema.parse({}).TRUST_PROXY).toBe(false);
    expect(configSchema.parse({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0.0/x', '11'])('refuses %s', (raw) => {
    expect(parseTrustProxy(raw).ok).toBe(false);
  });
});
