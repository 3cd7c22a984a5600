// POST /v1/channels/send, GET /v1/messages(/{id}): the handlers on an embedded
// store, with stand-ins for the workspace service, the CRM and the providers.
import { MESSAGE_LIMITS, type MessageRecord } from '@wbk/contracts';
import { localMessageId } from '../domain/message';
import { MESSAGES_COLLECTION } from '../store/message.repository';
import { OTHER_WS, WS, api, data, failure, outboxOf, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

const KEY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture();
  for (const provider of ['chat_a', 'chat_b', 'chat_c', 'chat_d', 'mail_provider_a'] as const) f.profiles.connect(provider);
});

afterEach(async () => {
  await f.stop();
});

const send = (body: Record<string, unknown>, key?: string) => f.rpc.SendChannelMessage(api(body, key === undefined ? {} : { key }));
const stored = () => f.store.collection(MESSAGES_COLLECTION).countDocuments({});

describe('SendChannelMessage', () => {
  it('sends through the channel\'s provider and answers the stored message, and the contact\'s timeline hears of it', async () => {
    const contact = f.crm.addContact({ full_name: 'Jane Doe' });
    const message = data<MessageRecord>(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: '*New matter*', format: 'markup', contact_id: contact.id }));
    expect(message).toEqual({
      id: 'cha_000000000000000000000001',
      channel: 'chat_a',
      status: 'sent',
      sent_at: '2026-03-02T10:00:00.000Z',
      recipient: 'C0LITIGATE',
      subject: null,
      format: 'markup',
      contact_id: contact.id,
      deal_id: null,
      campaign_id: null,
      attachments: [],
      error: null,
      status_updated_at: '2026-03-02T10:00:00.000Z',
      created_at: '2026-03-02T10:00:00.000Z',
    });
    expect(f.providers.calls[0]).toMatchObject({ provider: 'chat_a', accountId: WS, body: { recipient: 'C0LITIGATE', text: '*New matter*', format: 'markup' } });
    expect(data(await f.rpc.GetMessage(api(undefined, { path: { id: message.id } })))).toEqual(message);
    const doc = await f.store.collection(MESSAGES_COLLECTION).findOne({ public_id: message.id });
    const events = await outboxOf(f.store, MESSAGES_COLLECTION, doc!._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'message.sent', workspace_id: WS, data: { message: { id: doc!._id, provider_message_id: message.id, channel: 'chat_a', contact_id: contact.id, message: '*New matter*', sent_at: message.sent_at } } });
    expect(f.kicks()).toBe(1);
  });

  it('sends email through the first connected mail provider, lower-cases the address, and announces nothing without a contact', async () => {
    f.profiles.connect('mail_provider_a', WS, 'disconnected');
    f.profiles.connect('mail_provider_b');
    const message = data<MessageRecord>(await send({ channel: 'email', recipient: 'Jane.Doe@Example.com', subject: 'Your matter', message: 'Dear Jane' }));
    expect(message).toMatchObject({ id: 'mpb_000000000000000000000001', recipient: 'jane.doe@example.com', subject: 'Your matter' });
    expect(f.providers.calls[0]).toMatchObject({ provider: 'mail_provider_b', body: { from: 'outreach@firm.example', to: 'jane.doe@example.com', subject: 'Your matter', text: 'Dear Jane' } });
    const doc = await f.store.collection(MESSAGES_COLLECTION).findOne({ public_id: message.id });
    expect(await outboxOf(f.store, MESSAGES_COLLECTION, doc!._id)).toEqual([]);
  });

  it.each([
    [{ channel: 'fax', recipient: 'x', message: 'hi' }, 'channel'],
    [{ channel: 'chat_c', recipient: '07700900123', message: 'hi' }, 'recipient'],
    [{ channel: 'chat_a', recipient: 'general', message: 'hi' }, 'recipient'],
    [{ channel: 'chat_d', recipient: '12ab', message: 'hi' }, 'recipient'],
    [{ channel: 'email', recipient: 'not-an-address', subject: 'S', message: 'hi' }, 'recipient'],
    [{ channel: 'email', recipient: 'jane@example.com', message: 'hi' }, 'subject'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', subject: 'S', message: 'hi' }, 'subject'],
    [{ channel: 'chat_c', recipient: '+447700900123', message: 'hi', format: 'markup' }, 'format'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'x'.repeat(MESSAGE_LIMITS.message + 1) }, 'message'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: '' }, 'message'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', contact_id: 'jane' }, 'contact_id'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: [{ filename: 'a.pdf', mime_type: 'application/pdf', content_base64: 'not base64!' }] }, 'attachments.0.content_base64'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: [{ filename: 'a.pdf', mime_type: 'application/pdf', url: 'http://files.example.com/a.pdf' }] }, 'attachments.0.url'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: [{ filename: '../a.pdf', mime_type: 'application/pdf', content_base64: 'AAAA' }] }, 'attachments.0.filename'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: [{ filename: 'a.pdf', mime_type: 'application/pdf' }] }, 'attachments.0'],
    [{ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', bcc: 'x' }, 'bcc'],
  ])('refuses %j with 400 naming %s, and sends and stores nothing', async (body, field) => {
    const result = await failure(send(body));
    expect(result.code).toBe('validation_error');
    expect(result.fields.map((i) => i.field)).toContain(field);
    expect(f.providers.calls).toHaveLength(0);
    expect(await stored()).toBe(0);
  });

  it('refuses attachments over the size limits, inline or fetched', async () => {
    const big = Buffer.alloc(MESSAGE_LIMITS.attachmentBytes + 1).toString('base64');
    expect((await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: [{ filename: 'a.bin', mime_type: 'application/octet-stream', content_base64: big }] }))).fields[0]!.field).toBe('attachments.0.content_base64');
    const four = Buffer.alloc(4 * 1024 * 1024).toString('base64');
    const inline = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `f${i}.bin`, mime_type: 'application/octet-stream', content_base64: four }));
    expect((await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: inline(3) }))).fields[0]!.field).toBe('attachments');
    // Two inline files of 4 MiB leave 2 MiB for a fetched one: a 3 MiB file is refused without being kept.
    f.fetcher.files.set('https://files.example.com/brief.pdf', { ok: true, body: Buffer.alloc(3 * 1024 * 1024) });
    const mixed = [...inline(2), { filename: 'brief.pdf', mime_type: 'application/pdf', url: 'https://files.example.com/brief.pdf' }];
    const result = await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', attachments: mixed }));
    expect(result).toMatchObject({ code: 'validation_error', fields: [{ field: 'attachments.2.url', message: expect.stringContaining('more than') }] });
    expect(f.providers.calls).toHaveLength(0);
    expect(await stored()).toBe(0);
  });

  it('fetches URL attachments and sends them inline; a URL the guard refuses is a 400', async () => {
    f.fetcher.files.set('https://files.example.com/brief.pdf', { ok: true, body: Buffer.from('%PDF brief') });
    const message = data<MessageRecord>(
      await send({
        channel: 'chat_a',
        recipient: 'C0LITIGATE',
        message: 'The brief',
        attachments: [
          { filename: 'brief.pdf', mime_type: 'application/pdf', url: 'https://files.example.com/brief.pdf' },
          { filename: 'note.txt', mime_type: 'text/plain', content_base64: Buffer.from('note').toString('base64') },
        ],
      }),
    );
    expect(message.attachments).toEqual([
      { filename: 'brief.pdf', mime_type: 'application/pdf', size_bytes: 10 },
      { filename: 'note.txt', mime_type: 'text/plain', size_bytes: 4 },
    ]);
    expect(f.providers.calls[0]!.body).toMatchObject({ attachments: [{ filename: 'brief.pdf', content_base64: Buffer.from('%PDF brief').toString('base64') }, { filename: 'note.txt' }] });
    f.fetcher.files.set('https://10.0.0.5/x.pdf', { ok: false, reason: '10.0.0.5 is private (10.0.0.0/8)' });
    const refused = await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'x', attachments: [{ filename: 'x.pdf', mime_type: 'application/pdf', url: 'https://10.0.0.5/x.pdf' }] }));
    expect(refused).toMatchObject({ code: 'validation_error', fields: [{ field: 'attachments.0.url', message: expect.stringContaining('private') }] });
    expect(await stored()).toBe(1);
  });

  it('answers 403 when the channel\'s provider is not connected or needs re-authorisation', async () => {
    f.profiles.connect('chat_d', WS, 'disconnected');
    expect(await failure(send({ channel: 'chat_d', recipient: '-100123', message: 'hi' }))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('chat_d is not connected') });
    f.profiles.connect('chat_c', WS, 'needs_reauth');
    expect(await failure(send({ channel: 'chat_c', recipient: '+447700900123', message: 'hi' }))).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('re-authorised') });
    expect(await failure(f.rpc.SendChannelMessage(api({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }, { ws: OTHER_WS })))).toMatchObject({ code: 'insufficient_permissions' });
    expect(f.providers.calls).toHaveLength(0);
    expect(await stored()).toBe(0);
  });

  it('answers 404 for a contact or deal that is not a live record of the workspace', async () => {
    const foreign = f.crm.addContact({ full_name: 'Other Firm' }, OTHER_WS);
    expect(await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', contact_id: foreign.id }))).toMatchObject({ code: 'not_found', details: { field: 'contact_id' } });
    expect(await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', deal_id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }))).toMatchObject({ code: 'not_found', details: { field: 'deal_id' } });
    f.crm.deals.add(`${WS}:9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`);
    expect(data(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', deal_id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }))).toMatchObject({ deal_id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' });
    expect(f.providers.calls).toHaveLength(1);
  });

  it('refuses a suppressed email address or phone number with 409 and sends nothing', async () => {
    await f.rpc.CreateSuppression(api({ type: 'email', value: 'No.Contact@Example.com' }));
    await f.rpc.CreateSuppression(api({ type: 'phone', value: '+447700900123' }));
    expect(await failure(send({ channel: 'email', recipient: 'no.contact@example.COM', subject: 'S', message: 'hi' }))).toMatchObject({ code: 'recipient_suppressed' });
    expect(await failure(send({ channel: 'chat_c', recipient: '+447700900123', message: 'hi' }))).toMatchObject({ code: 'recipient_suppressed' });
    expect(f.providers.calls).toHaveLength(0);
    expect(await stored()).toBe(0);
  });

  it('answers 404 conversation_required for a chat_b conversation the provider does not have, and records the refusal', async () => {
    const result = await failure(send({ channel: 'chat_b', recipient: 'conv_unknown1', message: 'hi' }, KEY));
    expect(result.code).toBe('conversation_required');
    const [message] = data<MessageRecord[]>(await f.rpc.ListMessages(api()));
    expect(message).toMatchObject({ channel: 'chat_b', status: 'failed', sent_at: null, error: { code: 'conversation_not_found' } });
    expect(message!.id).toMatch(/^msg_[0-9a-f]{32}$/);
    // A retry with the same key answers the same refusal without calling the provider again.
    expect((await failure(send({ channel: 'chat_b', recipient: 'conv_unknown1', message: 'hi' }, KEY))).code).toBe('conversation_required');
    expect(f.providers.calls).toHaveLength(1);
    expect(data(await send({ channel: 'chat_b', recipient: 'conv_seed0001', message: 'hi' }))).toMatchObject({ id: expect.stringMatching(/^chb_/) });
  });

  it.each(['U0JANE01', '+447700900123', 'jane.doe@example.com'])('sends a chat_b recipient that is not a conversation (%s) to the provider, which answers 404 conversation_required', async (recipient) => {
    const result = await failure(send({ channel: 'chat_b', recipient, message: 'hi' }));
    expect(result.code).toBe('conversation_required');
    expect(f.providers.calls).toHaveLength(1);
    expect(f.providers.calls[0]).toMatchObject({ provider: 'chat_b', body: { recipient } });
  });

  it('still refuses a chat_b recipient no id can be (a control character) with 400 on recipient', async () => {
    expect(await failure(send({ channel: 'chat_b', recipient: 'conv\u0007seed', message: 'hi' }))).toMatchObject({ code: 'validation_error' });
    expect(f.providers.calls).toHaveLength(0);
  });

  it('reads chat_a and chat_b messages in their markup unless format says text, and the other channels as text', async () => {
    const formatOf = async (body: Record<string, unknown>) => {
      const message = data<MessageRecord>(await send({ message: '*New matter*', ...body }));
      return { answered: message.format, sent: (f.providers.calls.at(-1)?.body as { format?: string }).format };
    };
    expect(await formatOf({ channel: 'chat_a', recipient: 'C0LITIGATE' })).toEqual({ answered: 'markup', sent: 'markup' });
    expect(await formatOf({ channel: 'chat_b', recipient: 'conv_seed0001' })).toEqual({ answered: 'markup', sent: 'markup' });
    expect(await formatOf({ channel: 'chat_a', recipient: 'C0LITIGATE', format: 'text' })).toEqual({ answered: 'text', sent: 'text' });
    expect(await formatOf({ channel: 'chat_a', recipient: 'C0LITIGATE', format: 'markup' })).toEqual({ answered: 'markup', sent: 'markup' });
    expect(await formatOf({ channel: 'chat_c', recipient: '+447700900123' })).toEqual({ answered: 'text', sent: 'text' });
    expect(await formatOf({ channel: 'chat_d', recipient: '-1001234567' })).toEqual({ answered: 'text', sent: 'text' });
  });

  it.each([
    ['delivered', 'sent'],
    ['bounced', 'sent'],
    ['failed', 'failed'],
  ] as const)('answers a keyed retry of a send the provider since reported %s with status %s (the send result\'s statuses only)', async (reported, answered) => {
    const first = data<MessageRecord>(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }, KEY));
    expect(first.status).toBe('sent');
    await f.store.collection(MESSAGES_COLLECTION).updateOne({ public_id: first.id }, { $set: { status: reported } });
    const retry = data<MessageRecord>(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }, KEY));
    expect(retry).toMatchObject({ id: first.id, status: answered });
    expect(data<MessageRecord>(await f.rpc.GetMessage(api(undefined, { path: { id: first.id } }))).status).toBe(reported);
    expect(f.providers.calls).toHaveLength(1);
  });

  it('retries a failing provider with the same key, then answers 502 with the provider, status and reason', async () => {
    f.providers.script.push(
      { kind: 'unavailable', httpStatus: 503, reason: 'maintenance' },
      { kind: 'unavailable', httpStatus: 500, reason: 'boom' },
      { kind: 'unavailable', httpStatus: null, reason: 'no answer within 5000 ms' },
      { kind: 'unavailable', httpStatus: 503, reason: 'maintenance' },
    );
    const result = await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }));
    expect(result).toMatchObject({ code: 'provider_error', details: { provider: 'chat_a', status: 503, reason: 'maintenance', message_id: expect.stringMatching(/^msg_/) } });
    expect(f.providers.calls).toHaveLength(4);
    expect(new Set(f.providers.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(data<MessageRecord>(await f.rpc.GetMessage(api(undefined, { path: { id: String(result.details['message_id']) } })))).toMatchObject({ status: 'failed', error: { code: 'provider_error' } });
  });

  it('waits out a short provider 429 and gives up on a long one', async () => {
    f.providers.script.push({ kind: 'rate_limited', retryAfterMs: 1_000 });
    expect(data(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }))).toMatchObject({ status: 'sent' });
    expect(f.providers.calls).toHaveLength(2);
    f.providers.script.push({ kind: 'rate_limited', retryAfterMs: 30_000 });
    expect(await failure(send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'again' }))).toMatchObject({ code: 'provider_error', details: { status: 429 } });
    expect(f.providers.calls).toHaveLength(3);
  });

  describe('idempotency', () => {
    const body = { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'Once only' };

    it('sends once per key and answers the same message to a retry', async () => {
      const first = data(await send(body, KEY));
      const second = data(await send(body, KEY));
      expect(second).toEqual(first);
      expect(f.providers.calls).toHaveLength(1);
      expect(await stored()).toBe(1);
    });

    it('refuses the same key with a different message', async () => {
      await send(body, KEY);
      expect((await failure(send({ ...body, message: 'Something else' }, KEY))).code).toBe('idempotency_conflict');
      expect(f.providers.calls).toHaveLength(1);
    });

    it('calls the provider again with the same key when the first attempt died mid-call, and the provider sends once', async () => {
      // The first attempt recorded the send and reached the provider, then its process died before recording the answer.
      const [record] = await Promise.all([f.sendMessage.execute({ workspaceId: WS, requestId: 'r', message: { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'Once only', subject: null, format: 'markup', contact_id: null, deal_id: null, attachments: [] }, idempotency: { scope: 'api', key: KEY }, deadlineMs: f.clock.now().getTime() + 10_000 })]);
      await f.messages.update(WS, record.id, { send_state: 'pending', status: 'queued', public_id: localMessageId(record.id), provider_message_id: null, accepted_at: null });
      const retried = data<MessageRecord>(await send(body, KEY));
      expect(retried.id).toBe(record.public_id);
      expect(f.providers.calls.map((c) => c.idempotencyKey)).toEqual([record.id, record.id]);
      expect(f.providers.distinctSends()).toBe(1);
    });

    it('sends again without a key', async () => {
      await send(body);
      await send(body);
      expect(f.providers.distinctSends()).toBe(2);
    });
  });
});

