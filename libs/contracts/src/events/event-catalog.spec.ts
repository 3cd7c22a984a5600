import { CATALOG_EVENTS, EVENT_DOCS, EVENT_TYPES, OPERATIONAL_EVENTS, isEventType, streamOf, subjectOf } from './event-catalog';

describe('event catalog', () => {
  it('has the 28 types of the spec', () => {
    expect(CATALOG_EVENTS).toHaveLength(28);
    expect(new Set(CATALOG_EVENTS).size).toBe(28);
  });

  it('puts public events on events.* and internal ones on internal.*', () => {
    expect(subjectOf('contact.created')).toBe('events.contact.created');
    expect(subjectOf('audit.recorded')).toBe('internal.audit.recorded');
    expect(streamOf('contact.created')).toBe('EVENTS');
    expect(streamOf('audit.recorded')).toBe('INTERNAL');
  });

  it('describes every type in one line, in a group', () => {
    expect(Object.keys(EVENT_DOCS).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) expect(EVENT_DOCS[type].description).not.toContain('\n');
    for (const type of OPERATIONAL_EVENTS) expect(EVENT_DOCS[type].group).toBe('Operational');
    expect(isEventType('contact.created')).toBe(true);
    expect(isEventType('contact.exploded')).toBe(false);
  });
});
