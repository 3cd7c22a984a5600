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

  describe('the platform\'s own hosts', () => {
    const PLATFORM = 'https://api.wbk.example';
    /** api.wbk.example (the platform) and files.elsewhere.example both resolve to the receiver's address. */
    const lookup = async (hostname: string) => (hostname === 'nowhere.example' ? [{ address: '10.9.9.9', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const port = () => new URL(receiver.url).port;

    it('refuses a URL naming a platform host, whatever its case or a trailing dot, before connecting, saying what to send instead', async () => {
      const fetcher = createAttachmentFetcher({ allowPrivateTargets: true, ca: receiver.ca, ownUrls: [PLATFORM], lookup });
      const before = receiver.received.length;
      for (const url of [`https://api.wbk.example:${port()}/v1/contacts`, `https://API.Wbk.Example.:${port()}/brief.pdf`]) {
        expect(await fetcher.fetch(url, 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringMatching(/^api\.wbk\.example is this platform's own host; .*content_base64/) });
      }
      expect(receiver.received.length).toBe(before);
    });

    it('refuses an address a platform host resolves to, given as an IP or reached through another name', async () => {
      const fetcher = createAttachmentFetcher({ allowPrivateTargets: true, ca: receiver.ca, ownUrls: [PLATFORM], lookup });
      const before = receiver.received.length;
      expect(await fetcher.fetch(`${receiver.url}/brief.pdf`, 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining("127.0.0.1 resolves to 127.0.0.1, an address of this platform's own hosts") });
      expect(await fetcher.fetch(`https://files.elsewhere.example:${port()}/brief.pdf`, 10_000, 2_000)).toEqual({ ok: false, reason: expect.stringContaining('files.elsewhere.example resolves to 127.0.0.1') });
      expect(receiver.received.length).toBe(before);
    });

    it('still fetches from a host that is not the platform\'s', async () => {
      const fetcher = createAttachmentFetcher({ allowPrivateTargets: true, ca: receiver.ca, ownUrls: ['https://nowhere.example'], lookup });
      expect(await fetcher.fetch(`${receiver.url}/brief.pdf`, 10_000, 2_000)).toEqual({ ok: true, body: Buffer.alloc(2_000, 1) });
    });
  });
});
