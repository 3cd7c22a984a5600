import { RECIPIENT_RULES } from '@wbk/contracts';
import { ProviderSimClient } from '@wbk/testing';
import { ACCOUNT, chatBody, mailBody, sendTo, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;
let control: ProviderSimClient;

beforeEach(async () => {
  t = await startTestSim();
  control = new ProviderSimClient(t.sim.url);
});
afterEach(() => t.sim.close());

const CHAT_RECIPIENTS = { chat_a: 'C0123456', chat_b: 'conv_seed0001', chat_c: '+447700900123', chat_d: '-1001234567' } as const;

describe('chat sends', () => {
  it.each(Object.entries(CHAT_RECIPIENTS))('%s answers sent with its own id prefix', async (provider, recipient) => {
    const res = await sendTo(t.sim, provider, chatBody(recipient));
    const prefix = { chat_a: 'cha_', chat_b: 'chb_', chat_c: 'chc_', chat_d: 'chd_' }[provider];
    expect(res).toMatchObject({ status: 200, body: { status: 'sent', accepted_at: '2026-03-01T10:00:00.000Z' } });
    expect(res.body['id']).toMatch(new RegExp(`^${prefix}[0-9a-f]{24}$`));
    expect(Object.keys(res.body).sort()).toEqual(['accepted_at', 'id', 'status']);
  });

  it.each(['chat_a', 'chat_c', 'chat_d'] as const)('%s refuses a recipient outside its rule (the contracts\' rule)', async (provider) => {
    const res = await sendTo(t.sim, provider, chatBody('jane@hartley-law.test'));
    expect(res.status).toBe(400);
    expect(res.body['error']).toMatchObject({ code: 'invalid_recipient', message: expect.stringContaining(RECIPIENT_RULES[provider].expected) });
    expect(await control.sent({ accountId: ACCOUNT })).toEqual([]);
  });

  it('chat_b answers any recipient that is not one of its conversations (a user\'s address, for one) as conversation_not_found', async () => {
    const res = await sendTo(t.sim, 'chat_b', chatBody('jane@hartley-law.test'));
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'conversation_not_found' } } });
    expect(await control.sent({ accountId: ACCOUNT })).toEqual([]);
  });

  it('takes markup on chat_a and chat_b only', async () => {
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456', { format: 'markup', text: '*Hearing* moved to _Friday_' }))).status).toBe(200);
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_seed0002', { format: 'markup' }))).status).toBe(200);
    for (const [provider, recipient] of [['chat_c', '+447700900123'], ['chat_d', '12345678']] as const) {
      const res = await sendTo(t.sim, provider, chatBody(recipient, { format: 'markup' }));
      expect(res.status).toBe(400);
      expect(res.body['error']).toMatchObject({ code: 'invalid_request', details: [{ field: 'format', message: expect.stringContaining(provider) }] });
    }
    expect(await control.sent({ provider: 'chat_c' })).toEqual([]);
  });

  it('sends on chat_b only into a known conversation of the account', async () => {
    const unknown = await sendTo(t.sim, 'chat_b', chatBody('conv_matter0042'));
    expect(unknown.status).toBe(404);
    expect(unknown.body['error']).toMatchObject({ code: 'conversation_not_found' });
    await control.addConversation(ACCOUNT, 'conv_matter0042');
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_matter0042'))).status).toBe(200);
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_matter0042'), { account: 'another-workspace' })).status).toBe(404);
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_seed0020'), { account: 'another-workspace' })).status).toBe(200);
  });

  it('refuses a malformed body as invalid_request, naming the fields', async () => {
    const res = await sendTo(t.sim, 'chat_a', { recipient: 'C0123456', message: 'old field name' });
    expect(res.status).toBe(400);
    const fields = ((res.body['error'] as { details: Array<{ field: string }> }).details ?? []).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['text', 'format']));
    const raw = await fetch(`${t.sim.url}/providers/chat_a/messages`, { method: 'POST', headers: { 'x-account-id': ACCOUNT, 'idempotency-key': 'k' }, body: '{not json' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('requires X-Account-Id and Idempotency-Key', async () => {
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { account: null })).body['error']).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('X-Account-Id') });
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: null })).body['error']).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('Idempotency-Key') });
  });

  it('answers 404 for a provider it does not simulate', async () => {
    const res = await sendTo(t.sim, 'chat_z', chatBody('C0123456'));
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

describe('mail sends', () => {
  it.each([
    ['mail_provider_a', 'mpa_', 'mail-provider-a'],
    ['mail_provider_b', 'mpb_', 'mail-provider-b'],
  ])('%s answers queued with its id and the Message-ID it put on the mail', async (provider, prefix, domain) => {
    const res = await sendTo(t.sim, provider, mailBody('jane.doe@acme-holdings.test', { headers: { 'List-Unsubscribe': '<https://example.test/u/1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }));
    expect(res.status).toBe(200);
    const id = res.body['id'] as string;
    expect(id).toMatch(new RegExp(`^${prefix}[0-9a-f]{24}$`));
    expect(res.body).toEqual({ id, status: 'queued', accepted_at: '2026-03-01T10:00:00.000Z', message_id_header: `<${id}@${domain}.sim.invalid>` });
    const [logged] = await control.sent({ provider: provider as 'mail_provider_a' });
    expect(logged).toMatchObject({ id, recipient: 'jane.doe@acme-holdings.test', message_id_header: res.body['message_id_header'], request: { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } });
  });

  it('applies the email rule to `to` and keeps headers to one line', async () => {
    expect((await sendTo(t.sim, 'mail_provider_a', mailBody('not-an-address'))).body['error']).toMatchObject({ code: 'invalid_recipient' });
    const injected = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test', { subject: 'Hi\r\nBcc: all@acme.test' }));
    expect(injected.body['error']).toMatchObject({ code: 'invalid_request', details: [{ field: 'subject' }] });
    const reserved = await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test', { headers: { 'Message-ID': '<x@y>' } }));
    expect(reserved.body['error']).toMatchObject({ code: 'invalid_request' });
  });
});

describe('attachments', () => {
  const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

  it('takes inline base64 and logs the attachment without its content', async () => {
    const attachment = { filename: 'engagement-letter.pdf', mime_type: 'application/pdf', content_base64: base64Of(1000) };
    expect((await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test', { attachments: [attachment] }))).status).toBe(200);
    const [logged] = await control.sent({ accountId: ACCOUNT });
    expect(logged!.request['attachments']).toEqual([{ filename: 'engagement-letter.pdf', mime_type: 'application/pdf', bytes: 1000 }]);
  });

  it('refuses url attachments, more than 10, one over 5 MiB and more than 10 MiB together', async () => {
    const small = { filename: 'a.txt', mime_type: 'text/plain', content_base64: base64Of(3) };
    const refused = [
      [{ filename: 'a.pdf', mime_type: 'application/pdf', url: 'https://files.test/a.pdf' }],
      Array.from({ length: 11 }, () => small),
      [{ ...small, content_base64: base64Of(5 * 1024 * 1024 + 1) }],
      [
        { ...small, content_base64: base64Of(5 * 1024 * 1024) },
        { ...small, content_base64: base64Of(5 * 1024 * 1024) },
        small,
      ],
      [{ ...small, content_base64: 'not base64!' }],
    ];
    for (const attachments of refused) {
      const res = await sendTo(t.sim, 'chat_a', chatBody('C0123456', { attachments }));
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    }
    const exactly = [{ ...small, content_base64: base64Of(5 * 1024 * 1024) }, { ...small, content_base64: base64Of(5 * 1024 * 1024) }];
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456', { attachments: exactly }))).status).toBe(200);
  }, 30_000); // four bodies of 5-14 MiB encoded and parsed: seconds on two loaded cores
});
