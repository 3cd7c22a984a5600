import { pendingMessage, type MessageState } from './message';
import { answerToRepeat } from './repeated-send';

const recorded = (fields: Partial<MessageState>): MessageState => ({
  ...pendingMessage({
    id: '9b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    provider: 'chat_b',
    message: { channel: 'chat_b', recipient: 'C0LITIGATE', message: 'hi', subject: null, format: 'markup', contact_id: null, deal_id: null, attachments: [] },
    origin: undefined,
    idempotencyKey: 'k1',
    fingerprint: 'fp-1',
    attachments: [],
    now: '2026-03-02T10:00:00.000Z',
  }),
  ...fields,
});

describe('answerToRepeat', () => {
  it('answers an accepted send as it was recorded', () => {
    const accepted = recorded({ send_state: 'accepted', status: 'sent', public_id: 'chb_1' });
    expect(answerToRepeat(accepted, 'fp-1')).toBe(accepted);
  });

  it('calls the provider again for a send still pending or failed', () => {
    expect(answerToRepeat(recorded({}), 'fp-1')).toBeNull();
    expect(answerToRepeat(recorded({ send_state: 'failed', status: 'failed' }), 'fp-1')).toBeNull();
  });

  it('refuses a key used for another message, whatever its state', () => {
    expect(() => answerToRepeat(recorded({ send_state: 'accepted' }), 'fp-2')).toThrow(expect.objectContaining({ code: 'idempotency_conflict' }));
  });

  it('answers a refused send with the same refusal, without calling the provider', () => {
    const refused = recorded({ send_state: 'rejected', status: 'failed', provider_status: 404, error: { code: 'conversation_not_found', message: 'no such conversation' } });
    expect(() => answerToRepeat(refused, 'fp-1')).toThrow(expect.objectContaining({ code: 'conversation_required' }));
  });
});

describe('pendingMessage', () => {
  it('records a send before the provider call: queued, pending, under its local id, with the caller key and origin', () => {
    const record = recorded({});
    expect(record).toMatchObject({ status: 'queued', send_state: 'pending', provider_key: record.id, provider_message_id: null, idempotency_key: 'k1', campaign_id: null, workflow_id: null });
    expect(record.public_id).toMatch(/^msg_[0-9a-f]{32}$/);
  });
});
