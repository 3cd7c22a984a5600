import type { MessageChannel } from '@wbk/contracts';

/** The providers outreach sends through (apps/provider-sim answers for all of them locally). */
export const PROVIDER_NAMES = ['chat_a', 'chat_b', 'chat_c', 'chat_d', 'mail_provider_a', 'mail_provider_b'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Mail goes through the first of these the workspace has connected. */
export const MAIL_PROVIDERS: readonly ProviderName[] = ['mail_provider_a', 'mail_provider_b'];

export function isProviderName(value: string): value is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value);
}

export function isMailProvider(provider: ProviderName): boolean {
  return MAIL_PROVIDERS.includes(provider);
}

/** One provider of the workspace as the workspace service reports it. */
export interface ProviderConnectionState {
  name: string;
  connected: boolean;
  /** healthy | degraded | needs_reauth | disconnected */
  status: string;
}

/**
 * A provider can send when it is connected and its authorisation holds: a
 * `needs_reauth` connection would only fail at the provider. `degraded` still
 * sends (the provider answers, slowly or partly).
 */
export function canSend(connection: ProviderConnectionState | undefined): boolean {
  return connection !== undefined && connection.connected && connection.status !== 'needs_reauth';
}

export type ProviderChoice = { ok: true; provider: ProviderName } | { ok: false; reason: string };

/**
 * The provider of a channel for this workspace: chat_a..chat_d are the
 * providers of the same name (category `channels`); email is whichever mail
 * provider is connected, mail_provider_a first.
 */
export function providerForChannel(channel: MessageChannel, connections: readonly ProviderConnectionState[]): ProviderChoice {
  const byName = new Map(connections.map((c) => [c.name, c]));
  if (channel === 'email') {
    const provider = MAIL_PROVIDERS.find((name) => canSend(byName.get(name)));
    if (provider !== undefined) return { ok: true, provider };
    const reauth = MAIL_PROVIDERS.find((name) => byName.get(name)?.connected === true);
    return {
      ok: false,
      reason:
        reauth !== undefined
          ? `The email provider ${reauth} needs to be re-authorised before it can send`
          : `Channel email is not connected for this workspace: connect ${MAIL_PROVIDERS.join(' or ')} first`,
    };
  }
  const connection = byName.get(channel);
  if (canSend(connection)) return { ok: true, provider: channel };
  return {
    ok: false,
    reason: connection?.connected === true ? `The ${channel} provider needs to be re-authorised before it can send` : `Channel ${channel} is not connected for this workspace: connect the ${channel} provider first`,
  };
}

/** The channel a provider serves (reports name the provider, messages the channel). */
export function channelOfProvider(provider: ProviderName): MessageChannel {
  return isMailProvider(provider) ? 'email' : (provider as MessageChannel);
}
