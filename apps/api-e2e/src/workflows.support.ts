// Shared by the workflow and assistant end-to-end specs: the
// workflow and run shapes as a caller reads them, builders for valid bodies,
// and the observers of action effects (provider-sim's sent log, run history).
import { randomUUID } from 'node:crypto';
import { createTestWorkspace, expectEventually, ProviderSimClient, type ApiClient, type ApiResponse, type Envelope, type SimSentMessage, type Stack } from '@wbk/testing';

/** The workflow record of the spec ("Workflow"), as GET / POST / PATCH return it. */
export interface Workflow {
  id: string;
  name: string;
  enabled: boolean;
  condition_entity: string;
  condition_field: string;
  condition_operator: string;
  condition_value: string;
  action_type: string;
  action_config: Record<string, unknown>;
  max_triggers_per_day: number;
  triggers_today: number;
  last_triggered_at: string | null;
  auto_disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export const WORKFLOW_FIELDS = [
  'action_config',
  'action_type',
  'auto_disabled_reason',
  'condition_entity',
  'condition_field',
  'condition_operator',
  'condition_value',
  'created_at',
  'enabled',
  'id',
  'last_triggered_at',
  'max_triggers_per_day',
  'name',
  'triggers_today',
  'updated_at',
];

/** One entry of GET /v1/workflows/{id}/runs and GET /v1/workflow-runs. */
export interface Run {
  id: string;
  workflow_id: string;
  trigger_event: { id: string; type: string; occurred_at: string };
  entity: { type: string; id: string };
  status: 'pending' | 'succeeded' | 'failed' | 'skipped';
  action_type: string;
  action_result: Record<string, unknown> | null;
  error: string | null;
  warnings: string[];
  attempts: number;
  duration_ms: number | null;
  created_at: string;
  finished_at: string | null;
}

/** Compressed action retry backoff for every workflow spec (three retries, as in production). */
export const RETRY_MS = [100, 200, 300];

export function engineEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { WORKFLOW_ACTION_RETRY_MS: RETRY_MS.join(','), ...overrides };
}

export function uniqueName(prefix = 'Workflow'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A valid POST /v1/workflows body (contact job title changed -> create a task); override any field. */
export function aWorkflow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: uniqueName(),
    condition_entity: 'contact',
    condition_field: 'job_title',
    condition_operator: 'changed',
    condition_value: '',
    action_type: 'create_task',
    action_config: { title: 'Call {{contact.full_name}}', due_in_days: 2, priority: 'high' },
    ...overrides,
  };
}

export interface WorkspaceApi {
  id: string;
  api: ApiClient;
  keys: Record<string, string>;
}

/** Key sets for freshWorkspace; every key costs one CLI run, so specs ask only for what they use. */
export const ALL_KEYS = { full: ['read', 'write', 'assistant'], reader: ['read'], writer: ['read', 'write'] };

/** The providers a fresh workspace has connected: email and the chat_a channel the specs send on. */
const SENDERS = [
  { category: 'email', name: 'mail_provider_a' },
  { category: 'channels', name: 'chat_a' },
];

/**
 * A fresh workspace (its changes trigger only its own workflows) with a `full`
 * key (read, write, assistant) unless `keys` says otherwise; `limits` raises
 * the rate limits for floods.
 */
export async function freshWorkspace(
  stack: Stack,
  options: { limits?: { daily: number; minute: number }; keys?: Record<string, string[]> } = {},
): Promise<WorkspaceApi> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, options.keys ?? { full: ALL_KEYS.full });
  if (options.limits) await stack.admin.setLimits(workspace.id, options.limits);
  // Every send goes through outreach, which sends only on connected providers.
  for (const provider of SENDERS) await stack.admin.connectProvider(workspace.id, provider);
  return { id: workspace.id, api: stack.api(workspace.keys.full), keys: workspace.keys };
}

export async function createWorkflow(api: ApiClient, body: Record<string, unknown> = aWorkflow()): Promise<Workflow> {
  return expectStatus(await api.post('/v1/workflows', body), 201, 'POST /v1/workflows') as Workflow;
}

export async function createRecord<T = Record<string, unknown> & { id: string }>(api: ApiClient, path: string, body: Record<string, unknown>): Promise<T> {
  return expectStatus(await api.post(path, body), 201, `POST ${path}`) as T;
}

export async function patchRecord(api: ApiClient, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return expectStatus(await api.patch(path, body), 200, `PATCH ${path}`) as Record<string, unknown>;
}

/** The response's data when the status is `status`; otherwise fails naming the call and the error body. */
export function expectStatus(response: ApiResponse<Envelope>, status: number, call: string): unknown {
  if (response.status !== status) throw new Error(`${call} answered ${response.status}, expected ${status}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** 400 validation_error whose details name each of `fields` (exactly or as a prefix, e.g. action_config.url). */
export function expectValidationError(response: ApiResponse<Envelope>, fields: string[]): void {
  expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 400, code: 'validation_error' });
  const named = ((response.body.error?.details?.fields ?? []) as Array<{ field: string }>).map((f) => f.field);
  for (const field of fields) {
    expect({ field, named: named.some((n) => n === field || n.startsWith(`${field}.`)) }).toEqual({ field, named: true });
  }
}

export async function runsOf(api: ApiClient, workflowId: string): Promise<Run[]> {
  const response = await api.get(`/v1/workflows/${workflowId}/runs?per_page=200`);
  expect(response.status).toBe(200);
  return response.body.data as Run[];
}

export async function runsOfEntity(api: ApiClient, entityId: string): Promise<Run[]> {
  const response = await api.get(`/v1/workflow-runs?entity_id=${entityId}&per_page=200`);
  expect(response.status).toBe(200);
  return response.body.data as Run[];
}

/** Waits until the workflow has `count` finished runs (none pending); returns them newest first. */
export async function waitForRuns(api: ApiClient, workflowId: string, count: number, timeoutMs = 15_000): Promise<Run[]> {
  return expectEventually(
    async () => {
      const runs = await runsOf(api, workflowId);
      expect(runs.filter((r) => r.status !== 'pending')).toHaveLength(count);
      expect(runs).toHaveLength(count);
      return runs;
    },
    { timeoutMs, intervalMs: 150 },
  );
}

export async function getWorkflow(api: ApiClient, id: string): Promise<Workflow> {
  const response = await api.get(`/v1/workflows/${id}`);
  expect(response.status).toBe(200);
  return response.body.data as Workflow;
}

/**
 * What provider-sim accepted for one workspace, oldest first: outreach sends
 * with the workspace as the provider account, so the account keeps workspaces apart.
 */
export async function simSent(stack: Stack, workspaceId: string): Promise<SimSentMessage[]> {
  const base = stack.addresses['provider-sim'];
  if (!base) throw new Error('provider-sim is not part of this stack');
  return new ProviderSimClient(base).sent({ accountId: workspaceId });
}

export interface CrmTask {
  id: string;
  title: string;
  status: string;
  priority: string;
  due_date: string | null;
  contact_id: string | null;
  deal_id: string | null;
  [field: string]: unknown;
}

export async function tasksOf(api: ApiClient, query: string): Promise<CrmTask[]> {
  const response = await api.get(`/v1/tasks?per_page=100&${query}`);
  expect(response.status).toBe(200);
  return response.body.data as CrmTask[];
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
