import { PUBLIC_ROUTES } from '../http/public-routes';
import { EVENT_READ_PERMISSIONS, eventReadPermissions, mayReceiveEvent } from './event-permissions';

describe('the read permission of each webhook event', () => {
  it('is one a GET route declares, so receiving an event is never more than reading its resource', () => {
    const readable = new Set(PUBLIC_ROUTES.filter((route) => route.method === 'GET').map((route) => route.permission));
    for (const [event, permission] of Object.entries(EVENT_READ_PERMISSIONS)) expect({ event, readable: readable.has(permission) }).toEqual({ event, readable: true });
  });

  it('lists what a subscription needs once each; "*" names nothing', () => {
    expect(eventReadPermissions(['deal.updated', 'contact.created', 'deal.created'])).toEqual(['read:contacts', 'deals:read']);
    expect(eventReadPermissions(['*'])).toEqual([]);
  });

  it('grants an event by class or scoped name, never an unknown event', () => {
    expect(mayReceiveEvent(['read'], 'campaign.started')).toBe(true);
    expect(mayReceiveEvent(['campaigns:read'], 'campaign.started')).toBe(true);
    expect(mayReceiveEvent(['read:contacts', 'write'], 'deal.created')).toBe(false);
    expect(mayReceiveEvent(['admin'], 'email.received')).toBe(false);
  });
});
