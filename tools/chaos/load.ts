import { randomUUID } from 'node:crypto';
import { aCompany, aContact, aDeal, createTestWorkspace, type ApiClient, type ApiResponse, type Stack } from '@wbk/testing';
import type { EntityKind, Ledger } from './ledger';

/** One workspace under load: its key, and the webhook that must receive every event of its writes. */
export interface LoadWorkspace {
  index: number;
  id: string;
  api: ApiClient;
  webhookId: string;
}

export const SUBSCRIBED_EVENTS = ['contact.created', 'company.created', 'deal.created', 'contact.bulk_created'];
/** Contacts with this tag trigger each workspace's workflow, whose action is a webhook to the receiver. */
export const WORKFLOW_TAG = 'chaos-wf';
const KEYED_ATTEMPTS = 4;
const BULK_SIZE = 5;

export async function prepareWorkspaces(stack: Stack, count: number, receiverUrl: string): Promise<LoadWorkspace[]> {
  const workspaces: LoadWorkspace[] = [];
  for (let index = 0; index < count; index += 1) {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
    const api = stack.api(workspace.keys.full);
    const hook = await api.post('/v1/webhooks', { url: `${receiverUrl}/ws-${index}`, events: SUBSCRIBED_EVENTS, description: 'chaos receiver' });
    if (hook.status !== 201) throw new Error(`webhook for workspace ${index} answered ${hook.status}: ${JSON.stringify(hook.body)}`);
    const workflow = await api.post('/v1/workflows', {
      name: `Chaos ${index}`,
      condition_entity: 'contact',
      condition_field: 'tags',
      condition_operator: 'contains',
      condition_value: WORKFLOW_TAG,
      action_type: 'webhook',
      action_config: { url: `${receiverUrl}/wf-${index}`, secret: 'chaos-workflow-secret-0123456789' },
      // The default circuit breaker (100 a day) would disable it after 100 actions, and every later action would read as lost.
      max_triggers_per_day: 10_000,
    });
    if (workflow.status !== 201) throw new Error(`workflow for workspace ${index} answered ${workflow.status}: ${JSON.stringify(workflow.body)}`);
    workspaces.push({ index, id: workspace.id, api, webhookId: (hook.body.data as { id: string }).id });
  }
  return workspaces;
}

/** Sends one call; records its outcome and, when 2xx, the request id its audit entry must carry. */
async function call(ledger: Ledger, ws: LoadWorkspace, method: 'GET' | 'POST', path: string, body?: object, key?: string): Promise<ApiResponse | null> {
  const requestId = randomUUID();
  const headers: Record<string, string> = { 'x-request-id': requestId, ...(key === undefined ? {} : { 'idempotency-key': key }) };
  try {
    const response = await ws.api.request(method, path, { body, headers });
    ledger.outcome(String(response.status));
    // A client that hammers through 429s only fills the audit trail; wait as the answer says.
    if (response.status === 429) await pause(Number(response.headers['retry-after'] ?? '1') * 1_000);
    if (response.status >= 200 && response.status < 300) ledger.audited.push({ workspace: ws.index, requestId: response.headers['x-request-id'] ?? requestId });
    return response;
  } catch {
    ledger.outcome('network');
    // The gateway is down: retrying at once would spin until it is back.
    await pause(NETWORK_PAUSE_MS);
    return null;
  }
}

const NETWORK_PAUSE_MS = 250;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Number.isFinite(ms) ? Math.min(ms, 5_000) : 1_000));
}

/** A keyed write is retried under the same key, as a careful client does: it must still make one record. */
async function write(ledger: Ledger, ws: LoadWorkspace, path: string, body: object, keyed: boolean): Promise<ApiResponse | null> {
  if (!keyed) return call(ledger, ws, 'POST', path, body);
  const key = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const response = await call(ledger, ws, 'POST', path, body, key);
    const retryable = response === null || response.status >= 500 || response.status === 409;
    if (!retryable || attempt === KEYED_ATTEMPTS) return response;
    ledger.keyedRetries += 1;
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

const SINGLE: Record<EntityKind, { path: string; build: () => Record<string, unknown> }> = {
  contact: { path: '/v1/contacts', build: () => aContact() },
  company: { path: '/v1/companies', build: () => aCompany() },
  deal: { path: '/v1/deals', build: () => aDeal() },
};

async function createOne(ledger: Ledger, ws: LoadWorkspace, kind: EntityKind, keyed: boolean, triggers = false): Promise<void> {
  const body = triggers ? aContact({ tags: [WORKFLOW_TAG] }) : SINGLE[kind].build();
  const response = await write(ledger, ws, SINGLE[kind].path, body, keyed);
  if (response?.status !== 201) return;
  // A deal answers as `data.deal` (the createDeal operation's shape); contacts and companies as `data`.
  const data = (response.body as { data: { id: string; deal?: { id: string } } }).data;
  const id = kind === 'deal' ? data.deal?.id : data.id;
  if (id === undefined) throw new Error(`a created ${kind} answered without an id: ${JSON.stringify(response.body).slice(0, 200)}`);
  ledger.writes.push({ kind, workspace: ws.index, id, event: `${kind}.created` });
  if (triggers) ledger.workflowActions.push({ workspace: ws.index, id });
}

async function createBulk(ledger: Ledger, ws: LoadWorkspace, keyed: boolean): Promise<void> {
  const contacts = Array.from({ length: BULK_SIZE }, () => aContact());
  const response = await write(ledger, ws, '/v1/contacts/bulk', { contacts }, keyed);
  if (response?.status !== 201) return;
  const created = (response.body as { data: { created: Array<{ id: string }> } }).data.created;
  for (const record of created) ledger.writes.push({ kind: 'contact', workspace: ws.index, id: record.id, event: 'contact.bulk_created' });
}

/** One step of the mixed load; reads are there so that a read failing under faults shows in the outcomes. */
export async function loadStep(ledger: Ledger, ws: LoadWorkspace, random: () => number): Promise<void> {
  const roll = random();
  const keyed = random() < 0.5;
  if (roll < 0.3) return createOne(ledger, ws, 'contact', keyed, random() < 0.3);
  if (roll < 0.45) return createOne(ledger, ws, 'company', keyed);
  if (roll < 0.6) return createOne(ledger, ws, 'deal', keyed);
  if (roll < 0.7) return createBulk(ledger, ws, keyed);
  await call(ledger, ws, 'GET', roll < 0.85 ? '/v1/contacts?per_page=5' : '/v1/deals?per_page=5');
}

/** Runs `workers` loops of loadStep until `until` (epoch ms). */
export async function driveLoad(ledger: Ledger, workspaces: LoadWorkspace[], workers: number, until: number, random: () => number): Promise<void> {
  const loop = async (worker: number): Promise<void> => {
    while (Date.now() < until) {
      const ws = workspaces[(worker + Math.floor(random() * workspaces.length)) % workspaces.length]!;
      try {
        await loadStep(ledger, ws, random);
      } catch {
        // An answer of an unexpected shape: counted, and the load goes on.
        ledger.outcome('unexpected body');
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
}
