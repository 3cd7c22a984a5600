// CrmAutomationService, tasks, deals and lists: over a real gRPC channel
// through the typed client, on an embedded store.
import { CRM_AUTOMATION_RPC } from '@wbk/contracts';
import { bulkRecordId } from '../domain/bulk';
import { DEALS_COLLECTION } from '../store/deal.repository';
import { LISTS_COLLECTION } from '../store/list.repository';
import { TASKS_COLLECTION } from '../store/task.repository';
import { OTHER_WS, ROOT, WORKFLOW, WS, failure, outboxOf, runContext, seedContact, seedDeal, seedList, startAutomationFixture, type AutomationFixture } from '../testing/automation.fixture';

const RUN = '33333333-3333-4333-8333-333333333333';
const OTHER_RUN = '33333333-3333-4333-8333-000000000002';
const context = { workspace_id: WS, request_id: 'task-1', idempotency_key: '' };

let f: AutomationFixture;

beforeEach(async () => {
  f = await startAutomationFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('the service', () => {
  it('answers health checks under its own service name', async () => {
    expect(f.crm.serviceName).toBe(CRM_AUTOMATION_RPC.name);
    expect(await f.crm.health()).toBe('SERVING');
  });
});

describe('CreateTask', () => {
  it('creates the task under the id derived from the idempotency key, once, with task.created continuing the causation', async () => {
    const contactId = await seedContact(f, { full_name: 'Jane Doe' });
    const request = { context: runContext(RUN, 2), title: ' Call Jane ', due_date: '2026-03-04', priority: 'high', contact_id: contactId.toUpperCase() };
    const task = await f.crm.call('CreateTask', request);
    expect(task).toMatchObject({ id: bulkRecordId(WS, RUN, 0), title: 'Call Jane', status: 'open', priority: 'high', due_date: '2026-03-04T00:00:00.000Z', contact_id: contactId });
    expect(task.deal_id).toBeUndefined();
    // A retry of the same run answers the same task and creates nothing.
    expect(await f.crm.call('CreateTask', request)).toEqual(task);
    expect(await f.store.collection(TASKS_COLLECTION).countDocuments({})).toBe(1);
    const events = await outboxOf(f, TASKS_COLLECTION, task.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'task.created', causation: { root_id: ROOT, depth: 3, workflow_id: WORKFLOW } });
    // Another run is another task.
    expect((await f.crm.call('CreateTask', { ...request, context: runContext(OTHER_RUN) })).id).toBe(bulkRecordId(WS, OTHER_RUN, 0));
  });

  it('applies the public CreateTask rules and needs an idempotency key', async () => {
    const call = (fields: Record<string, string>) => f.crm.call('CreateTask', { context: runContext(RUN), title: 'T', ...fields });
    expect((await failure(call({ priority: 'asap' }))).fields).toEqual([{ field: 'priority', message: 'must be one of low, medium, high, urgent' }]);
    expect((await failure(call({ due_date: '2026-02-30' }))).fields[0]!.field).toBe('due_date');
    expect((await failure(call({ deal_id: await seedDeal(f, { name: 'Elsewhere' }, OTHER_WS) }))).fields).toEqual([
      { field: 'deal_id', message: 'does not match a deal in this workspace' },
    ]);
    expect((await failure(f.crm.call('CreateTask', { context: runContext(RUN), title: '' }))).fields[0]!.field).toBe('title');
    expect((await failure(f.crm.call('CreateTask', { context, title: 'T' }))).fields[0]!.field).toBe('context.idempotency_key');
    expect(await f.store.collection(TASKS_COLLECTION).countDocuments({})).toBe(0);
  });
});

describe('SetField on deals and tasks', () => {
  it('sets a deal field as its PATCH would, with deal.updated, and answers changed false for the same value', async () => {
    const id = await seedDeal(f, { name: 'Big matter', estimated_value: 1000 });
    expect(await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_DEAL', id, field: 'estimated_value', value_json: '2500' })).toEqual({ id, changed: true });
    expect((await f.deals.findLive(WS, id))!.deal.estimated_value).toBe(2500);
    expect(await f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_DEAL', id, field: 'estimated_value', value_json: '2500' })).toEqual({ id, changed: false });
    const events = await outboxOf(f, DEALS_COLLECTION, id);
    expect(events.map((e) => [e.event, e.causation.depth])).toEqual([['deal.updated', 3]]);
    expect((await failure(f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_DEAL', id, field: 'status', value_json: '"pending"' }))).fields[0]!.field).toBe('status');
    expect((await failure(f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_DEAL', id: RUN, field: 'stage', value_json: '"won"' }))).code).toBe('deal_not_found');
  });

  it('sets a task field through the task rules (completed_at follows the status)', async () => {
    const task = await f.crm.call('CreateTask', { context: runContext(RUN), title: 'Call back' });
    f.clock.advance(5000);
    expect(await f.crm.call('SetField', { context: runContext(OTHER_RUN), record_type: 'RECORD_TYPE_TASK', id: task.id, field: 'status', value_json: '"completed"' })).toEqual({ id: task.id, changed: true });
    expect((await f.tasks.findLive(WS, task.id))!.state).toMatchObject({ status: 'completed', completed_at: '2026-03-01T10:00:05.000Z' });
    expect((await failure(f.crm.call('SetField', { context: runContext(RUN), record_type: 'RECORD_TYPE_TASK', id: task.id, field: 'completed_at', value_json: 'null' }))).code).toBe('validation_error');
    expect((await failure(f.crm.call('SetField', { context: runContext(RUN, 0, OTHER_WS), record_type: 'RECORD_TYPE_TASK', id: task.id, field: 'title', value_json: '"x"' }))).code).toBe('not_found');
  });
});

describe('lists', () => {
  it('gets a list by id and finds it by name with case and whitespace folded', async () => {
    const id = await seedList(f, 'Hot  Leads');
    await seedList(f, 'Hot leads', OTHER_WS);
    const list = await f.crm.call('GetList', { context, id });
    expect(list).toEqual({ id, name: 'Hot  Leads', contact_count: 0, created_date: '2026-03-01T10:00:00.000Z', updated_date: '2026-03-01T10:00:00.000Z' });
    expect(await f.crm.call('FindListsByName', { context, name: ' hot leads ' })).toEqual({ lists: [list] });
    expect(await f.crm.call('FindListsByName', { context, name: 'cold leads' })).toEqual({ lists: [] });
    expect((await failure(f.crm.call('GetList', { context: { ...context, workspace_id: OTHER_WS }, id }))).code).toBe('not_found');
  });

  it('adds and removes members set-like through the membership writer, with the caller causation on the event', async () => {
    const listId = await seedList(f, 'Prospects');
    const jane = await seedContact(f, { full_name: 'Jane Doe' });
    const bob = await seedContact(f, { full_name: 'Bob Stone' });
    expect(await f.crm.call('AddListContacts', { context: runContext(RUN), list_id: listId, contact_ids: [jane, bob.toUpperCase()] })).toEqual({
      list_id: listId,
      changed_contact_ids: [jane, bob],
      contact_count: 2,
    });
    expect(await f.crm.call('AddListContacts', { context: runContext(RUN), list_id: listId, contact_ids: [jane] })).toEqual({ list_id: listId, changed_contact_ids: [], contact_count: 2 });
    expect(await f.crm.call('RemoveListContacts', { context, list_id: listId, contact_ids: [bob] })).toEqual({ list_id: listId, changed_contact_ids: [bob], contact_count: 1 });
    const events = await outboxOf(f, LISTS_COLLECTION, listId);
    expect(events.map((e) => [e.event, e.causation.depth, e.causation.workflow_id])).toEqual([
      ['list.contacts_added', 3, WORKFLOW],
      ['list.contacts_removed', 0, undefined],
    ]);
  });

  it('refuses unknown or malformed contacts as the public RPC does, naming them', async () => {
    const listId = await seedList(f, 'Prospects');
    const elsewhere = await seedContact(f, { full_name: 'Jane Doe' }, OTHER_WS);
    expect((await failure(f.crm.call('AddListContacts', { context, list_id: listId, contact_ids: [elsewhere] }))).details['invalid_ids']).toEqual([elsewhere]);
    expect((await failure(f.crm.call('AddListContacts', { context, list_id: listId, contact_ids: ['x'] }))).details['invalid_ids']).toEqual(['x']);
    expect((await failure(f.crm.call('AddListContacts', { context, list_id: listId, contact_ids: [] }))).fields[0]!.field).toBe('contact_ids');
    expect((await failure(f.crm.call('RemoveListContacts', { context, list_id: RUN, contact_ids: [elsewhere] }))).code).toBe('not_found');
  });
});
