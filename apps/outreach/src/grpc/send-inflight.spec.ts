// The send path's byte allowance: a send that does not fit beside those in
// flight is refused as rate_limited (with its wait) before anything is stored or sent,
// and its bytes are given back whatever the outcome.
import { ByteBudget } from '@wbk/platform';
import { MESSAGES_COLLECTION } from '../store/message.repository';
import { api, data, failure, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

const MiB = 1024 * 1024;
let budget: ByteBudget;
let f: OutreachFixture;

beforeEach(async () => {
  budget = new ByteBudget(4 * MiB);
  f = await startOutreachFixture({ inflight: budget });
  f.profiles.connect('chat_a');
});

afterEach(async () => {
  await f.stop();
});

function withAttachment(bytes: number): Record<string, unknown> {
  const content = Buffer.alloc(bytes, 7).toString('base64');
  return { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'Files', attachments: [{ filename: 'a.bin', mime_type: 'application/octet-stream', content_base64: content }] };
}

const send = (body: Record<string, unknown>) => f.rpc.SendChannelMessage(api(body));
const stored = () => f.store.collection(MESSAGES_COLLECTION).countDocuments({});

describe('the bytes sends hold at once', () => {
  it('refuses a send that does not fit beside the sends in flight, storing and sending nothing, and serves it once they are done', async () => {
    const body = withAttachment(2 * MiB);
    // Another large send in flight holds 2 MiB of the 4.
    expect(budget.tryTake(2 * MiB)).toBe(true);
    const refused = await failure(send(body));
    expect(refused).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('send it again from 2026-03-02T10:00:02.000Z'), details: { retry_after: 2 } });
    expect(f.providers.calls).toHaveLength(0);
    expect(await stored()).toBe(0);
    expect(budget.inUseBytes).toBe(2 * MiB);

    budget.give(2 * MiB);
    expect(data<{ status: string }>(await send(body)).status).toBe('sent');
    expect(budget.inUseBytes).toBe(0);

    // A send that fails gives its bytes back too.
    f.profiles.connect('chat_a', undefined, 'disconnected');
    expect(await failure(send(body))).toMatchObject({ code: 'insufficient_permissions' });
    expect(budget.inUseBytes).toBe(0);
  });

  it('holds room for what URL attachments may fetch, and refuses when it is not there', async () => {
    f.fetcher.files.set('https://files.example.com/brief.pdf', { ok: true, body: Buffer.from('%PDF brief') });
    const body = { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'The brief', attachments: [{ filename: 'brief.pdf', mime_type: 'application/pdf', url: 'https://files.example.com/brief.pdf' }] };
    // The fetch allowance (10 MiB as base64) does not fit in 4 MiB.
    expect(await failure(send(body))).toMatchObject({ code: 'rate_limited' });
    expect(f.providers.calls).toHaveLength(0);
    expect(budget.inUseBytes).toBe(0);
  });
});
