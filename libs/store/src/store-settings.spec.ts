import { z } from 'zod';
import { requireMongoUrl, storeSettings } from './store-settings';

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
