import {
  aContact,
  aDeal,
  anIdempotencyKey,
  anUnknownId,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type EventTap,
  type Stack,
} from '@wbk/testing';
import { crmWorkspaces, expectValidationError } from './crm.support';

/** POST /v1/contacts/bulk, POST /v1/deals/bulk and PATCH /v1/deals/bulk through the gateway. */

interface BulkItemError {
  index: number;
  errors: Array<{ field: string; message: string }>;
}

interface BulkCreated {
  created: Array<{ index: number; id: string }>;
  errors: BulkItemError[];
  count: number;
}

interface BulkUpdated {
  updated: Array<{ index: number; id: string }>;
  errors: BulkItemError[];
  count: number;
}

interface Deal {
  id: string;
  stage: string;
  status: string;
  probability: number | null;
  closed_date: string | null;
  [field: string]: unknown;
}

/** The per-index error list as {index: [fields]} for compact assertions. */
function errorFields(errors: BulkItemError[]): Record<number, string[]> {
  return Object.fromEntries(errors.map((e) => [e.index, e.errors.map((i) => i.field.split('.')[0]!).sort()]));
}

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
}

describe('CRM bulk endpoints', () => {
  let stack: Stack;
  let api: ApiClient;
  let reader: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};

  beforeAll(async () => {
    stack = await startStack();
    const { workspace, other } = await crmWorkspaces(stack, { full: ['read', 'write'], reader: ['read'] });
    api = stack.api(workspace.keys.full);
    reader = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of ['contact.bulk_created', 'deal.bulk_created', 'deal.bulk_updated']) {
      taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
    }
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  /** Contacts of one test carry its own tag, so the tag filter's total counts exactly what that test stored. */
  async function contactTotal(tag: string): Promise<number> {
    const response = await api.get(`/v1/contacts?per_page=1&tag=${tag}`);
    expect(response.status).toBe(200);
    return response.body.meta!.total;
  }

  /** Deals of one test share its own pipeline, so the pipeline filter's total counts exactly what that test stored. */
  async function dealTotal(pipeline: string): Promise<number> {
    const response = await api.get(`/v1/deals?per_page=1&pipeline=${pipeline}`);
    expect(response.status).toBe(200);
    return response.body.meta!.total;
  }

  async function readDeal(id: string): Promise<Deal> {
    const response = await api.get(`/v1/deals/${id}`);
    expect(response.status).toBe(200);
    return (response.body.data as { deal: Deal }).deal;
  }

  /** Bulk events whose array holds any of `ids`; their counts must add up to the ids of the call. */
  function bulkEventsFor(type: string, key: 'contacts' | 'deals', ids: string[]): Array<{ ids: string[]; count: number; data: Record<string, unknown> }> {
    const wanted = new Set(ids);
    return taps[type]!.matching((e) => ((e.data as Record<string, Array<{ id: string }>>)[key] ?? []).some((r) => wanted.has(r.id))).map((t) => {
      const data = t.envelope.data as Record<string, unknown>;
      return { ids: (data[key] as Array<{ id: string }>).map((r) => r.id), count: data.count as number, data };
    });
  }

  async function expectBulkEventsOnce(type: string, key: 'contacts' | 'deals', ids: string[]): Promise<Array<{ ids: string[]; count: number; data: Record<string, unknown> }>> {
    const covered = () => bulkEventsFor(type, key, ids).flatMap((e) => e.ids);
    await expectEventually(() => expect(covered().length).toBeGreaterThanOrEqual(ids.length));
    // Let the relay's next sweeps pass: a duplicate publication would show here.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const events = bulkEventsFor(type, key, ids);
    expect(covered().sort()).toEqual([...ids].sort());
    for (const event of events) expect(event.count).toBe(event.ids.length);
    return events;
  }

  describe('POST /v1/contacts/bulk', () => {
    it('stores the valid records, reports the invalid ones by index, and emits contact.bulk_created once with count', async () => {
      const tag = unique('mix');
      const good = [aContact({ first_name: 'Alan', tags: [tag] }), aContact({ first_name: 'Grace', tags: [tag] }), aContact({ first_name: 'Edsger', tags: [tag] })];
      const body = {
        contacts: [
          good[0],
          { ...aContact({ tags: [tag] }), email: 5 },
          good[1],
          aContact({ tags: [tag], favourite_colour: 'green' }),
          'not an object',
          good[2],
          { ...aContact(), priority: 7, tags: 'vip' },
        ],
      };
      const response = await api.post('/v1/contacts/bulk', body);
      expect(response.status).toBe(201);
      const data = response.body.data as BulkCreated;
      expect(data.count).toBe(3);
      expect(data.created.map((c) => c.index)).toEqual([0, 2, 5]);
      expect(errorFields(data.errors)).toEqual({ 1: ['email'], 3: ['favourite_colour'], 4: [expect.any(String)], 6: ['priority', 'tags'] });
      expect(await contactTotal(tag)).toBe(3);
      for (const [i, { id }] of data.created.entries()) {
        const read = await api.get(`/v1/contacts/${id}`);
        expect(read.status).toBe(200);
        expect(read.body.data).toMatchObject({ email: good[i]!.email, first_name: good[i]!.first_name });
      }
      // Isolation: the other workspace sees none of them.
      expect((await otherWorkspace.get(`/v1/contacts/${data.created[0]!.id}`)).status).toBe(404);

      const events = await expectBulkEventsOnce('contact.bulk_created', 'contacts', data.created.map((c) => c.id));
      expect(events).toHaveLength(1);
      expect(events[0]!.count).toBe(3);
    });

    it('stores nothing twice when retried with the same Idempotency-Key', async () => {
      const tag = unique('retry');
      const key = anIdempotencyKey();
      const body = { contacts: [aContact({ tags: [tag] }), aContact({ tags: [tag] }), { email: 'not-an-email', tags: [tag] }] };
      const first = await api.post('/v1/contacts/bulk', body, { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      const retry = await api.post('/v1/contacts/bulk', body, { 'Idempotency-Key': key });
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await contactTotal(tag)).toBe(2);
      const conflict = await api.post('/v1/contacts/bulk', { contacts: [aContact({ tags: [tag] })] }, { 'Idempotency-Key': key });
      expect({ status: conflict.status, code: conflict.body.error?.code }).toEqual({ status: 409, code: 'idempotency_conflict' });
      expect(await contactTotal(tag)).toBe(2);

      const ids = (first.body.data as BulkCreated).created.map((c) => c.id);
      expect(await expectBulkEventsOnce('contact.bulk_created', 'contacts', ids)).toHaveLength(1);
    });

    it('creates 1,000 contacts in one call and refuses 1,001', async () => {
      const tag = unique('thousand');
      const tooMany = await api.post('/v1/contacts/bulk', { contacts: Array.from({ length: 1001 }, () => aContact({ tags: [tag] })) });
      expectValidationError(tooMany, ['contacts']);
      expect(await contactTotal(tag)).toBe(0);
      const response = await api.post('/v1/contacts/bulk', { contacts: Array.from({ length: 1000 }, () => aContact({ tags: [tag] })) });
      expect(response.status).toBe(201);
      expect((response.body.data as BulkCreated).count).toBe(1000);
      expect(await contactTotal(tag)).toBe(1000);
    });

    it('refuses a bad envelope or an all-invalid batch with 400 validation_error and stores nothing', async () => {
      const tag = unique('bad');
      expectValidationError(await api.post('/v1/contacts/bulk', {}), ['contacts']);
      expectValidationError(await api.post('/v1/contacts/bulk', { contacts: [] }), ['contacts']);
      expectValidationError(await api.post('/v1/contacts/bulk', { contacts: aContact({ tags: [tag] }) }), ['contacts']);
      expectValidationError(await api.post('/v1/contacts/bulk', { contacts: [aContact({ tags: [tag] })], dry_run: true }), ['dry_run']);
      const allBad = await api.post('/v1/contacts/bulk', { contacts: [{ email: 5, tags: [tag] }, { nickname: 'x', tags: [tag] }] });
      expect({ status: allBad.status, code: allBad.body.error?.code }).toEqual({ status: 400, code: 'validation_error' });
      expect(JSON.stringify(allBad.body.error)).toContain('nickname');
      expect(await contactTotal(tag)).toBe(0);
    });

    it('refuses a read-only key with 403 naming write:contacts', async () => {
      const response = await reader.post('/v1/contacts/bulk', { contacts: [aContact()] });
      expect(response.status).toBe(403);
      expect(response.body.error?.message).toContain('write:contacts');
    });
  });

  describe('POST /v1/deals/bulk', () => {
    it('stores the valid deals, reports the invalid ones by index, and emits deal.bulk_created once with count', async () => {
      const contact = await api.post('/v1/contacts', aContact());
      const contactId = (contact.body.data as { id: string }).id;
      const foreignContact = ((await otherWorkspace.post('/v1/contacts', aContact())).body.data as { id: string }).id;
      const pipeline = unique('bulk');
      const body = {
        deals: [
          aDeal({ pipeline, main_contact_id: contactId }),
          aDeal({ pipeline, probability: 101 }),
          aDeal({ pipeline, currency: 'XXXX' }),
          { pipeline },
          aDeal({ pipeline, status: 'won' }),
          aDeal({ pipeline, main_contact_id: foreignContact }),
          aDeal({ pipeline, next_follow_up_date: '2026-02-30', secret: 1 }),
        ],
      };
      const response = await api.post('/v1/deals/bulk', body);
      expect(response.status).toBe(201);
      const data = response.body.data as BulkCreated;
      expect(data.count).toBe(2);
      expect(data.created.map((c) => c.index)).toEqual([0, 4]);
      expect(errorFields(data.errors)).toEqual({
        1: ['probability'],
        2: ['currency'],
        3: ['name'],
        5: ['main_contact_id'],
        6: ['next_follow_up_date', 'secret'],
      });
      expect(await dealTotal(pipeline)).toBe(2);
      expect(await readDeal(data.created[0]!.id)).toMatchObject({ main_contact_id: contactId, status: 'open', closed_date: null });
      expect((await readDeal(data.created[1]!.id)).closed_date).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
      expect((await otherWorkspace.get(`/v1/deals/${data.created[0]!.id}`)).status).toBe(404);

      const events = await expectBulkEventsOnce('deal.bulk_created', 'deals', data.created.map((c) => c.id));
      expect(events).toHaveLength(1);
      expect(events[0]!.count).toBe(2);
    });

    it('stores nothing twice when retried with the same Idempotency-Key', async () => {
      const pipeline = unique('bulk');
      const key = anIdempotencyKey();
      const body = { deals: [aDeal({ pipeline }), aDeal({ pipeline }), aDeal({ pipeline, probability: 500 })] };
      const first = await api.post('/v1/deals/bulk', body, { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      const retry = await api.post('/v1/deals/bulk', body, { 'Idempotency-Key': key });
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await dealTotal(pipeline)).toBe(2);
      const ids = (first.body.data as BulkCreated).created.map((c) => c.id);
      expect(await expectBulkEventsOnce('deal.bulk_created', 'deals', ids)).toHaveLength(1);
    });

    it('refuses more than 1,000 deals and a read-only key', async () => {
      const pipeline = unique('bulk');
      expectValidationError(await api.post('/v1/deals/bulk', { deals: Array.from({ length: 1001 }, () => aDeal({ pipeline })) }), ['deals']);
      const refused = await reader.post('/v1/deals/bulk', { deals: [aDeal({ pipeline })] });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toContain('write:deals');
      expect(await dealTotal(pipeline)).toBe(0);
    });
  });

  describe('PATCH /v1/deals/bulk', () => {
    it('applies the valid patches with the single-deal rules, reports the others by index, and emits deal.bulk_updated once', async () => {
      const pipeline = unique('bulk');
      const created = await api.post('/v1/deals/bulk', { deals: [aDeal({ pipeline, stage: 'qualification' }), aDeal({ pipeline, probability: 10 }), aDeal({ pipeline })] });
      const [d1, d2, d3] = (created.body.data as BulkCreated).created.map((c) => c.id) as [string, string, string];
      const before2 = await readDeal(d2);
      const foreignDeal = ((await otherWorkspace.post('/v1/deals', aDeal())).body.data as { deal: { id: string } }).deal.id;

      const response = await api.patch('/v1/deals/bulk', {
        deals: [
          { id: d1, stage: 'proposal' },
          { id: anUnknownId(), stage: 'proposal' },
          { id: d2, probability: 101 },
          { id: d3, status: 'won' },
          { id: foreignDeal, stage: 'hijacked' },
          { stage: 'no id' },
          { id: d2, currency: 'XXXX', colour: 'red' },
        ],
      });
      expect(response.status).toBe(200);
      const data = response.body.data as BulkUpdated;
      expect(data.updated).toEqual([
        { index: 0, id: d1 },
        { index: 3, id: d3 },
      ]);
      expect(data.count).toBe(2);
      expect(errorFields(data.errors)).toEqual({ 1: ['id'], 2: ['probability'], 4: ['id'], 5: ['id'], 6: ['colour', 'currency'] });

      expect((await readDeal(d1)).stage).toBe('proposal');
      const won = await readDeal(d3);
      expect(won.status).toBe('won');
      expect(won.closed_date).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
      expect(await readDeal(d2)).toEqual(before2);
      expect(((await otherWorkspace.get(`/v1/deals/${foreignDeal}`)).body.data as { deal: Deal }).deal.stage).not.toBe('hijacked');

      const events = await expectBulkEventsOnce('deal.bulk_updated', 'deals', [d1, d3]);
      expect(events).toHaveLength(1);
      expect(events[0]!.count).toBe(2);
      expect(events[0]!.data.changes).toMatchObject({ [d1]: { stage: 'qualification' }, [d3]: { status: 'open', closed_date: null } });
    });

    it('refuses a bad envelope with 400 and changes nothing', async () => {
      const created = await api.post('/v1/deals', aDeal({ stage: 'qualification' }));
      const deal = (created.body.data as { deal: Deal }).deal;
      expectValidationError(await api.patch('/v1/deals/bulk', {}), ['deals']);
      expectValidationError(await api.patch('/v1/deals/bulk', { deals: [] }), ['deals']);
      expectValidationError(await api.patch('/v1/deals/bulk', { deals: [{ id: deal.id, stage: 'proposal' }], force: true }), ['force']);
      const tooMany = [{ id: deal.id, stage: 'proposal' }, ...Array.from({ length: 1000 }, () => ({ id: anUnknownId(), stage: 'x' }))];
      expectValidationError(await api.patch('/v1/deals/bulk', { deals: tooMany }), ['deals']);
      expect(await readDeal(deal.id)).toEqual(deal);
    });
  });
});
