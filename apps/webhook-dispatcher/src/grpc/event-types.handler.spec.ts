import { dataEnvelope, WEBHOOK_EVENTS, webhookEventTypeRecord } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import { z } from 'zod';
import { createEventTypesHandlers } from './event-types.handler';

const request = (query: Record<string, string> = {}) => ({
  context: { workspace_id: '11111111-1111-4111-8111-111111111111', request_id: 'req-1', api_key_id: 'key-1', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0 },
  path: {},
  query,
  body_json: '',
});

describe('ListEventTypes', () => {
  const handlers = createEventTypesHandlers();

  it('answers every public event type, as the contract declares the answer', async () => {
    const reply = await handlers.ListEventTypes(request());
    const body = dataEnvelope(z.array(webhookEventTypeRecord)).parse({ data: JSON.parse(reply.data_json) });
    expect(body.data.map((t) => t.type)).toEqual([...WEBHOOK_EVENTS]);
    expect(body.data.find((t) => t.type === 'webhook.endpoint_disabled')).toMatchObject({ group: 'Operational', schema: { properties: { event: { const: 'webhook.endpoint_disabled' } } } });
    expect(reply).toMatchObject({ created: false, has_meta: false, audit: null });
  });

  it('refuses a query parameter: the route takes none', async () => {
    const failure = await handlers.ListEventTypes(request({ page: '2' })).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isAppError(failure) && failure.code).toBe('validation_error');
  });
});
