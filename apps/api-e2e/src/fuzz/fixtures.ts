import { randomUUID } from 'node:crypto';
import { createTestWorkspace, type ApiClient, type Stack } from '@wbk/testing';
import type { Operation } from './openapi-operations';
import type { FixtureContext } from './requests';

/**
 * A workspace holding one real record of every kind the API can create, made
 * through the public API from the document's own examples, so the fuzzer and
 * the sweep reach real data behind every path id and id-bearing field.
 */
export interface FixtureWorkspace {
  id: string;
  key: string;
  api: ApiClient;
  /** Record ids by kind (contact, company, deal, ...). */
  ids: Record<string, string>;
  /** A string in every record's name or text, so a leak of this workspace's data into another's answer can be spotted. */
  marker: string;
  context: FixtureContext;
}

/** Which record a path parameter names, by the template up to that parameter. */
const PATH_KINDS: Record<string, string> = {
  '/v1/contacts/{id}': 'contact',
  '/v1/companies/{id}': 'company',
  '/v1/deals/{id}': 'deal',
  '/v1/lists/{id}': 'list',
  '/v1/tasks/{id}': 'task',
  '/v1/messages/{id}': 'message',
  '/v1/campaigns/{id}': 'campaign',
  '/v1/suppressions/{id}': 'suppression',
  '/v1/email/sync/{job_id}': 'sync_job',
  '/v1/workflows/{id}': 'workflow',
  '/v1/assistant/tasks/{id}': 'assistant_task',
  '/v1/webhooks/{id}': 'webhook',
  '/v1/webhooks/{id}/deliveries/{delivery_id}': 'delivery',
  '/v1/webhooks/{id}/replays/{replay_id}': 'replay',
};

/** Which record an id-bearing body or query field points at, by the word before `_id`/`_ids`. */
const FIELD_KINDS: Record<string, string> = {
  contact: 'contact',
  main_contact: 'contact',
  entity: 'contact',
  company: 'company',
  related_company: 'company',
  deal: 'deal',
  list: 'list',
  campaign: 'campaign',
  task: 'task',
  workflow: 'workflow',
  delivery: 'delivery',
};

export function pathKindOf(operation: Operation, parameter: string): string {
  const prefix = operation.template.slice(0, operation.template.indexOf(`{${parameter}}`) + parameter.length + 2);
  const kind = PATH_KINDS[prefix];
  if (kind === undefined) throw new Error(`no fixture for the path parameter ${parameter} of ${operation.key}: add ${prefix} to PATH_KINDS`);
  return kind;
}

export function fieldKindOf(field: string): string | undefined {
  const match = /^(.*?)_ids?$/.exec(field);
  return match === null ? undefined : FIELD_KINDS[match[1]!];
}

/** A public address (a documentation IP range) webhook registration accepts; nothing needs to answer there. */
const PUBLIC_HOOK_URL = 'https://93.184.215.14/hooks/fuzz';

const PROVIDERS = [
  { category: 'email', name: 'mail_provider_a' },
  { category: 'calendar', name: 'calendar_provider_a' },
  { category: 'channels', name: 'chat_a' },
  { category: 'channels', name: 'chat_b' },
  { category: 'channels', name: 'chat_c' },
  { category: 'channels', name: 'chat_d' },
];

