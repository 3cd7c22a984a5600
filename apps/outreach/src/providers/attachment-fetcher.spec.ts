import { startHttpsReceiver, type HttpsReceiver } from '@wbk/testing';
import { createAttachmentFetcher } from './attachment-fetcher';

describe('attachment fetcher', () => {
  let receiver: HttpsReceiver;

  beforeAll(async () => {
    receiver = await startHttpsReceiver({
      handler: (req, res) => {
        if (req.url === '/moved') {
          res.writeHead(301, { location: 'https://169.254.169.254/' });
          return void res.end();
        }
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(Buffer.alloc(2_000, 1));
      },
    });
  });
  afterAll(() => receiver.close());

  it('refuses loopback and private addresses unless allowed (tests only)', async () => {
    const guarded = createAttachmentFetcher({ allowPrivateTargets: false });
    expect(await guarded.fetch(`${receiver.url}/brief.pdf`, 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining('loopback') });
    expect(await guarded.fetch('https://10.1.2.3/brief.pdf', 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining('private') });
    expect(receiver.received).toHaveLength(0);
  });

  it('fetches within the byte cap, and refuses a redirect or a larger file', async () => {
    const fetcher = createAttachmentFetcher({ allowPrivateTargets: true, ca: receiver.ca });
    expect(await fetcher.fetch(`${receiver.url}/brief.pdf`, 10_000, 2_000)).toEqual({ ok: true, body: Buffer.alloc(2_000, 1) });
    expect(await fetcher.fetch(`${receiver.url}/brief.pdf`, 1_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining('more than 1000 bytes') });
    expect(await fetcher.fetch(`${receiver.url}/moved`, 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining('redirects') });
  });
});
