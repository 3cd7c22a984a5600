import { MARKUP_CHANNELS, type MessageChannel } from '@wbk/contracts';

/** The providers the sim stands in for (the table of apps/provider-sim/README.md). */
export const CHAT_PROVIDERS = ['chat_a', 'chat_b', 'chat_c', 'chat_d'] as const;
export const MAIL_PROVIDERS = ['mail_provider_a', 'mail_provider_b'] as const;
export const PROVIDERS = [...CHAT_PROVIDERS, ...MAIL_PROVIDERS] as const;

export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
export type MailProvider = (typeof MAIL_PROVIDERS)[number];
export type Provider = (typeof PROVIDERS)[number];

const ID_PREFIXES: Record<Provider, string> = {
  chat_a: 'cha_',
  chat_b: 'chb_',
  chat_c: 'chc_',
  chat_d: 'chd_',
  mail_provider_a: 'mpa_',
  mail_provider_b: 'mpb_',
};

/** Random bytes behind each id: 12 bytes are the 24 hex digits the API promises. */
const ID_RANDOM_BYTES = 12;

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

export function isChatProvider(value: string): value is ChatProvider {
  return (CHAT_PROVIDERS as readonly string[]).includes(value);
}

export function isMailProvider(value: string): value is MailProvider {
  return (MAIL_PROVIDERS as readonly string[]).includes(value);
}

/** The outreach channel whose recipient rule (libs/contracts channel-recipients.ts) the provider applies. */
export function channelOf(provider: Provider): MessageChannel {
  return isMailProvider(provider) ? 'email' : provider;
}

export function acceptsMarkup(provider: Provider): boolean {
  return MARKUP_CHANNELS.includes(channelOf(provider));
}

/** A provider message id: the provider's prefix and 24 random hex digits. */
export function newMessageId(provider: Provider, randomHex: (bytes: number) => string): string {
  return `${ID_PREFIXES[provider]}${randomHex(ID_RANDOM_BYTES)}`;
}

/** The RFC 5322 Message-ID a mail provider puts on a mail (angle brackets included, as in the header). */
export function messageIdHeaderOf(provider: MailProvider, messageId: string): string {
  return `<${messageId}@${provider.replace(/_/g, '-')}.sim.invalid>`;
}
