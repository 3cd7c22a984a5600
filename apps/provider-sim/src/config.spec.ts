import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('provider-sim config', () => {
  it('defaults to loopback:8090 with no injected failures', () => {
    expect(parseConfig(configSchema, {})).toMatchObject({ HTTP_HOST: '127.0.0.1', HTTP_PORT: 8090, SIM_FAIL_RATE: 0 });
  });

  it('refuses a failure rate outside 0..1', () => {
    expect(() => parseConfig(configSchema, { SIM_FAIL_RATE: '1.5' })).toThrow(/SIM_FAIL_RATE/);
  });
});
