/**
 * Direct sends through the whole stack: one message on every channel lands
 * on the contact's timeline, a keyed retry sends nothing twice, and the bad
 * inputs of the send and campaign routes answer what the contract says.
 */
import { anIdempotencyKey, anUnknownId, expectEventually, startStack, type Stack } from '@wbk/testing';
import { createContacts, emailStep, outreachEnv, outreachWorkspace, simOf, simSent, startCampaign } from './outreach.support';

const ALL_PROVIDERS = [
  { category: 'email', name: 'mail_provider_a' },
  { category: 'channels', name: 'chat_a' },
  { category: 'channels', name: 'chat_b' },
  { category: 'channels', name: 'chat_c' },
  { category: 'channels', name: 'chat_d' },
];

interface Message {
  id: string;
  channel: string;
  status: string;
  recipient: string;
  contact_id: string | null;
}

describe('outreach messages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { outreach: outreachEnv() } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('a message sent on each channel shows on the contact timeline', async () => {
    const ws = await outreachWorkspace(stack, ALL_PROVIDERS);
    const [contact] = await createContacts(ws.api, 1, 'timeline');
    const sends = [
      { channel: 'email', recipient: contact!.email, subject: 'Your documents', message: 'They are ready for signature.' },
      { channel: 'chat_a', recipient: 'C0LITIGATION', message: 'Hearing moved to 10:00.' },
      { channel: 'chat_b', recipient: 'conv_seed0001', message: 'Draft attached in the matter room.' },
      { channel: 'chat_c', recipient: '+447700900123', message: 'Reminder: call at 3pm.' },
      { channel: 'chat_d', recipient: '123456789', message: 'Filing confirmed.' },
    ];
    const sent: Message[] = [];
    for (const body of sends) {
      const response = await ws.api.post('/v1/channels/send', { ...body, contact_id: contact!.id });
      expect(response.status).toBe(200);
      sent.push(response.body.data as Message);
    }
    expect(sent.map((m) => m.channel)).toEqual(['email', 'chat_a', 'chat_b', 'chat_c', 'chat_d']);

    const timeline = await expectEventually(
      async () => {
        const response = await ws.api.get(`/v1/contacts/${contact!.id}/activities?per_page=50`);
        const entries = (response.body.data as Array<{ type: string; metadata: Record<string, unknown> }>).filter((a) => a.type === 'message_sent');
        expect(entries).toHaveLength(5);
        return entries;
      },
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(timeline.map((a) => a.metadata['channel']).sort()).toEqual(['chat_a', 'chat_b', 'chat_c', 'chat_d', 'email']);
  });

  it('a keyed retry answers the same message and the provider sends once; another body under the key is 409', async () => {
    const ws = await outreachWorkspace(stack);
    const key = anIdempotencyKey();
    const body = { channel: 'email', recipient: 'retry@hartley-llp.example', subject: 'Invoice', message: 'Attached.' };
    const first = await ws.api.post('/v1/channels/send', body, { 'idempotency-key': key });
    const again = await ws.api.post('/v1/channels/send', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((again.body.data as Message).id).toBe((first.body.data as Message).id);
    expect(await simSent(stack, ws.id, 'retry@hartley-llp.example')).toHaveLength(1);
    const other = await ws.api.post('/v1/channels/send', { ...body, message: 'Different.' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: { code: 'idempotency_conflict' } });
  });

  it('sends a chat_b message to a recipient that is not a conversation (a user id) to the provider, and answers 404 conversation_required', async () => {
    const ws = await outreachWorkspace(stack, [{ category: 'channels', name: 'chat_b' }]);
    for (const recipient of ['U0JANE01', 'jane.doe']) {
      const response = await ws.api.post('/v1/channels/send', { channel: 'chat_b', recipient, message: 'Hello Jane' });
      expect({ status: response.status, code: (response.body as { error?: { code?: string } }).error?.code }).toEqual({ status: 404, code: 'conversation_required' });
    }
    expect(await simOf(stack).sent({ accountId: ws.id })).toHaveLength(0);
  });

  it('sends chat_a and chat_b messages in their markup without a format field; format text still sends them literally', async () => {
    const ws = await outreachWorkspace(stack, ALL_PROVIDERS);
    const sends = [
      { channel: 'chat_a', recipient: 'C0MARKUP01', message: '*Filed*' },
      { channel: 'chat_b', recipient: 'conv_seed0002', message: '*Filed*' },
      { channel: 'chat_a', recipient: 'C0MARKUP02', message: '*Filed*', format: 'text' },
      { channel: 'chat_c', recipient: '+447700900199', message: '*Filed*' },
    ];
    for (const body of sends) expect((await ws.api.post('/v1/channels/send', body)).status).toBe(200);
    const sent = await simOf(stack).sent({ accountId: ws.id });
    const formatOf = (recipient: string) => (sent.find((m) => m.recipient === recipient)?.request as { format?: string } | undefined)?.format;
    expect(sends.map((b) => [b.recipient, formatOf(b.recipient)])).toEqual([
      ['C0MARKUP01', 'markup'],
      ['conv_seed0002', 'markup'],
      ['C0MARKUP02', 'text'],
      ['+447700900199', 'text'],
    ]);
  });

  it('answers the bad inputs of sends with the contract\'s codes', async () => {
    const ws = await outreachWorkspace(stack, [{ category: 'email', name: 'mail_provider_a' }, { category: 'channels', name: 'chat_b' }]);
    const expectError = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await ws.api.post('/v1/channels/send', body);
      expect({ status: response.status, code: (response.body as { error?: { code?: string } }).error?.code }).toEqual({ status, code });
    };
    await expectError({ channel: 'chat_a', recipient: 'C0LITIGATION', message: 'Not connected' }, 403, 'insufficient_permissions');
    await expectError({ channel: 'email', recipient: 'someone@hartley-llp.example', subject: 'Hi', message: 'Hi', contact_id: anUnknownId() }, 404, 'not_found');
    await expectError({ channel: 'chat_b', recipient: 'conv_nosuchroom', message: 'Hi' }, 404, 'conversation_required');
    await expectError({ channel: 'email', recipient: 'not-an-address', subject: 'Hi', message: 'Hi' }, 400, 'validation_error');
    expect((await ws.api.post('/v1/suppressions', { type: 'email', value: 'gone@hartley-llp.example' })).status).toBe(201);
    await expectError({ channel: 'email', recipient: 'Gone@Hartley-LLP.example', subject: 'Hi', message: 'Hi' }, 409, 'recipient_suppressed');
    expect(await simOf(stack).sent({ accountId: ws.id })).toHaveLength(0);
  });

  it('answers the bad inputs of campaign state changes with the contract\'s codes', async () => {
    const ws = await outreachWorkspace(stack);
    const contacts = await createContacts(ws.api, 1, 'states');
    const campaign = await startCampaign(ws.api, [emailStep(3_600, 'Later')], contacts.map((c) => c.id));
    const codeOf = async (path: string) => {
      const response = await ws.api.post(path);
      return { status: response.status, code: (response.body as { error?: { code?: string } }).error?.code };
    };
    expect(await codeOf(`/v1/campaigns/${campaign.id}/start`)).toEqual({ status: 409, code: 'campaign_not_draft' });
    expect(await codeOf(`/v1/campaigns/${campaign.id}/resume`)).toEqual({ status: 409, code: 'campaign_not_paused' });
    expect(await codeOf(`/v1/campaigns/${anUnknownId()}/pause`)).toEqual({ status: 404, code: 'campaign_not_found' });
    const draft = await ws.api.post('/v1/campaigns', { name: 'Draft only', steps: [emailStep(0, 'Hi')] });
    expect(await codeOf(`/v1/campaigns/${(draft.body.data as { id: string }).id}/pause`)).toEqual({ status: 409, code: 'campaign_not_active' });
    const noSteps = await ws.api.post('/v1/campaigns', { name: 'No steps' });
    expect(await codeOf(`/v1/campaigns/${(noSteps.body.data as { id: string }).id}/start`)).toEqual({ status: 400, code: 'validation_error' });
  });
});
