import { prospectRevealBody } from './enrichment/prospector.schemas';
import { campaignCreateBody } from './outreach/campaign.schemas';
import { sendMessageBody } from './outreach/message.schemas';
import { suppressionCreateBody } from './outreach/suppression.schemas';

/** The message zod gives the named field, or undefined when it has none. */
function messageFor(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('required string fields', () => {
  it('say "is required" when missing and "must be a string" when given another type, operator objects included', () => {
    const cases: Array<[string, (value: unknown) => ReturnType<typeof messageFor>]> = [
      ['value', (value) => messageFor(suppressionCreateBody.safeParse({ type: 'email', value }), 'value')],
      ['recipient', (value) => messageFor(sendMessageBody.safeParse({ channel: 'chat_a', message: 'hi', recipient: value }), 'recipient')],
      ['name', (value) => messageFor(campaignCreateBody.safeParse({ name: value }), 'name')],
      ['member_id', (value) => messageFor(prospectRevealBody.safeParse({ member_id: value }), 'member_id')],
    ];
    for (const [field, check] of cases) {
      expect([field, check(undefined)]).toEqual([field, 'is required']);
      expect([field, check({ $ne: null })]).toEqual([field, 'must be a string']);
      expect([field, check(42)]).toEqual([field, 'must be a string']);
    }
  });
});
