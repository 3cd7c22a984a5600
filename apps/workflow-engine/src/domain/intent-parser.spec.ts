import type { ProposedTask } from './assistant-task';
import { MAX_TASKS_PER_MESSAGE, parseMessage, type ChatContext } from './intent-parser';
import { singularizeTitle, splitCommands } from './intent-text';

const CONTACT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const LIST = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CAMPAIGN = '9b2d3c1e-1111-4a2b-8c3d-444455556666';

function only(message: string, context: ChatContext = {}): ProposedTask {
  const parsed = parseMessage(message, context);
  expect(parsed.problems).toEqual([]);
  expect(parsed.notUnderstood).toEqual([]);
  expect(parsed.tasks).toHaveLength(1);
  return parsed.tasks[0]!;
}

const search = (metadata: Partial<Record<string, unknown>>) => ({
  type: 'prospect_search',
  metadata: { titles: [], location: [], industry: [], headcount: [], limit: null, ...metadata },
});

describe('parseMessage: prospect_search', () => {
  it.each<[string, ReturnType<typeof search>]>([
    ['find 20 litigation partners in London', search({ titles: ['litigation partner'], location: ['London'], limit: 20 })],
    ['Search for M&A lawyers at firms in Manchester with 50-200 employees', search({ titles: ['M&A lawyer'], location: ['Manchester'], headcount: ['50-200'] })],
    ['Please find me 10 general counsel in London and Paris.', search({ titles: ['general counsel'], location: ['London', 'Paris'], limit: 10 })],
    ['look for heads of legal in the fintech industry in New York', search({ titles: ['head of legal'], industry: ['fintech'], location: ['New York'] })],
    ['find twenty partners at law firms based in Leeds', search({ titles: ['partner'], industry: ['legal'], location: ['Leeds'], limit: 20 })],
    ['can you search for CEOs and CFOs with over 500 employees', search({ titles: ['CEO', 'CFO'], headcount: ['500+'] })],
    ['find people in Dublin with 1,000-5,000 staff', search({ location: ['Dublin'], headcount: ['1000-5000'] })],
    ['get me up to 50 associates at companies with under 50 employees', search({ titles: ['associate'], headcount: ['1-50'], limit: 50 })],
  ])('%s', (message, expected) => {
    expect(only(message)).toMatchObject(expected);
  });

  it('describes the search in plain words', () => {
    expect(only('find 20 litigation partners in London').description).toBe('Find up to 20 prospects: litigation partner, in London');
  });

  it('refuses a limit out of range with a reason', () => {
    const parsed = parseMessage('find 5000 partners in London');
    expect(parsed.tasks).toEqual([]);
    expect(parsed.problems[0]!.problem).toMatch(/between 1 and 1000/);
  });

  it('names a filter it cannot search by', () => {
    expect(parseMessage('find partners at Acme LLP').problems[0]!.problem).toMatch(/cannot search by "at Acme LLP"/);
  });
});

describe('parseMessage: list_operation', () => {
  it.each<[string, ChatContext, Record<string, unknown>]>([
    ['add Jane Doe to list Prospects', {}, { operation: 'add', list_name: 'Prospects', contacts: [{ name: 'Jane Doe' }], contact_count: 1 }],
    ['add jane@acme.com and bob@x.com to the Prospects list', {}, { operation: 'add', list_name: 'Prospects', contacts: [{ email: 'jane@acme.com' }, { email: 'bob@x.com' }] }],
    ['Add Jane Doe, John Smith and BOB@X.COM to my "Hot leads" list.', {}, { list_name: 'Hot leads', contacts: [{ name: 'Jane Doe' }, { name: 'John Smith' }, { email: 'bob@x.com' }], contact_count: 3 }],
    ['remove bob@x.com from list Prospects', {}, { operation: 'remove', list_name: 'Prospects', contacts: [{ email: 'bob@x.com' }] }],
    ['take Jane Doe off the Prospects list', {}, { operation: 'remove', list_name: 'Prospects' }],
    ['put this contact on the list called Q3 targets', { contact_id: CONTACT }, { operation: 'add', list_name: 'Q3 targets', contacts: [{ id: CONTACT }] }],
    ['add Jane Doe to this list', { list_id: LIST }, { list_id: LIST, contacts: [{ name: 'Jane Doe' }] }],
    [`add contact ${CONTACT} to list ${LIST}`, {}, { list_id: LIST, contacts: [{ id: CONTACT }] }],
  ])('%s', (message, context, metadata) => {
    expect(only(message, context)).toMatchObject({ type: 'list_operation', metadata });
  });

  it('describes who joins which list', () => {
    expect(only('add jane@acme.com and bob@x.com to the Prospects list').description).toBe('Add 2 contacts (jane@acme.com, bob@x.com) to the list "Prospects"');
  });

  it('asks for the list when "this list" has no context', () => {
    expect(parseMessage('add Jane Doe to this list').problems[0]!.problem).toMatch(/context\.list_id/);
  });

  it('asks for the contact when "this contact" has no context', () => {
    expect(parseMessage('add this contact to list Prospects').problems[0]!.problem).toMatch(/context\.contact_id/);
  });
});

