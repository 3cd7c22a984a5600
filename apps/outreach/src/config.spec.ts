import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

const required = { PROVIDER_REPORT_SECRETS: 'chat_a=local-chat-a-report-secret,mail_provider_a=local-mail-a-report-secret', UNSUBSCRIBE_KEYS: 'k2=local-unsubscribe-key-two,k1=local-unsubscribe-key-one' };

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
    expect(() => parseConfig(configSchema, {})).toThrow(/PROVIDER_REPORT_SECRETS/);
    expect(() => parseConfig(configSchema, { PROVIDER_REPORT_SECRETS: required.PROVIDER_REPORT_SECRETS })).toThrow(/UNSUBSCRIBE_KEYS/);
    expect(() => parseConfig(configSchema, { ...required, UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => parseConfig(configSchema, { ...required, UNSUBSCRIBE_KEYS: 'k1=local-unsubscribe-key-one,k1=local-unsubscribe-key-two' })).toThrow(/UNSUBSCRIBE_KEYS: each key id may appear once/);
    expect(() => parseConfig(configSchema, { ...required, OUTREACH_PROVIDER_RATE_PER_SECOND: '0' })).toThrow(/OUTREACH_PROVIDER_RATE_PER_SECOND/);
  });

  it('keeps each provider\'s report secrets apart, and refuses a name that is not a provider', () => {
    const config = parseConfig(configSchema, { ...required, PROVIDER_REPORT_SECRETS: 'chat_a=chat-a-secret-number-1,mail_provider_a=mail-a-secret-number,chat_a=chat-a-secret-number-2' });
    expect(config.PROVIDER_REPORT_SECRETS).toEqual(new Map([['chat_a', ['chat-a-secret-number-1', 'chat-a-secret-number-2']], ['mail_provider_a', ['mail-a-secret-number']]]));
    expect(() => parseConfig(configSchema, { ...required, PROVIDER_REPORT_SECRETS: 'fax=a-secret-of-enough-length' })).toThrow(/PROVIDER_REPORT_SECRETS: fax is not a provider/);
  });

  it('reads the platform\'s other public URLs as a list, none by default', () => {
    expect(parseConfig(configSchema, required).PLATFORM_PUBLIC_URLS).toEqual([]);
    expect(parseConfig(configSchema, { ...required, PLATFORM_PUBLIC_URLS: 'https://api.wbk.example, https://app.wbk.example' }).PLATFORM_PUBLIC_URLS).toEqual(['https://api.wbk.example', 'https://app.wbk.example']);
    expect(() => parseConfig(configSchema, { ...required, PLATFORM_PUBLIC_URLS: 'api.wbk.example' })).toThrow(/PLATFORM_PUBLIC_URLS/);
  });
});
