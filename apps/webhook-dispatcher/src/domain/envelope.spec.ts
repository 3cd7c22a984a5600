import { isUuid } from '@wbk/platform';
import { deliveryIdFor, renderDeliveryBody } from './envelope';

describe('renderDeliveryBody', () => {
  it('renders the spec envelope in a fixed key order', () => {
    const body = renderDeliveryBody({
      event: 'contact.created',
      deliveryId: 'd-1',
      occurredAt: '2026-03-01T10:00:00.000Z',
      workspaceId: 'ws-1',
      data: { contact: { id: 'c-1', 'a.b': 1 } },
    });
    expect(body).toBe(
      '{"event":"contact.created","delivery_id":"d-1","occurred_at":"2026-03-01T10:00:00.000Z","workspace_id":"ws-1","data":{"contact":{"id":"c-1","a.b":1}}}',
    );
  });
});

describe('deliveryIdFor', () => {
  it('is a stable UUID per webhook and event', () => {
    const id = deliveryIdFor('w-1', 'e-1');
    expect(isUuid(id)).toBe(true);
    expect(deliveryIdFor('w-1', 'e-1')).toBe(id);
    expect(deliveryIdFor('w-2', 'e-1')).not.toBe(id);
    expect(deliveryIdFor('w-1', 'e-2')).not.toBe(id);
  });
});
