import { addressesOf, dedupKey, derivedId, isOwnSentCopy, toSyncedEmail, type ProviderMessage } from './synced-message';

const message: ProviderMessage = {
  id: 'mpa_000000000000000000000001',
  thread_id: 't-1',
  message_id_header: ' <Reply-1@Client.example> ',
  in_reply_to: '<sent-1@firm.example>',
  references: ['<sent-1@firm.example>'],
  from: { email: 'Jane@Client.example', name: 'Jane' },
  to: [{ email: 'partner@firm.example' }],
  cc: [{ email: 'john@client.example' }, { email: 'jane@client.example' }],
  subject: 'Re: engagement',
  text: '  Thanks,\n\n we accept. ',
  sent_at: '2026-11-24T09:00:00+01:00',
  labels: ['INBOX'],
};

describe('synced messages', () => {
  it('deduplicates on the Message-ID across providers, and on the provider id without one', () => {
    expect(dedupKey('mail_provider_a', message)).toBe(dedupKey('mail_provider_b', { id: 'mpb_x', message_id_header: '<reply-1@client.example>' }));
    expect(dedupKey('mail_provider_a', { id: 'mpa_1', message_id_header: null })).not.toBe(dedupKey('mail_provider_b', { id: 'mpa_1', message_id_header: null }));
    expect(derivedId('ws', 'k')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('tells a copy of mail the owner sent from mail received, a note to oneself counting as received', () => {
    expect(isOwnSentCopy({ labels: ['SENT'] })).toBe(true);
    expect(isOwnSentCopy({ labels: ['sent', 'IMPORTANT'] })).toBe(true);
    expect(isOwnSentCopy({ labels: ['SENT', 'INBOX'] })).toBe(false);
    expect(isOwnSentCopy({ labels: ['INBOX'] })).toBe(false);
    expect(isOwnSentCopy({ labels: [] })).toBe(false);
  });

  it('collects every address once, lower-cased', () => {
    expect(addressesOf(message)).toEqual(['jane@client.example', 'partner@firm.example', 'john@client.example']);
  });

  it('builds the record with the sender contact and every matched contact', () => {
    const email = toSyncedEmail({
      workspaceId: 'ws',
      provider: 'mail_provider_a',
      jobId: null,
      message,
      contactsByEmail: new Map([
        ['jane@client.example', ['c-jane']],
        ['john@client.example', ['c-john']],
      ]),
      now: '2026-11-24T10:00:00.000Z',
    });
    expect(email).toMatchObject({
      message_id_header: '<Reply-1@Client.example>',
      from: 'jane@client.example',
      snippet: 'Thanks, we accept.',
      received_at: '2026-11-24T08:00:00.000Z',
      contact_id: 'c-jane',
      contact_ids: ['c-jane', 'c-john'],
    });
  });
});
