import { checkEventPayload, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { applyContactPatch, newContactState, toContactView } from '../domain/contact';
import { diffContacts } from '../domain/contact-diff';
import { parseCreateContact, parsePatchContact } from '../domain/contact.schema';
import { contactCreated, contactDeleted, contactsBulkCreated, contactUpdated } from './contact-events';

const WS = '11111111-1111-4111-8111-111111111111';
const clock = new ManualClock('2026-03-01T10:00:00.000Z');
const ctx = { workspaceId: WS, clock };

/** What a consumer would do with it: parse with the catalog schema of its type. */
function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('contact events match the catalog', () => {
  const state = newContactState(
    parseCreateContact({ full_name: 'Jane Doe', email: 'jane.doe@example.com', priority: 1, tags: ['litigation'], custom_fields: { source: 'conference' } }),
    '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
    clock.now(),
  );
  const contact = toContactView(state);

  it('contact.created and contact.deleted carry the contact with created_at', () => {
    const created = contactCreated(ctx, contact);
    expectCatalogPayload(created);
    expect(created.data.contact).toMatchObject({ id: contact.id, full_name: 'Jane Doe', email: 'jane.doe@example.com', created_at: contact.created_date });
    expectCatalogPayload(contactDeleted(ctx, contact));
  });

  it('contact.updated carries the contact after the change and the previous values', () => {
    const after = toContactView(applyContactPatch(state, parsePatchContact({ job_title: 'General Counsel', tags: null })));
    const event = contactUpdated(ctx, after, diffContacts(contact, after).changes);
    expectCatalogPayload(event);
    expect(event.data.changes).toEqual({ job_title: null, tags: ['litigation'] });
  });

  it('contact.bulk_created carries the contacts, as single events do, and their count', () => {
    const second = toContactView(newContactState(parseCreateContact({ email: 'r.finch@example.com' }), 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', clock.now()));
    const [event, ...more] = contactsBulkCreated({ workspaceId: WS, clock }, [contact, second]);
    expect(more).toEqual([]);
    expectCatalogPayload(event!);
    expect(event!.data).toMatchObject({ count: 2, contacts: [{ id: contact.id, created_at: contact.created_date }, { id: second.id }] });
  });
});
