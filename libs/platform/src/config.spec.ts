import { z } from 'zod';
import { ConfigError, env, parseConfig } from './config';

const schema = z.object({
  NATS_URL: env.natsUrl(),
  GRPC_PORT: env.port(50051),
  STORE: z.enum(['embedded', 'mongo']).default('embedded'),
  RETRY_SCHEDULE_MS: env.millisList([30000, 120000]),
});

describe('parseConfig', () => {
  it('applies defaults', () => {
    expect(parseConfig(schema, {})).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      GRPC_PORT: 50051,
      STORE: 'embedded',
      RETRY_SCHEDULE_MS: [30000, 120000],
    });
  });

  it('names the variable and the bad value in one line', () => {
    expect(() => parseConfig(schema, { GRPC_PORT: 'abc' })).toThrow(ConfigError);
    try {
      parseConfig(schema, { STORE: 'postgres' });
    } catch (err) {
      expect((err as Error).message).toMatch(/^config: STORE: .*got "postgres"/);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('rejects a malformed list', () => {
    expect(() => parseConfig(schema, { RETRY_SCHEDULE_MS: '1,x' })).toThrow(/RETRY_SCHEDULE_MS/);
  });
});

describe('env.namedSecrets', () => {
  const schema = z.object({ SECRETS: env.namedSecrets() });

  it('reads <name>=<secret> pairs in order, a name possibly twice', () => {
    expect(parseConfig(schema, { SECRETS: 'chat_a=0123456789abcdef, chat_a=fedcba9876543210,k-2=a=b+c/d0123456789' }).SECRETS).toEqual([
      { name: 'chat_a', secret: '0123456789abcdef' },
      { name: 'chat_a', secret: 'fedcba9876543210' },
      { name: 'k-2', secret: 'a=b+c/d0123456789' },
    ]);
  });

  it('refuses a short secret, a pair without a name, and an empty list, naming the format', () => {
    for (const bad of ['chat_a=short', '=0123456789abcdef', '', 'chat_a=0123456789abcdef,,']) {
      expect(() => parseConfig(schema, { SECRETS: bad })).toThrow(/SECRETS: expected comma-separated <name>=<secret> pairs/);
    }
  });
});
