import { matchesEvent } from './event-match';

describe('matchesEvent', () => {
  it('matches a listed name exactly', () => {
    expect(matchesEvent(['contact.created', 'deal.updated'], 'deal.updated')).toBe(true);
    expect(matchesEvent(['contact.created'], 'contact.updated')).toBe(false);
    expect(matchesEvent(['contact.*'], 'contact.updated')).toBe(false);
  });

  it('matches everything with *', () => {
    expect(matchesEvent(['*'], 'webhook.endpoint_disabled')).toBe(true);
  });
});
