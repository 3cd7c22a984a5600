import { Conversations, RecipientBehaviours, seededConversationIds } from './recipient-state';

describe('Conversations', () => {
  it('knows conv_seed0001 .. conv_seed0020 for every account, and no other seed', () => {
    const conversations = new Conversations();
    const seeded = seededConversationIds();
    expect(seeded).toHaveLength(20);
    expect(seeded[0]).toBe('conv_seed0001');
    expect(seeded[19]).toBe('conv_seed0020');
    for (const id of seeded) expect(conversations.has('any-account', id)).toBe(true);
    expect(conversations.has('any-account', 'conv_seed0000')).toBe(false);
    expect(conversations.has('any-account', 'conv_seed0021')).toBe(false);
  });

  it('adds conversations per account', () => {
    const conversations = new Conversations();
    conversations.add('ws-1', 'conv_matter42');
    expect(conversations.has('ws-1', 'conv_matter42')).toBe(true);
    expect(conversations.has('ws-2', 'conv_matter42')).toBe(false);
  });

  it('is bounded per account and in accounts', () => {
    const conversations = new Conversations(2, 2);
    for (const id of ['conv_aaaaaa1', 'conv_aaaaaa2', 'conv_aaaaaa3']) conversations.add('ws-1', id);
    expect(conversations.has('ws-1', 'conv_aaaaaa1')).toBe(false);
    expect(conversations.has('ws-1', 'conv_aaaaaa3')).toBe(true);
    conversations.add('ws-2', 'conv_bbbbbb1');
    conversations.add('ws-3', 'conv_cccccc1');
    expect(conversations.has('ws-1', 'conv_aaaaaa3')).toBe(false);
    expect(conversations.has('ws-3', 'conv_cccccc1')).toBe(true);
  });
});

describe('RecipientBehaviours', () => {
  it('delivers unless set, per provider and account, emails compared case-insensitively', () => {
    const behaviours = new RecipientBehaviours();
    behaviours.set('mail_provider_a', 'ws-1', 'Jane.Doe@Hartley-Law.test', 'bounce');
    expect(behaviours.of('mail_provider_a', 'ws-1', 'jane.doe@hartley-law.test')).toBe('bounce');
    expect(behaviours.of('mail_provider_b', 'ws-1', 'jane.doe@hartley-law.test')).toBe('deliver');
    expect(behaviours.of('mail_provider_a', 'ws-2', 'jane.doe@hartley-law.test')).toBe('deliver');
    behaviours.set('mail_provider_a', 'ws-1', 'jane.doe@hartley-law.test', 'deliver');
    expect(behaviours.of('mail_provider_a', 'ws-1', 'jane.doe@hartley-law.test')).toBe('deliver');
  });

  it('is bounded', () => {
    const behaviours = new RecipientBehaviours(1);
    behaviours.set('chat_c', 'ws-1', '+447700900001', 'fail');
    behaviours.set('chat_c', 'ws-1', '+447700900002', 'fail');
    expect(behaviours.of('chat_c', 'ws-1', '+447700900001')).toBe('deliver');
    expect(behaviours.of('chat_c', 'ws-1', '+447700900002')).toBe('fail');
  });
});
