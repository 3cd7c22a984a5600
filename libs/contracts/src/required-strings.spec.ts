import { prospectRevealBody } from './enrichment/prospector.schemas';
import { campaignCreateBody, sendWindow } from './outreach/campaign.schemas';
import { sendMessageBody } from './outreach/message.schemas';
import { suppressionCreateBody } from './outreach/suppression.schemas';
import { taskCreateBody } from './crm/task.schemas';

type Parsed = { success: boolean; data?: unknown; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };

/** The message zod gives the named field, or undefined when it has none. */
function messageFor(result: Parsed, field: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

function messagesFor(result: Parsed, field: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

describe('required fields', () => {
  it('say "is required" when missing and "must be a string" when given another type, operator objects included', () => {
    const cases: Array<[string, (value: unknown) => ReturnType<typeof messageFor>]> = [
      ['value', (value) => messageFor(suppressionCreateBody.safeParse({ type: 'email', value }), 'value')],
      ['recipient', (value) => messageFor(sendMessageBody.safeParse({ channel: 'chat_a', message: 'hi', recipient: value }), 'recipient')],
      ['message', (value) => messageFor(sendMessageBody.safeParse({ channel: 'chat_a', recipient: 'C123', message: value }), 'message')],
      ['name', (value) => messageFor(campaignCreateBody.safeParse({ name: value }), 'name')],
      ['member_id', (value) => messageFor(prospectRevealBody.safeParse({ member_id: value }), 'member_id')],
    ];
    for (const [field, check] of cases) {
      expect([field, check(undefined)]).toEqual([field, 'is required']);
      expect([field, check({ $ne: null })]).toEqual([field, 'must be a string']);
      expect([field, check(42)]).toEqual([field, 'must be a string']);
    }
  });

  it('name the allowed values of a wrong enum value, and say "is required" of a missing one', () => {
    const channel = (value: unknown) => messageFor(sendMessageBody.safeParse({ recipient: 'C123', message: 'hi', channel: value }), 'channel');
    expect(channel(undefined)).toBe('is required');
    expect(channel('fax')).toMatch(/^must be one of chat_a, /);
    expect(channel(7)).toMatch(/^must be one of chat_a, /);
    const title = (value: unknown) => messageFor(taskCreateBody.safeParse({ title: value }), 'title');
    expect(title(undefined)).toBe('is required');
  });

  it('keep the range in the message of an out-of-range hour', () => {
    const hours = (start: unknown, end: unknown) => sendWindow.safeParse({ days: ['mon'], start_hour: start, end_hour: end });
    expect(messageFor(hours(-1, 10), 'start_hour')).toBe('must be a whole hour 0-23');
    expect(messageFor(hours(9, 25), 'end_hour')).toBe('must be a whole hour 1-24');
    expect(messageFor(hours(undefined, 10), 'start_hour')).toBe('is required');
  });

  it('report a base64 text with a bad character once', () => {
    const body = { channel: 'email', recipient: 'a@b.example', subject: 's', message: 'm', attachments: [{ filename: 'a.pdf', mime_type: 'application/pdf', content_base64: 'abc!' }] };
    expect(messagesFor(sendMessageBody.safeParse(body), 'attachments.0.content_base64')).toHaveLength(1);
  });
});

describe('campaign time zones', () => {
  const zoneOf = (timezone: unknown) => campaignCreateBody.safeParse({ name: 'Q4', timezone }) as Parsed & { data?: { timezone?: string } };

  it('are stored with the letter case of the zone name, and kept as written when that is a current name', () => {
    expect(zoneOf('europe/london').data?.timezone).toBe('Europe/London');
    expect(zoneOf('Europe/Kyiv').data?.timezone).toBe('Europe/Kyiv');
    expect(zoneOf('UTC').data?.timezone).toBe('UTC');
  });

  it('refuse what is not an IANA zone name', () => {
    for (const zone of ['Mars/Olympus', 'EST5EDT-ish', '', 'GMT+1']) expect(messageFor(zoneOf(zone), 'timezone')).toBe('must be an IANA time zone such as Europe/London');
    expect(messageFor(zoneOf(3), 'timezone')).toBe('must be a string');
  });
});
