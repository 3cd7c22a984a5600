import { z } from 'zod';
import { mongoClientOptions } from './mongo/mongo-client-settings';
import { mongoClientSettingsOf, requireMongoUrl, storeSettings } from './store-settings';

const schema = z.object({ ...storeSettings({ database: 'crm', dataDir: '.data/crm' }) }).superRefine(requireMongoUrl);

describe('storeSettings', () => {
  it('defaults to the embedded store in the service data directory', () => {
    expect(schema.parse({})).toEqual({ STORE: 'embedded', MONGO_DATABASE: 'crm', DATA_DIR: '.data/crm' });
  });

  it('requires MONGO_URL with STORE=mongo', () => {
    const result = schema.safeParse({ STORE: 'mongo' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['MONGO_URL']);
    expect(schema.parse({ STORE: 'mongo', MONGO_URL: 'mongodb://m:27017' }).MONGO_URL).toBe('mongodb://m:27017');
  });
});

describe('MongoDB client settings', () => {
  it('default to majority writes, retried writes and reads, bounded waits and the service as appName', () => {
    const settings = mongoClientSettingsOf(schema.parse({ STORE: 'mongo', MONGO_URL: 'mongodb://m:27017/?replicaSet=rs0' }));
    expect(mongoClientOptions(settings)).toEqual({
      ignoreUndefined: true,
      appName: 'wbk-crm',
      writeConcern: { w: 'majority', wtimeoutMS: 10_000 },
      retryWrites: true,
      retryReads: true,
      serverSelectionTimeoutMS: 10_000,
      connectTimeoutMS: 10_000,
      socketTimeoutMS: 120_000,
    });
  });

  it('are each configurable', () => {
    const parsed = schema.parse({
      STORE: 'mongo',
      MONGO_URL: 'mongodb://m:27017',
      MONGO_APP_NAME: 'crm-eu',
      MONGO_WRITE_CONCERN: '2',
      MONGO_WRITE_TIMEOUT_MS: '5000',
      MONGO_RETRY_WRITES: 'false',
      MONGO_RETRY_READS: '0',
      MONGO_SERVER_SELECTION_TIMEOUT_MS: '3000',
      MONGO_CONNECT_TIMEOUT_MS: '2000',
      MONGO_SOCKET_TIMEOUT_MS: '0',
    });
    expect(mongoClientOptions(mongoClientSettingsOf(parsed))).toEqual({
      ignoreUndefined: true,
      appName: 'crm-eu',
      writeConcern: { w: 2, wtimeoutMS: 5000 },
      retryWrites: false,
      retryReads: false,
      serverSelectionTimeoutMS: 3000,
      connectTimeoutMS: 2000,
      socketTimeoutMS: 0,
    });
  });

  it('refuses a write concern that is neither majority nor a member count, naming the variable', () => {
    const result = schema.safeParse({ STORE: 'mongo', MONGO_URL: 'mongodb://m:27017', MONGO_WRITE_CONCERN: '0' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['MONGO_WRITE_CONCERN'], message: 'expected majority or a number of members' });
    expect(schema.safeParse({ MONGO_RETRY_READS: 'yes' }).error?.issues[0]?.path).toEqual(['MONGO_RETRY_READS']);
  });
});