describe('ListMessages / GetMessage', () => {
  it('lists newest first with filters, and answers 404 for another workspace\'s message', async () => {
    const jane = f.crm.addContact({ full_name: 'Jane Doe' });
    const first = data<MessageRecord>(await send({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'one', contact_id: jane.id }));
    f.clock.advance(1_000);
    const second = data<MessageRecord>(await send({ channel: 'email', recipient: 'jane@example.com', subject: 'S', message: 'two' }));
    expect(data<MessageRecord[]>(await f.rpc.ListMessages(api())).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(data<MessageRecord[]>(await f.rpc.ListMessages(api(undefined, { query: { contact_id: jane.id } }))).map((m) => m.id)).toEqual([first.id]);
    expect(data<MessageRecord[]>(await f.rpc.ListMessages(api(undefined, { query: { contact_id: jane.id.toUpperCase() } }))).map((m) => m.id)).toEqual([first.id]);
    expect(data<MessageRecord[]>(await f.rpc.ListMessages(api(undefined, { query: { recipient: 'JANE@example.com' } }))).map((m) => m.id)).toEqual([second.id]);
    expect(data<MessageRecord[]>(await f.rpc.ListMessages(api(undefined, { query: { channel: 'chat_a', status: 'sent' } }))).map((m) => m.id)).toEqual([first.id]);
    const page = await f.rpc.ListMessages(api(undefined, { query: { per_page: '1', page: '2' } }));
    expect(page.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect((await failure(f.rpc.ListMessages(api(undefined, { query: { status: 'lost' } })))).fields[0]!.field).toBe('status');
    expect((await failure(f.rpc.GetMessage(api(undefined, { path: { id: first.id }, ws: OTHER_WS })))).code).toBe('not_found');
    expect((await failure(f.rpc.GetMessage(api(undefined, { path: { id: '../etc' } })))).code).toBe('not_found');
  });
});
