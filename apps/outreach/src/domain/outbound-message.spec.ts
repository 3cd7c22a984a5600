import { sendMessageBody } from '@wbk/contracts';
import { fingerprintOf, keyedMessageId, outboundFromInput } from './outbound-message';

const WS = '11111111-1111-4111-8111-111111111111';

describe('outbound messages', () => {
  const message = (body: Record<string, unknown>) => outboundFromInput(sendMessageBody.parse({ channel: 'email', recipient: 'Jane@Example.com', subject: 'S', message: 'hi', ...body }));

  it('normalises the recipient and fills the defaults', () => {
    expect(message({})).toEqual({ channel: 'email', recipient: 'jane@example.com', message: 'hi', subject: 'S', format: 'text', contact_id: null, deal_id: null, attachments: [] });
  });

  it('fingerprints what is sent: a changed field or attachment changes it, a case change of an email does not', () => {
    const base = fingerprintOf(message({}));
    expect(fingerprintOf(message({ recipient: 'JANE@example.com' }))).toBe(base);
    expect(fingerprintOf(message({ message: 'hi!' }))).not.toBe(base);
    const withFile = fingerprintOf(message({ attachments: [{ filename: 'a.txt', mime_type: 'text/plain', content_base64: 'YQ==' }] }));
    expect(withFile).not.toBe(base);
    expect(fingerprintOf(message({ attachments: [{ filename: 'a.txt', mime_type: 'text/plain', content_base64: 'Yg==' }] }))).not.toBe(withFile);
  });

  it('derives one UUID-shaped id per workspace, scope and key', () => {
    const id = keyedMessageId(WS, 'api', 'k1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keyedMessageId(WS, 'api', 'k1')).toBe(id);
    expect(keyedMessageId(WS, 'automation', 'k1')).not.toBe(id);
    expect(keyedMessageId('22222222-2222-4222-8222-222222222222', 'api', 'k1')).not.toBe(id);
  });
});
