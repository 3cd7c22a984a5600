import { CATALOG_EVENTS, subjectOf } from './event-catalog';

describe('event catalog', () => {
  it('has the 28 types of the spec', () => {
    expect(CATALOG_EVENTS).toHaveLength(28);
    expect(new Set(CATALOG_EVENTS).size).toBe(28);
  });

  it('puts public events on events.* and internal ones on internal.*', () => {
    expect(subjectOf('contact.created')).toBe('events.contact.created');
    expect(subjectOf('audit.recorded')).toBe('internal.audit.recorded');
  });
});
