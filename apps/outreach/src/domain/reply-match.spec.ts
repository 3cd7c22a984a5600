import type { MessageState } from './message';
import { answeredMessageIds, matchReply } from './reply-match';

const OURS = ['outreach@firm.example'];
const sent = { public_id: 'mpa_000000000000000000000001', provider: 'mail_provider_a', message_id_header: '<mpa_000000000000000000000001@mail-provider-a.sim.invalid>' } as MessageState;
const older = { public_id: 'mpa_000000000000000000000002', provider: 'mail_provider_a', message_id_header: '<mpa_000000000000000000000002@mail-provider-a.sim.invalid>' } as MessageState;

const email = (fields: Partial<{ from: string; message_id_header: string | null; in_reply_to: string | null; references: string[] }>) => ({
  from: 'jane.doe@hartley-llp.example',
  message_id_header: '<CAF-reply-1@mail.hartley-llp.example>',
  in_reply_to: null,
  references: [],
  ...fields,
});

describe('reply matching', () => {
  it('matches In-Reply-To first, else the newest known reference, comparing without case', () => {
    expect(matchReply(email({ in_reply_to: sent.message_id_header!.toUpperCase() }), [sent], OURS)).toEqual({ kind: 'reply', message: sent });
    expect(matchReply(email({ references: [older.message_id_header!, sent.message_id_header!, '<unknown@elsewhere>'] }), [older, sent], OURS)).toEqual({ kind: 'reply', message: sent });
    expect(answeredMessageIds(email({ in_reply_to: '<a@x>', references: ['<b@x>', '<a@x>'] }))).toEqual(['<a@x>', '<b@x>']);
  });

  it('never takes a copy of our own mail for a reply: from our sender address, or carrying our Message-ID', () => {
    expect(matchReply(email({ from: 'Outreach@Firm.example', in_reply_to: sent.message_id_header }), [sent], OURS)).toEqual({ kind: 'own_copy' });
    expect(matchReply(email({ message_id_header: sent.message_id_header, references: [older.message_id_header!] }), [sent, older], OURS)).toEqual({ kind: 'own_copy' });
  });

  it('leaves mail that answers none of ours alone', () => {
    expect(matchReply(email({ in_reply_to: '<thread@elsewhere.example>' }), [], OURS)).toEqual({ kind: 'unrelated' });
    expect(matchReply(email({}), [], OURS)).toEqual({ kind: 'unrelated' });
  });
});
