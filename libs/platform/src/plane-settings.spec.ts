import { z } from 'zod';
import { parseConfig } from './config';
import { planeSettings, requirePlaneCredentials } from './plane-settings';

const schema = z.object({ ...planeSettings('crm') }).superRefine(requirePlaneCredentials);
const keys = { RPC_SIGNING_KEY: 'k1:abc', RPC_TRUSTED_KEYS: 'crm:k1:def', NATS_USER: 'crm', NATS_PASSWORD: 'secret' };

describe('internal-plane settings', () => {
  it('names the missing credential in production', () => {
    expect(() => parseConfig(schema, { NODE_ENV: 'production' })).toThrow(/config: RPC_SIGNING_KEY: required when NODE_ENV=production/);
    expect(() => parseConfig(schema, { NODE_ENV: 'production', ...keys, NATS_PASSWORD: undefined })).toThrow(/config: NATS_PASSWORD/);
    expect(parseConfig(schema, { NODE_ENV: 'production', ...keys })).toMatchObject({ RPC_IDENTITY: 'crm', NATS_USER: 'crm' });
  });

  it('outside production runs without them (the process then trusts only itself), but never with half a pair', () => {
    expect(parseConfig(schema, {})).toEqual({ RPC_IDENTITY: 'crm' });
    expect(() => parseConfig(schema, { RPC_SIGNING_KEY: 'k1:abc' })).toThrow(/RPC_TRUSTED_KEYS: set RPC_SIGNING_KEY and RPC_TRUSTED_KEYS together/);
    expect(() => parseConfig(schema, { RPC_SIGNING_KEY: 'not a key', RPC_TRUSTED_KEYS: 'crm:k1:def' })).toThrow(/RPC_SIGNING_KEY: expected <kid>:<base64url pkcs8 key>/);
  });
});
