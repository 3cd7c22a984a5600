// CrmAutomationService, what mailbox sync reads: over a real gRPC channel through the typed client, on an embedded store.
import { OTHER_WS, WS, failure, seedContact, seedDeal, startAutomationFixture, type AutomationFixture } from '../testing/automation.fixture';

const context = { workspace_id: WS, request_id: 'sync-1', idempotency_key: '' };

let f: AutomationFixture;

beforeEach(async () => {
  f = await startAutomationFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('MatchContactsByEmails', () => {
  it('matches addresses case-insensitively to live contacts of the workspace only, with their open deals on request', async () => {
    const jane = await seedContact(f, { full_name: 'Jane Doe', email: 'jane@acme.com' });
    const john = await seedContact(f, { full_name: 'John Roe', email: 'john@roe.example' });
    await seedContact(f, { full_name: 'Elsewhere', email: 'jane@acme.com' }, OTHER_WS);
    const deal = await seedDeal(f, { name: 'Doe v. Roe', main_contact_id: jane });
    const reply = await f.crm.call('MatchContactsByEmails', { context, emails: ['JANE@acme.com', 'nobody@nowhere.example', 'john@roe.example', 'junk'], include_open_deals: true });
    expect([...reply.matches].sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'jane@acme.com', contact_ids: [jane] },
      { email: 'john@roe.example', contact_ids: [john] },
    ]);
    expect(reply.open_deals).toEqual([{ contact_id: jane, deal_ids: [deal] }]);
    const withoutDeals = await f.crm.call('MatchContactsByEmails', { context, emails: ['jane@acme.com'], include_open_deals: false });
    expect(withoutDeals.open_deals).toEqual([]);
  });

  it('refuses more than 1,000 addresses', async () => {
    const emails = Array.from({ length: 1_001 }, (_, i) => `a${i}@x.example`);
    expect((await failure(f.crm.call('MatchContactsByEmails', { context, emails }))).fields).toEqual([{ field: 'emails', message: 'must have at most 1000 addresses' }]);
  });
});
