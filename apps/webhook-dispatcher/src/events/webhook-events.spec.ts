import { checkEventPayload } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { toWebhookView, type WebhookState } from '../domain/webhook';
import { endpointDisabled } from './webhook-events';

describe('webhook.endpoint_disabled matches the catalog', () => {
  it('carries the webhook as it reads after the disable, and when it started failing', () => {
    const clock = new ManualClock('2026-03-06T10:00:00.000Z');
    const disabled: WebhookState = {
      id: '2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18',
      url: 'https://intake.hartleyfinch.example/hooks/crm',
      events: ['contact.created'],
      description: null,
      enabled: false,
      disabled_reason: 'Every delivery failed since 2026-03-01T10:00:00.000Z',
      secret: 'whsec_secret',
      failing_since: '2026-03-01T10:00:00.000Z',
      created_at: '2026-02-01T10:00:00.000Z',
      updated_at: '2026-03-06T10:00:00.000Z',
      acting_key: { key_id: 'key-1', permissions: ['read', 'write'] },
    };
    const event = endpointDisabled('ws_1', disabled, '2026-03-01T10:00:00.000Z', clock);
    expect(checkEventPayload(event, ['webhook.endpoint_disabled'])).toEqual({ ok: true, event });
    expect(event.data).toEqual({ webhook: toWebhookView(disabled), failing_since: '2026-03-01T10:00:00.000Z' });
    expect(JSON.stringify(event.data)).not.toContain('whsec_');
  });
});
