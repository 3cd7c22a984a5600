import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';
import { PROVIDERS } from './domain/providers';

describe('provider-sim config', () => {
  it('sizes the enrichment dataset: 10000 people and seed 1 by default, whole numbers within bounds', () => {
    expect(parseConfig(configSchema, {})).toMatchObject({ SIM_PEOPLE: 10_000, SIM_DATASET_SEED: 1 });
    expect(parseConfig(configSchema, { SIM_PEOPLE: '100000', SIM_DATASET_SEED: '42' })).toMatchObject({ SIM_PEOPLE: 100_000, SIM_DATASET_SEED: 42 });
    expect(() => parseConfig(configSchema, { SIM_PEOPLE: '-1' })).toThrow(/SIM_PEOPLE/);
    expect(() => parseConfig(configSchema, { SIM_PEOPLE: '5000000' })).toThrow(/SIM_PEOPLE/);
    expect(() => parseConfig(configSchema, { SIM_DATASET_SEED: '1.5' })).toThrow(/SIM_DATASET_SEED/);
  });

  it('defaults to loopback:8090, no injected failures, 50 sends/s, reports after 200 ms and no webhook', () => {
    const config = parseConfig(configSchema, {});
    expect(config).toMatchObject({ HTTP_HOST: '127.0.0.1', HTTP_PORT: 8090, SIM_FAIL_RATE: 0, SIM_RATE_LIMIT_PER_SECOND: 50, SIM_DELIVERY_DELAY_MS: 200 });
    expect(config.SIM_WEBHOOK_URL).toBeUndefined();
    expect(Object.keys(config.SIM_REPORT_SECRETS).sort()).toEqual([...PROVIDERS].sort());
    expect(new Set(Object.values(config.SIM_REPORT_SECRETS)).size).toBe(PROVIDERS.length);
  });

  it('seeds 300 messages and 40 events per new account by default; 0 or a size within bounds', () => {
    expect(parseConfig(configSchema, {})).toMatchObject({ SIM_SEED_MAIL_MESSAGES: 300, SIM_SEED_CALENDAR_EVENTS: 40 });
    expect(parseConfig(configSchema, { SIM_SEED_MAIL_MESSAGES: '0', SIM_SEED_CALENDAR_EVENTS: '0' })).toMatchObject({ SIM_SEED_MAIL_MESSAGES: 0, SIM_SEED_CALENDAR_EVENTS: 0 });
    expect(() => parseConfig(configSchema, { SIM_SEED_MAIL_MESSAGES: '5' })).toThrow(/SIM_SEED_MAIL_MESSAGES: must be 0 \(accounts start empty\) or a whole number from 10 to 10000/);
    expect(() => parseConfig(configSchema, { SIM_SEED_CALENDAR_EVENTS: 'many' })).toThrow(/SIM_SEED_CALENDAR_EVENTS/);
    expect(() => parseConfig(configSchema, { SIM_SEED_CALENDAR_EVENTS: '2001' })).toThrow(/SIM_SEED_CALENDAR_EVENTS/);
  });

  it('refuses a failure rate outside 0..1', () => {
    expect(() => parseConfig(configSchema, { SIM_FAIL_RATE: '1.5' })).toThrow(/SIM_FAIL_RATE/);
  });

  it('takes the webhook settings, an empty URL meaning none', () => {
    const secrets = PROVIDERS.map((provider) => `${provider}=a-secret-of-16-chars-${provider}`).join(',');
    const config = parseConfig(configSchema, { SIM_WEBHOOK_URL: 'http://127.0.0.1:8095/inbound', SIM_REPORT_SECRETS: secrets, SIM_DELIVERY_DELAY_MS: '0', SIM_RATE_LIMIT_PER_SECOND: '2.5' });
    expect(config).toMatchObject({ SIM_WEBHOOK_URL: 'http://127.0.0.1:8095/inbound', SIM_DELIVERY_DELAY_MS: 0, SIM_RATE_LIMIT_PER_SECOND: 2.5 });
    expect(config.SIM_REPORT_SECRETS.chat_d).toBe('a-secret-of-16-chars-chat_d');
    expect(parseConfig(configSchema, { SIM_WEBHOOK_URL: '' }).SIM_WEBHOOK_URL).toBeUndefined();
  });

  it('refuses a webhook URL that is not http(s), a short secret and a rate of 0', () => {
    expect(() => parseConfig(configSchema, { SIM_WEBHOOK_URL: 'ftp://outreach.test/inbound' })).toThrow(/SIM_WEBHOOK_URL/);
    expect(() => parseConfig(configSchema, { SIM_REPORT_SECRETS: 'chat_a=short' })).toThrow(/SIM_REPORT_SECRETS/);
    expect(() => parseConfig(configSchema, { SIM_REPORT_SECRETS: 'chat_a=a-secret-of-16-chars' })).toThrow(/SIM_REPORT_SECRETS: every provider needs a secret; missing: chat_b/);
    expect(() => parseConfig(configSchema, { SIM_RATE_LIMIT_PER_SECOND: '0' })).toThrow(/SIM_RATE_LIMIT_PER_SECOND/);
  });

  it('takes the mailbox read API settings: a quota per account and the history kept, both positive', () => {
    expect(parseConfig(configSchema, {})).toMatchObject({ SIM_MAIL_QUOTA_PER_SECOND: 50, SIM_MAIL_HISTORY_RETAIN: 100_000 });
    expect(parseConfig(configSchema, { SIM_MAIL_QUOTA_PER_SECOND: '5', SIM_MAIL_HISTORY_RETAIN: '20' })).toMatchObject({ SIM_MAIL_QUOTA_PER_SECOND: 5, SIM_MAIL_HISTORY_RETAIN: 20 });
    expect(() => parseConfig(configSchema, { SIM_MAIL_QUOTA_PER_SECOND: '0' })).toThrow(/SIM_MAIL_QUOTA_PER_SECOND/);
    expect(() => parseConfig(configSchema, { SIM_MAIL_HISTORY_RETAIN: '2.5' })).toThrow(/SIM_MAIL_HISTORY_RETAIN/);
  });
});
