import { providerForChannel, type ProviderConnectionState } from './channel-provider';

const connected = (name: string, status = 'healthy'): ProviderConnectionState => ({ name, connected: true, status });
const disconnected = (name: string): ProviderConnectionState => ({ name, connected: false, status: 'disconnected' });

describe('providerForChannel', () => {
  it('sends chat channels through the provider of the same name', () => {
    expect(providerForChannel('chat_c', [connected('chat_c')])).toEqual({ ok: true, provider: 'chat_c' });
    expect(providerForChannel('chat_b', [connected('chat_b', 'degraded')])).toEqual({ ok: true, provider: 'chat_b' });
  });

  it('sends email through mail_provider_a first, else mail_provider_b', () => {
    expect(providerForChannel('email', [connected('mail_provider_b'), connected('mail_provider_a')])).toEqual({ ok: true, provider: 'mail_provider_a' });
    expect(providerForChannel('email', [disconnected('mail_provider_a'), connected('mail_provider_b')])).toEqual({ ok: true, provider: 'mail_provider_b' });
    expect(providerForChannel('email', [connected('mail_provider_a', 'needs_reauth'), connected('mail_provider_b')])).toEqual({ ok: true, provider: 'mail_provider_b' });
  });

  it('says why a channel cannot send', () => {
    expect(providerForChannel('chat_a', [])).toEqual({ ok: false, reason: expect.stringContaining('chat_a is not connected') });
    expect(providerForChannel('chat_a', [connected('chat_a', 'needs_reauth')])).toEqual({ ok: false, reason: expect.stringContaining('re-authorised') });
    expect(providerForChannel('email', [disconnected('mail_provider_a')])).toEqual({ ok: false, reason: expect.stringContaining('mail_provider_a or mail_provider_b') });
  });
});
