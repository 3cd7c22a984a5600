// Type-level spec: the typecheck target compiles this file, and every
// `@ts-expect-error` line must really be an error, or the typecheck fails.
// So a wrongly shaped inter-service call (method, field name, field type, a
// reply field read wrongly, a handler for the wrong messages) does not compile.
import type { CrmAutomationRpc, WebhooksRpc } from '@wbk/contracts';
import type { RpcHandlers } from './rpc.server';
import type { TypedRpcClient } from './typed-rpc.client';

const context = { workspace_id: '11111111-1111-4111-8111-111111111111', request_id: 'run-1', idempotency_key: '33333333-3333-4333-8333-333333333333' };

export async function wellFormedCalls(crm: TypedRpcClient<CrmAutomationRpc>, webhooks: TypedRpcClient<WebhooksRpc>): Promise<string[]> {
  const task = await crm.call('CreateTask', { context, title: 'Call Jane', due_date: '2026-04-02', priority: 'high' }, { idempotent: true });
  const field = await crm.call('SetField', { context, record_type: 'RECORD_TYPE_DEAL', id: task.id, field: 'stage', value_json: '"won"' });
  const sent = await webhooks.call('SendOneOff', { workspace_id: context.workspace_id, url: 'https://example.com/hook', idempotency_key: 'run-1' });
  const verdict = await webhooks.call('RecordAttempt', { delivery_id: sent.delivery_id, ok: true, status_code: 200 });
  // Replies are the __Output form: every scalar present, nullable where proto3 makes it so.
  const title: string = task.title;
  const due: string | undefined = task.due_date;
  const attempt: number = verdict.attempt;
  return [title, due ?? '', String(attempt), String(field.changed)];
}

export async function malformedCalls(crm: TypedRpcClient<CrmAutomationRpc>, webhooks: TypedRpcClient<WebhooksRpc>): Promise<void> {
  // @ts-expect-error a method the service does not have
  await crm.call('CreateTasks', { context, title: 'Call Jane' });
  // @ts-expect-error a field name the request does not have (due_in_days is the workflow's config, not the CRM's)
  await crm.call('CreateTask', { context, title: 'Call Jane', due_in_days: 3 });
  // @ts-expect-error a field of the wrong type
  await crm.call('CreateTask', { context, title: 42 });
  // @ts-expect-error an enum value the proto does not declare
  await crm.call('SetField', { context, record_type: 'RECORD_TYPE_EMAIL', id: 'x', field: 'stage', value_json: '"won"' });
  // @ts-expect-error another method's request (SendOneOff takes no delivery_id)
  await webhooks.call('SendOneOff', { delivery_id: 'd1', manual: true });
  // @ts-expect-error a field of the caller context that is not there (the public RequestContext's api_key_id)
  await crm.call('GetContact', { context: { ...context, api_key_id: 'k1' }, id: 'c1' });
  const contact = await crm.call('GetContact', { context, id: 'c1' });
  // @ts-expect-error a reply field that does not exist
  void contact.fullName;
  // @ts-expect-error an optional reply field read as always present
  const email: string = contact.email;
  void email;
}

export const wellFormedHandlers: Pick<RpcHandlers<WebhooksRpc>, 'GetDeliveryTarget' | 'RecordAttempt'> = {
  GetDeliveryTarget: async (request) => ({
    deliverable: false,
    skip_reason: request.manual ? 'manual' : 'delivery_missing',
    delivery_id: request.delivery_id,
    webhook_id: '',
    url: '',
    secret: '',
    body: '',
    event: '',
    not_due_ms: 0,
  }),
  RecordAttempt: async (request) => ({ attempt: request.ok ? 1 : 2, final: true, next_delay_ms: 0 }),
};

export const malformedHandlers: Pick<RpcHandlers<WebhooksRpc>, 'GetDeliveryTarget' | 'RecordAttempt' | 'SendOneOff'> = {
  // @ts-expect-error a reply field of the wrong type
  GetDeliveryTarget: async () => ({ deliverable: 'yes' }),
  // @ts-expect-error a handler that reads a field its request does not have
  RecordAttempt: async (request: { attempt_id: string }) => ({ attempt: request.attempt_id.length }),
  // @ts-expect-error a misspelt reply field (status instead of status_code)
  SendOneOff: async () => ({ delivery_id: 'd1', status: 200, ok: true, error: '', retryable: false }),
};

describe('typed RPC clients and handlers', () => {
  it('are checked at compile time (this file is part of the typecheck target)', () => {
    expect([wellFormedCalls, malformedCalls].every((f) => typeof f === 'function')).toBe(true);
    expect(Object.keys(wellFormedHandlers).sort()).toEqual(['GetDeliveryTarget', 'RecordAttempt']);
  });
});
