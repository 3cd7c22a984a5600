import { ConfigError, parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('config', () => {
  it('has the spec defaults', () => {
    const config = parseConfig(configSchema, {});
    expect(config).toMatchObject({
      GRPC_PORT: 50053,
      ROLE: 'all',
      MONGO_DATABASE: 'webhooks',
      DATA_DIR: '.data/webhook-dispatcher',
      WEBHOOK_RETRY_SCHEDULE_MS: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
      WEBHOOK_TIMEOUT_MS: 10_000,
      WEBHOOK_DISABLE_AFTER_MS: 432_000_000,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: false,
      WEBHOOK_ARCHIVE_DAYS: 30,
    });
  });

  it('needs WEBHOOK_DISPATCHER_URL for a worker replica and MONGO_URL for mongo', () => {
    expect(() => parseConfig(configSchema, { ROLE: 'worker' })).toThrow(ConfigError);
    expect(() => parseConfig(configSchema, { STORE: 'mongo' })).toThrow(/MONGO_URL/);
    expect(parseConfig(configSchema, { ROLE: 'worker', WEBHOOK_DISPATCHER_URL: '127.0.0.1:50053' }).ROLE).toBe('worker');
  });
});