export async function createFixtureWorkspace(stack: Stack, operations: Operation[], label: string): Promise<FixtureWorkspace> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org', credits: 1_000_000 }, { full: ['read', 'write', 'assistant', 'admin'] });
  // The fuzzer sends thousands of calls a minute; the plan's limits would answer most of them 429 and test nothing.
  await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
  const account = `fuzz.${label}.${Date.now().toString(36)}@hartley-llp.example`;
  for (const provider of PROVIDERS) await stack.admin.connectProvider(workspace.id, { ...provider, accountId: account });
  const api = stack.api(workspace.keys.full!);
  const marker = `FUZZMARK${label}${Date.now().toString(36)}`;
  const example = (key: string): Record<string, unknown> => {
    const operation = operations.find((op) => op.key === key);
    if (operation?.example === undefined) throw new Error(`the document has no example for ${key}`);
    return structuredClone(operation.example) as Record<string, unknown>;
  };
  const ids: Record<string, string> = {};
  const create = async (kind: string, path: string, body: Record<string, unknown> | undefined, pick: (data: Record<string, unknown>) => unknown = (data) => data.id): Promise<void> => {
    const response = await api.post(path, body);
    if (response.status >= 300) throw new Error(`creating the ${kind} fixture: POST ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
    ids[kind] = String(pick(response.body.data as Record<string, unknown>));
  };

  const email = `${marker.toLowerCase()}@hartley-llp.example`;
  await create('contact', '/v1/contacts', { ...example('POST /v1/contacts'), first_name: marker, email });
  await create('company', '/v1/companies', { ...example('POST /v1/companies'), name: `${marker} LLP` });
  await create('deal', '/v1/deals', { ...example('POST /v1/deals'), name: `${marker} matter`, main_contact_id: ids.contact, owner_user_id: undefined }, (data) => (data.deal as { id: string }).id);
  await create('document', `/v1/deals/${ids.deal}/documents`, { ...example('POST /v1/deals/{id}/documents'), name: `${marker}.pdf` });
  await create('list', '/v1/lists', { ...example('POST /v1/lists'), name: `${marker} list` });
  await api.post(`/v1/lists/${ids.list}/contacts`, { contact_ids: [ids.contact] });
  await create('task', '/v1/tasks', { ...example('POST /v1/tasks'), title: `${marker} task`, contact_id: ids.contact, assigned_to_user_id: undefined });
  await create('contact_note', `/v1/contacts/${ids.contact}/notes`, { ...example('POST /v1/contacts/{id}/notes'), title: `${marker} note` });
  await create('company_note', `/v1/companies/${ids.company}/notes`, { ...example('POST /v1/companies/{id}/notes'), title: `${marker} note` });
  await create('campaign', '/v1/campaigns', { ...example('POST /v1/campaigns'), name: `${marker} campaign` });
  await api.post(`/v1/campaigns/${ids.campaign}/contacts`, { contact_ids: [ids.contact] });
  // Disabled, so no background run changes what the fuzzer reads back between two reads.
  await create('workflow', '/v1/workflows', { ...example('POST /v1/workflows'), name: `${marker} workflow`, enabled: false });
  await create('webhook', '/v1/webhooks', { ...example('POST /v1/webhooks'), url: PUBLIC_HOOK_URL, description: `${marker} hook` });
  // The last hour: a window the archive always keeps, whatever day the suite runs.
  await create('replay', `/v1/webhooks/${ids.webhook}/replay`, { since: new Date(Date.now() - 3_600_000).toISOString(), until: new Date().toISOString() });
  await create('message', '/v1/channels/send', { channel: 'email', recipient: email, subject: marker, message: `${marker} message`, contact_id: ids.contact });
  await create('sync_job', '/v1/email/sync', { mode: 'incremental', provider: 'mail_provider_a' }, (data) => data.job_id);
  await create('suppression', '/v1/suppressions', { type: 'email', value: `${marker.toLowerCase()}.suppressed@hartley-llp.example` });
  await create('assistant_task', '/v1/assistant/chat', { message: `start campaign ${marker} campaign` }, (data) => (data.tasks as Array<{ id: string }>)[0]?.id);
  // No delivery is guaranteed to exist (the hook's address never answers); an id nobody holds still exercises the route.
  ids.delivery = randomUUID();

  return { id: workspace.id, key: workspace.keys.full!, api, ids, marker, context: contextOf(ids, `Bearer ${workspace.keys.full!}`) };
}

export function contextOf(ids: Record<string, string>, authorization: string): FixtureContext {
  return {
    authorization,
    idsFor: (field) => {
      const kind = fieldKindOf(field);
      return kind !== undefined && ids[kind] !== undefined ? [ids[kind]] : [];
    },
    pathId: (operation, parameter) => {
      const id = ids[pathKindOf(operation, parameter)];
      if (id === undefined) throw new Error(`no ${pathKindOf(operation, parameter)} fixture for ${operation.key}`);
      return id;
    },
  };
}
