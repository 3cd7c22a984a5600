import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

const required = { PROVIDER_WEBHOOK_SECRET: 'local-provider-webhook-secret', UNSUBSCRIBE_SECRET: 'local-unsubscribe-secret-1' };

describe('outreach config', () => {
  it('has the documented defaults', () => {
    expect(parseConfig(configSchema, required)).toMatchObject({
      GRPC_PORT: 50055,
      HTTP_PORT: 8095,
      OPS_PORT: 9465,
      WORKSPACE_URL: '127.0.0.1:50051',
      CRM_URL: '127.0.0.1:50052',
      PROVIDERS_URL: 'http://127.0.0.1:8090',
      OUTREACH_PROVIDER_RATE_PER_SECOND: 20,
      ATTACHMENT_ALLOW_PRIVATE_TARGETS: false,
      STORE: 'embedded',
    });
  });

  it('needs the shared secrets, and refuses short ones', () => {
    expect(() => parseConfig(configSchema, {})).toThrow(/PROVIDER_WEBHOOK_SECRET/);
    expect(() => parseConfig(configSchema, { ...required, UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => parseConfig(configSchema, { ...required, OUTREACH_PROVIDER_RATE_PER_SECOND: '0' })).toThrow(/OUTREACH_PROVIDER_RATE_PER_SECOND/);
  });
});
