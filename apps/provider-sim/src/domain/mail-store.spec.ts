import { parseMailAddress, parseReferences, seedMessages } from './mail-compose';
import { MAILBOX_MAX_ACCOUNTS, MailStore } from './mail-store';

const owner = { email: 'owner@mailbox.test', name: '' };
const a = 'mail_provider_a' as const;

describe('MailStore', () => {
  it('answers changes after a history id from any page position, and expires ids issued before an expiry', () => {
    const store = new MailStore({ historyRetain: 1_000 });
    store.add(a, 'x', seedMessages(a, owner, 10, 1, 0));
    const h10 = store.historyId(a, 'x');
    store.add(a, 'x', seedMessages(a, owner, 5, 1, 10));
    const changes = store.changesSince(a, 'x', h10, null, 3);
    expect(changes?.messages.map((m) => m.text)).toEqual([10, 11, 12].map((n) => `Message ${n} of the seeded mailbox (seed 1).`));
    expect(store.changesSince(a, 'x', h10, changes!.next, 3)?.messages).toHaveLength(2);
    expect(store.changesSince(a, 'x', 4, null, 100)?.messages).toHaveLength(11);

    const after = store.expireCursors(a, 'x');
    expect(store.changesSince(a, 'x', h10, null, 3)).toBeNull();
    expect(store.changesSince(a, 'x', after - 1, null, 3)).toBeNull();
    expect(store.changesSince(a, 'x', after, null, 3)?.messages).toEqual([]);
    store.add(a, 'x', seedMessages(a, owner, 1, 1, 15));
    expect(store.changesSince(a, 'x', after, null, 3)?.messages).toHaveLength(1);
  });

  it('makes an account on its first read, empty without a seed, and refuses an id already in the mailbox', () => {
    const store = new MailStore({ historyRetain: 10 });
    expect(store.knows(a, 'ghost')).toBe(false);
    expect(store.list(a, 'ghost', 0, 10)).toEqual({ messages: [], next: null, history: 0 });
    expect(store.knows(a, 'ghost')).toBe(true);
    expect(store.size(a, 'ghost')).toBe(0);
    const [message] = seedMessages(a, owner, 1, 3, 0);
    store.add(a, 'x', [message!]);
    expect(() => store.add(a, 'x', [message!])).toThrow(/already in the mailbox/);
    expect(store.size(a, 'x')).toBe(1);
  });

  it('seeds an account once, when first seen, its history counting from there; refuses accounts beyond its bound', () => {
    let seeded = 0;
    const seed = (_provider: string, accountId: string) => {
      seeded += 1;
      return seedMessages(a, owner, 3, 1, accountId.length);
    };
    const store = new MailStore({ historyRetain: 1_000, seed });
    expect(store.historyId(a, 'x')).toBe(3);
    store.add(a, 'x', seedMessages(a, owner, 1, 2, 0));
    expect(store.size(a, 'x')).toBe(4);
    expect(seeded).toBe(1);
    for (let i = 1; i < MAILBOX_MAX_ACCOUNTS; i += 1) store.size(a, `account-${i}`);
    expect(() => store.list(a, 'one-too-many', 0, 10)).toThrow(/holds 2000 mailboxes/);
    expect(store.size(a, 'x')).toBe(4);
  });
});

describe('mail addresses and references', () => {
  it('reads the address forms a send body carries', () => {
    expect(parseMailAddress('"Doe, Jane" <Jane@Acme.test>')).toEqual({ email: 'jane@acme.test', name: 'Doe, Jane' });
    expect(parseMailAddress('Hartley & Wren LLP <intake@hartley-wren.test>')).toEqual({ email: 'intake@hartley-wren.test', name: 'Hartley & Wren LLP' });
    expect(parseMailAddress(' jane@acme.test ')).toEqual({ email: 'jane@acme.test', name: '' });
    expect(parseReferences('<a@x.test> <b@y.test>')).toEqual(['<a@x.test>', '<b@y.test>']);
    expect(parseReferences(undefined)).toEqual([]);
  });
});
