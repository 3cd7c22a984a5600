// The demo workspace `npm start` creates on first start: something to try for
// every capability the README's quick start walks. Admin steps (workspace, keys,
// credits, provider connections) go through the admin CLI as an operator would;
// the CRM records and the campaign through the public API as a user would.
import type { ApiClient, Envelope, SimPoolPerson, Stack } from '../../../libs/testing/src/index';
import type { DemoContact, DemoRecord } from './demo-record';
import { peopleInEveryMailbox } from './people-pool';

const ALL_PERMISSIONS = ['read', 'write', 'assistant', 'admin'];
/** Enough to enrich and reveal a handful of people (1 credit per lookup). */
const DEMO_CREDITS = 100;
/** The mailbox and calendar account connected; provider-sim seeds any account it is first asked about. */
const DEMO_MAILBOX = 'partner@demo-firm.example';
const DEMO_PROVIDERS = [
  { category: 'email', name: 'mail_provider_a', accountId: DEMO_MAILBOX },
  { category: 'calendar', name: 'calendar_provider_a', accountId: DEMO_MAILBOX },
  { category: 'channels', name: 'chat_a' },
];
const CAMPAIGN_ENROLLED = 3;

export async function createDemo(stack: Stack, onKeys: (keys: DemoRecord['keys'], workspaceId: string) => void): Promise<DemoRecord> {
  const people = await peopleInEveryMailbox(stack.addresses['provider-sim'] ?? '');
  const workspace = await stack.admin.createWorkspace({ name: 'Demo workspace', plan: 'pro', credits: DEMO_CREDITS });
  const all = await stack.admin.createKey(workspace.id, { name: 'demo all permissions', permissions: ALL_PERMISSIONS });
  const readOnly = await stack.admin.createKey(workspace.id, { name: 'demo read only', permissions: ['read'] });
  const keys = { all_permissions: all.key, read_only: readOnly.key };
  // Printed before the rest so a failure further on still leaves the user a working key.
  onKeys(keys, workspace.id);
  for (const provider of DEMO_PROVIDERS) await stack.admin.connectProvider(workspace.id, provider);

  const api = stack.api(all.key);
  const companyIds = await createCompanies(api, people);
  const contacts: DemoContact[] = [];
  for (const person of people) contacts.push(await createContact(api, person, companyIds.get(person.company_domain)!));
  const lead = people[0]!;
  const deal = await created(api, '/v1/deals', 'deal', {
    name: `${lead.company_name}: outside counsel panel`,
    stage: 'proposal',
    estimated_value: 45_000,
    matter_type: 'litigation',
    fee_model: 'retainer',
    main_contact_id: contacts[0]!.id,
    related_company_id: companyIds.get(lead.company_domain)!,
  });
  const campaignId = await createDraftCampaign(api, contacts.slice(0, CAMPAIGN_ENROLLED).map((c) => c.id));
  return { workspace_id: workspace.id, keys, mailbox: DEMO_MAILBOX, contacts, company_ids: [...companyIds.values()], deal_id: deal, campaign_id: campaignId };
}

async function createCompanies(api: ApiClient, people: readonly SimPoolPerson[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const person of people) {
    if (ids.has(person.company_domain)) continue;
    ids.set(person.company_domain, await created(api, '/v1/companies', null, { name: person.company_name, domain: person.company_domain, tags: ['demo'] }));
  }
  return ids;
}

async function createContact(api: ApiClient, person: SimPoolPerson, companyId: string): Promise<DemoContact> {
  const body = {
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    job_title: person.title,
    company: person.company_name,
    related_company_id: companyId,
    tags: ['demo'],
  };
  const id = await created(api, '/v1/contacts', null, body);
  return { id, email: person.email, full_name: `${person.first_name} ${person.last_name}` };
}

/** A draft: open all week so that starting it from the README sends its first step within a sequencer tick. */
async function createDraftCampaign(api: ApiClient, contactIds: string[]): Promise<string> {
  const id = await created(api, '/v1/campaigns', null, {
    name: 'Demo: panel review follow-up',
    timezone: 'UTC',
    send_window: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 },
    min_gap_seconds: 0,
    steps: [
      { channel: 'email', delay_seconds: 0, subject: 'Our panel review, {{contact.first_name | "there"}}', message: 'Thank you for the call. The fee proposal follows this week.' },
      { channel: 'email', delay_seconds: 3 * 86_400, subject: 'The fee proposal', message: 'As promised, the fee proposal for the panel review.' },
    ],
  });
  const enrolled = await api.post(`/v1/campaigns/${id}/contacts`, { contact_ids: contactIds });
  if (enrolled.status !== 200) throw new Error(`POST /v1/campaigns/${id}/contacts answered ${enrolled.status}: ${JSON.stringify(enrolled.body)}`);
  return id;
}

/** The new record's id; `wrapper` names the field holding the record where the answer wraps it (`data.deal`). */
async function created(api: ApiClient, path: string, wrapper: string | null, body: object): Promise<string> {
  const response = await api.post<Envelope>(path, body);
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  const data = response.body.data as Record<string, unknown>;
  return ((wrapper === null ? data : data[wrapper]) as { id: string }).id;
}
