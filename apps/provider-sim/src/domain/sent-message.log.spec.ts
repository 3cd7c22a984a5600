import type { Provider } from './providers';
import { SentMessageLog, type SentMessage } from './sent-message.log';

let n = 0;
function message(provider: Provider, accountId: string, recipient: string): SentMessage {
  n += 1;
  return {
    id: `id-${n}`,
    provider,
    account_id: accountId,
    recipient,
    idempotency_key: `key-${n}`,
    status: 'sent',
    accepted_at: '2026-03-01T10:00:00.000Z',
    request: {},
  };
}

describe('SentMessageLog', () => {
  it('lists oldest first, filtered by provider, account and recipient', () => {
    const log = new SentMessageLog();
    const a = message('chat_a', 'ws-1', 'C0123456');
    const b = message('mail_provider_a', 'ws-1', 'jane@hartley-law.test');
    const c = message('chat_a', 'ws-2', 'C0123456');
    [a, b, c].forEach((m) => log.add(m));
    expect(log.list({})).toEqual([a, b, c]);
    expect(log.list({ account_id: 'ws-1' })).toEqual([a, b]);
    expect(log.list({ provider: 'chat_a' })).toEqual([a, c]);
    expect(log.list({ account_id: 'ws-1', recipient: 'Jane@Hartley-Law.test' })).toEqual([b]);
    expect(log.find('chat_a', 'ws-1', a.id)).toBe(a);
    expect(log.find('chat_a', 'ws-2', a.id)).toBeUndefined();
  });

  it('keeps the newest per account and in total', () => {
    const log = new SentMessageLog({ perAccount: 2, total: 3 });
    const first = message('chat_a', 'ws-1', 'C0123456');
    log.add(first);
    log.add(message('chat_a', 'ws-1', 'C0123456'));
    log.add(message('chat_a', 'ws-1', 'C0123456'));
    expect(log.list({ account_id: 'ws-1' })).toHaveLength(2);
    expect(log.find('chat_a', 'ws-1', first.id)).toBeUndefined();
    log.add(message('chat_a', 'ws-2', 'C0123456'));
    log.add(message('chat_a', 'ws-3', 'C0123456'));
    expect(log.size).toBe(3);
    expect(log.list({ account_id: 'ws-1' })).toHaveLength(1);
  });
});
