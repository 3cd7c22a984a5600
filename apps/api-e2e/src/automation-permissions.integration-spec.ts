/**
 * Automation never does more than the key behind it: a workflow's action runs
 * with the permissions of the key that last saved it (as that key holds them
 * when the action runs), and a webhook subscribes only to events its key can
 * read. Real stack: gateway, workspace, CRM, engine and dispatcher processes.
 */
import { aContact, createTestWorkspace, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { aWorkflow, createRecord, createWorkflow, patchRecord, waitForRuns } from './workflows.support';

describe('automation runs with the permissions of its key', () => {
  let stack: Stack;
  let full: ApiClient;
  let keys: Record<string, string>;
  let keyIds: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { 'workflow-engine': { WORKFLOW_ACTION_RETRY_MS: '100' } } });
    const workspace = await createTestWorkspace(
      stack.admin,
      { plan: 'org' },
      { full: ['read', 'write'], narrow: ['read:contacts', 'write:workflows'], saver: ['read', 'write'], hooks: ['read:webhooks', 'write:webhooks'] },
    );
    keys = workspace.keys;
    keyIds = workspace.keyIds;
    full = stack.api(keys['full']!);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const companyRewrite = () =>
    aWorkflow({ condition_field: 'job_title', condition_operator: 'changed', action_type: 'update_field', action_config: { field: 'company', value: 'Rewritten LLP' } });

  it('refuses an update_field saved by a key with read:contacts and write:workflows: the run fails naming write:contacts, the contact is unchanged', async () => {
    // Created first: a contact.created event counts as a change of every field with a value.
    const contact = await createRecord(full, '/v1/contacts', aContact({ company: 'Original LLP' }));
    const workflow = await createWorkflow(stack.api(keys['narrow']!), companyRewrite());
    await patchRecord(full, `/v1/contacts/${contact.id}`, { job_title: 'Partner' });
    const [run] = await waitForRuns(full, workflow.id, 1);
    expect(run).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('lacks the permission write:contacts') });
    expect(run!.error).toContain(keyIds['narrow']);
    expect((await full.get(`/v1/contacts/${contact.id}`)).body.data).toMatchObject({ company: 'Original LLP', job_title: 'Partner' });
  });

  it('stops the automation once the key that saved it is revoked', async () => {
    const contact = await createRecord(full, '/v1/contacts', aContact({ company: 'Original LLP' }));
    const workflow = await createWorkflow(stack.api(keys['saver']!), companyRewrite());
    await stack.admin.revokeKey(keyIds['saver']!);
    await patchRecord(full, `/v1/contacts/${contact.id}`, { job_title: 'Counsel' });
    const [run] = await waitForRuns(full, workflow.id, 1);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('is revoked') });
    expect((await full.get(`/v1/contacts/${contact.id}`)).body.data).toMatchObject({ company: 'Original LLP' });
  });

  it('refuses a webhook for events its key cannot read with 403 naming the permission, and registers nothing', async () => {
    const hooks = stack.api(keys['hooks']!);
    const refused = await hooks.post('/v1/webhooks', { url: 'https://93.184.215.14/hooks/crm', events: ['contact.created'] });
    expect({ status: refused.status, body: refused.body }).toMatchObject({ status: 403 });
    expect(refused.body).toMatchObject({ error: { code: 'insufficient_permissions', message: expect.stringContaining('read:contacts') } });
    const campaigns = await hooks.post('/v1/webhooks', { url: 'https://93.184.215.14/hooks/crm', events: ['webhook.endpoint_disabled', 'campaign.started'] });
    expect(campaigns.status).toBe(403);
    expect(campaigns.body).toMatchObject({ error: { code: 'insufficient_permissions', message: expect.stringContaining('campaigns:read') } });
    expect((await hooks.get('/v1/webhooks')).body.data).toEqual([]);
  });
});