describe('parseMessage: campaign_start', () => {
  it.each<[string, ChatContext, Record<string, unknown>]>([
    ['start campaign Q3 outreach', {}, { campaign_name: 'Q3 outreach' }],
    ['launch the Q3 outreach campaign', {}, { campaign_name: 'Q3 outreach' }],
    ["Please kick off the campaign called 'Spring partners'!", {}, { campaign_name: 'Spring partners' }],
    ['start this campaign', { campaign_id: CAMPAIGN }, { campaign_id: CAMPAIGN }],
    [`launch campaign ${CAMPAIGN.toUpperCase()}`, {}, { campaign_id: CAMPAIGN }],
  ])('%s', (message, context, metadata) => {
    expect(only(message, context)).toEqual(expect.objectContaining({ type: 'campaign_start', metadata }));
  });
});

describe('parseMessage: contact_update', () => {
  it.each<[string, ChatContext, Record<string, unknown>]>([
    ['set priority of jane@acme.com to high', {}, { contact: { email: 'jane@acme.com' }, changes: { priority: 1 } }],
    ["change Jane Doe's job title to Partner", {}, { contact: { name: 'Jane Doe' }, changes: { job_title: 'Partner' } }],
    ['update the phone number of bob@x.com to +44 20 7946 0000', {}, { contact: { email: 'bob@x.com' }, changes: { phone: '+44 20 7946 0000' } }],
    ['set the company for Jane Doe to "Acme LLP"', {}, { contact: { name: 'Jane Doe' }, changes: { company: 'Acme LLP' } }],
    ['mark Jane Doe as high priority', {}, { contact: { name: 'Jane Doe' }, changes: { priority: 1 } }],
    ['make jane@acme.com low priority', {}, { contact: { email: 'jane@acme.com' }, changes: { priority: 3 } }],
    ['set priority to medium', { contact_id: CONTACT }, { contact: { id: CONTACT }, changes: { priority: 2 } }],
    ["change this contact's title to Senior Associate", { contact_id: CONTACT }, { contact: { id: CONTACT }, changes: { job_title: 'Senior Associate' } }],
    ['tag jane@acme.com with vip and conference', {}, { contact: { email: 'jane@acme.com' }, changes: { tags_add: ['vip', 'conference'] } }],
    ['add tag vip to Jane Doe', {}, { contact: { name: 'Jane Doe' }, changes: { tags_add: ['vip'] } }],
  ])('%s', (message, context, metadata) => {
    expect(only(message, context)).toEqual(expect.objectContaining({ type: 'contact_update', metadata }));
  });

  it('describes the change', () => {
    expect(only('set priority of jane@acme.com to high').description).toBe('Update jane@acme.com: priority high');
  });

  it('explains an unknown priority', () => {
    expect(parseMessage('set priority of jane@acme.com to urgent').problems[0]!.problem).toMatch(/high, medium or low.*urgent/);
  });

  it('refuses a phone longer than the CRM accepts', () => {
    expect(parseMessage(`set phone of jane@acme.com to ${'1'.repeat(51)}`).problems[0]!.problem).toMatch(/phone must be 1 to 50/);
  });

  it('needs a contact for "set priority to high" without context', () => {
    expect(parseMessage('set priority to high').problems[0]!.problem).toMatch(/context\.contact_id/);
  });
});

describe('parseMessage: several commands and negatives', () => {
  it('creates one task per sentence', () => {
    const parsed = parseMessage('Find 5 partners in Leeds. Then add jane@acme.com to list Prospects.\nstart campaign Q3 outreach');
    expect(parsed.tasks.map((t) => t.type)).toEqual(['prospect_search', 'list_operation', 'campaign_start']);
  });

  it('splits "... and <verb> ..." but not names such as Mark', () => {
    expect(parseMessage('add Jane Doe and Mark Smith to list X and start campaign Y').tasks.map((t) => t.type)).toEqual(['list_operation', 'campaign_start']);
    expect(parseMessage('add Jane Doe and Mark Smith to list X').tasks[0]!.metadata).toMatchObject({ contact_count: 2 });
  });

  it.each([
    'hello',
    'what can you do?',
    'find',
    'find out more',
    'add Jane Doe',
    'delete everything',
    'add jane@acme.com from list Prospects',
    'start the engine',
    'set up a meeting with Jane tomorrow',
    'how many contacts do I have',
    'find jane@acme.com',
    '',
  ])('understands nothing in %j', (message) => {
    const parsed = parseMessage(message);
    expect(parsed.tasks).toEqual([]);
    expect(parsed.problems).toEqual([]);
  });

  it('keeps sentences it understood when others are not', () => {
    const parsed = parseMessage('hello there. start campaign Q3');
    expect(parsed.tasks).toHaveLength(1);
    expect(parsed.notUnderstood).toEqual(['hello there']);
  });

  it(`caps a message at ${MAX_TASKS_PER_MESSAGE} tasks`, () => {
    const parsed = parseMessage(Array.from({ length: 12 }, (_, i) => `start campaign C${i}.`).join(' '));
    expect(parsed.tasks).toHaveLength(MAX_TASKS_PER_MESSAGE);
    expect(parsed.problems).toHaveLength(2);
  });
});

describe('text helpers', () => {
  it.each([
    ['litigation partners', 'litigation partner'],
    ['heads of legal', 'head of legal'],
    ['general counsel', 'general counsel'],
    ['attorneys', 'attorney'],
    ['company secretaries', 'company secretary'],
    ['managing directors', 'managing director'],
  ])('singularizes %s', (plural, singular) => {
    expect(singularizeTitle(plural)).toBe(singular);
  });

  it('keeps email addresses whole when splitting sentences', () => {
    expect(splitCommands('Please add jane@acme.com to list A. start campaign B!').map((c) => c.command)).toEqual(['add jane@acme.com to list A', 'start campaign B']);
  });
});
