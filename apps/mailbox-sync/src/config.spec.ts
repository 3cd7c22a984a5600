import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('mailbox-sync config', () => {
  it('has the documented defaults', () => {
    expect(parseConfig(configSchema, {})).toMatchObject({
      GRPC_PORT: 50057,
      OPS_PORT: 9467,
      WORKSPACE_URL: '127.0.0.1:50051',
      CRM_URL: '127.0.0.1:50052',
      PROVIDERS_URL: 'http://127.0.0.1:8090',
      SYNC_PAGE_SIZE: 500,
      SYNC_SCHEDULE_INTERVAL_MS: 900_000,
      STORE: 'embedded',
    });
  });

  it('refuses out-of-range settings', () => {
    expect(() => parseConfig(configSchema, { SYNC_PAGE_SIZE: '501' })).toThrow(/SYNC_PAGE_SIZE/);
    expect(() => parseConfig(configSchema, { SYNC_CONCURRENCY: '0' })).toThrow(/SYNC_CONCURRENCY/);
  });
});
