import { isAppError } from '@wbk/platform';
import { applyContactPatch, newContactState, toContactView } from './contact';
import { diffContacts } from './contact-diff';

const NOW = new Date('2026-01-01T00:00:00.000Z');
const base = () => newContactState({ full_name: 'Jane Doe', email: 'jane@x.com', tags: ['a'], custom_fields: { k: 1 } }, 'id-1', NOW);

describe('toContactView', () => {
  it('has every field, null when absent, defaults for tags and custom_fields', () => {
    const view = toContactView(newContactState({ email: 'jo.bloggs@x.com' }, 'id-2', NOW));
    expect(view).toEqual({
      id: 'id-2',
      first_name: 'Jo',
      last_name: 'Bloggs',
      full_name: 'Jo Bloggs',
      email: 'jo.bloggs@x.com',
      phone: null,
      job_title: null,
      company: null,
      related_company_id: null,
      linkedin_url: null,
      priority: null,
      tags: [],
      custom_fields: {},
      created_date: NOW.toISOString(),
      updated_date: NOW.toISOString(),
    });
  });
});

describe('applyContactPatch', () => {
  it('changes only given fields; null clears; tags and custom_fields are replaced', () => {
    const next = applyContactPatch(base(), { phone: '+1 555', tags: null, custom_fields: { j: 2 } });
    expect(next).toMatchObject({ phone: '+1 555', tags: [], custom_fields: { j: 2 }, full_name: 'Jane Doe', email: 'jane@x.com' });
  });

  it('refuses to clear the last name or email', () => {
    const state = newContactState({ email: 'jane@x.com' }, 'id', NOW);
    let caught: unknown;
    try {
      applyContactPatch(state, { email: null });
    } catch (err) {
      caught = err;
    }
    expect(isAppError(caught) && caught.code).toBe('validation_error');
  });

  it('allows clearing the email when a name remains', () => {
    expect(applyContactPatch(base(), { email: null }).email).toBeNull();
  });
});

describe('diffContacts', () => {
  it('reports previous values and from/to for changed fields only, derived names included', () => {
    const before = toContactView(base());
    const after = toContactView({ ...applyContactPatch(base(), { last_name: 'Smith', custom_fields: { k: 1 } }), updated_date: 'later' });
    expect(diffContacts(before, after)).toEqual({
      changes: { last_name: 'Doe', full_name: 'Jane Doe' },
      diff: { last_name: { from: 'Doe', to: 'Smith' }, full_name: { from: 'Jane Doe', to: 'Jane Smith' } },
    });
  });

  it('is empty when nothing changed (deep equality, key order ignored)', () => {
    const state = newContactState({ full_name: 'A', custom_fields: { a: 1, b: [1, { c: 2 }] } }, 'id', NOW);
    const same = { ...state, custom_fields: { b: [1, { c: 2 }], a: 1 } };
    expect(diffContacts(toContactView(state), toContactView(same)).changes).toEqual({});
  });

  it('sees a change deep inside custom_fields and in tag order', () => {
    const state = newContactState({ full_name: 'A', tags: ['x', 'y'], custom_fields: { a: { b: [1] } } }, 'id', NOW);
    const next = { ...state, tags: ['y', 'x'], custom_fields: { a: { b: [2] } } };
    expect(Object.keys(diffContacts(toContactView(state), toContactView(next)).changes)).toEqual(['tags', 'custom_fields']);
  });
});
