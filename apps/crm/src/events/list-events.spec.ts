import { checkEventPayload, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { newListState, toListView } from '../domain/list';
import { parseCreateList } from '../domain/list.schema';
import { listContactsChanged, listCreated, listDeleted } from './list-events';

const clock = new ManualClock('2026-03-01T10:00:00.000Z');
const ctx = { workspaceId: '11111111-1111-4111-8111-111111111111', clock };

function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('list events match the catalog', () => {
  const list = toListView(newListState(parseCreateList({ name: 'GCs to call before year end' }), '2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c', clock.now()));
  const contactIds = ['8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f', 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f'];

  it('list.created and list.deleted carry the list', () => {
    expectCatalogPayload(listCreated(ctx, list));
    expectCatalogPayload(listDeleted(ctx, list));
  });

  it('membership events carry the list id, the contacts that joined or left, and their count', () => {
    const added = listContactsChanged(ctx, 'add', list.id, contactIds);
    expectCatalogPayload(added);
    expect(added).toMatchObject({ event: 'list.contacts_added', data: { list_id: list.id, contact_ids: contactIds, count: 2 } });
    const removed = listContactsChanged(ctx, 'remove', list.id, contactIds.slice(1));
    expectCatalogPayload(removed);
    expect(removed).toMatchObject({ event: 'list.contacts_removed', data: { count: 1 } });
  });
});
