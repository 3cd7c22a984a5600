import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('crm config', () => {
  it('has working defaults', () => {
    expect(parseConfig(configSchema, {})).toEqual({
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: 50052,
      NATS_URL: 'nats://127.0.0.1:4222',
      STORE: 'embedded',
      MONGO_DATABASE: 'crm',
      DATA_DIR: '.data/crm',
      LOG_LEVEL: 'info',
      OPS_HOST: '127.0.0.1',
      OPS_PORT: 9462,
      RPC_IDENTITY: 'crm',
      SHUTDOWN_ENDPOINT_DELAY_MS: 3000,
      SHUTDOWN_GRPC_GRACE_MS: 5000,
      SHUTDOWN_DRAIN_MS: 12000,
      SHUTDOWN_DEADLINE_MS: 15000,
      OTEL_SERVICE_NAME: 'crm',
    });
  });

  it('names MONGO_URL when STORE=mongo lacks it', () => {
    expect(() => parseConfig(configSchema, { STORE: 'mongo' })).toThrow(/MONGO_URL/);
    expect(parseConfig(configSchema, { STORE: 'mongo', MONGO_URL: 'mongodb://db:27017' }).MONGO_URL).toBe('mongodb://db:27017');
  });

  it('refuses a bad port', () => {
    expect(() => parseConfig(configSchema, { GRPC_PORT: 'abc' })).toThrow(/GRPC_PORT/);
  });
});
