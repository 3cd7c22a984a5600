import {
  aContact,
  aDeal,
  aDealDocument,
  anUnknownId,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type EventTap,
  type Stack,
} from '@wbk/testing';
import { crmWorkspaces, expectError, expectValidationError, tick } from './crm.support';

/** Deals and deal documents through the gateway. */

interface Deal {
  id: string;
  name: string;
  stage: string;
  status: string;
  pipeline: string;
  closed_date: string | null;
  updated_date: string;
  [field: string]: unknown;
}

const DEAL_FIELDS = [
  'closed_date',
  'created_date',
  'currency',
  'estimated_value',
  'fee_model',
  'high_level_description',
  'id',
  'main_contact_id',
  'matter_type',
  'name',
  'next_follow_up_date',
  'owner_user_id',
  'pipeline',
  'priority',
  'probability',
  'related_company_id',
  'stage',
  'status',
  'tags',
  'updated_date',
];
const DOCUMENT_FIELDS = ['created_at', 'folder', 'id', 'linked_at', 'mime_type', 'name', 'role', 'size_bytes', 'tags'];

function dealIdOf(envelope: Record<string, unknown>): unknown {
  return (envelope.data as { deal?: { id?: unknown } } | undefined)?.deal?.id;
}

/** A slug unique to one test, so list filters and totals see only that test's deals. */
function aPipeline(): string {
  return `p-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
}

/** Records made one after another must not share a millisecond, so "most recently updated" has one right answer. */

/** Today as the UTC calendar day the CRM stamps closed_date with (the day may roll over during the call). */
function utcDays(): string[] {
  const now = Date.now();
  return [new Date(now - 60_000), new Date(now), new Date(now + 60_000)].map((d) => d.toISOString().slice(0, 10));
}

describe('CRM deals and deal documents', () => {
  let stack: Stack;
  let api: ApiClient;
  let writeOnly: ApiClient;
  let readOnly: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};

  beforeAll(async () => {
    stack = await startStack();
    const { workspace, other } = await crmWorkspaces(stack, { full: ['read', 'write'], writer: ['write'], reader: ['read'] });
    api = stack.api(workspace.keys.full);
    writeOnly = stack.api(workspace.keys.writer);
    readOnly = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of ['deal.created', 'deal.updated', 'deal.deleted']) {
      taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
    }
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  async function createDeal(body: Record<string, unknown> = aDeal(), client = api): Promise<Deal> {
    const response = await client.post('/v1/deals', body);
    expect(response.status).toBe(201);
    return (response.body.data as { deal: Deal }).deal;
  }

  async function createContactId(client = api): Promise<string> {
    const response = await client.post('/v1/contacts', aContact());
    expect(response.status).toBe(201);
    return (response.body.data as { id: string }).id;
  }

  async function readDeal(id: string): Promise<Deal> {
    const response = await api.get(`/v1/deals/${id}`);
    expect(response.status).toBe(200);
    return (response.body.data as { deal: Deal }).deal;
  }

  async function listDealIds(query: string): Promise<{ ids: string[]; total: number }> {
    const response = await api.get(`/v1/deals?${query}`);
    expect(response.status).toBe(200);
    return { ids: (response.body.data as { deals: Deal[] }).deals.map((d) => d.id), total: response.body.meta!.total };
  }

  describe('deals', () => {
    it('creates a deal (201) and answers GET /v1/deals/{id} with data.deal holding every spec field', async () => {
      const contactId = await createContactId();
      const body = aDeal({ main_contact_id: contactId, next_follow_up_date: '2026-03-01', fee_model: 'hourly', high_level_description: 'Contract dispute' });
      const deal = await createDeal(body);
      expect(Object.keys(deal).sort()).toEqual(DEAL_FIELDS);
      expect(deal).toMatchObject({ name: body.name, status: 'open', closed_date: null, currency: 'GBP', probability: 40, main_contact_id: contactId });

      const read = await api.get(`/v1/deals/${deal.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({ deal });
    });

    it('filters the list by status, stage, pipeline, owner_user_id and main_contact_id', async () => {
      const pipeline = aPipeline();
      const owner = anUnknownId();
      const contactId = await createContactId();
      const a = await createDeal(aDeal({ pipeline, stage: 'proposal', owner_user_id: owner }));
      const b = await createDeal(aDeal({ pipeline, stage: 'qualification', status: 'won', main_contact_id: contactId }));
      const c = await createDeal(aDeal({ pipeline, stage: 'proposal', status: 'lost', owner_user_id: owner, main_contact_id: contactId }));
      await createDeal(aDeal({ pipeline: aPipeline(), owner_user_id: owner }));

      const sorted = (ids: string[]) => [...ids].sort();
      expect(sorted((await listDealIds(`pipeline=${pipeline}`)).ids)).toEqual(sorted([a.id, b.id, c.id]));
      expect(await listDealIds(`pipeline=${pipeline}&status=won`)).toEqual({ ids: [b.id], total: 1 });
      expect(sorted((await listDealIds(`pipeline=${pipeline}&stage=proposal`)).ids)).toEqual(sorted([a.id, c.id]));
      expect(sorted((await listDealIds(`pipeline=${pipeline}&owner_user_id=${owner}`)).ids)).toEqual(sorted([a.id, c.id]));
      expect((await listDealIds(`owner_user_id=${owner}`)).total).toBe(3);
      expect(sorted((await listDealIds(`main_contact_id=${contactId}`)).ids)).toEqual(sorted([b.id, c.id]));
      expect(await listDealIds(`main_contact_id=${contactId}&status=lost&stage=proposal`)).toEqual({ ids: [c.id], total: 1 });
    });

    it('answers 400 validation_error for unknown or malformed list filters', async () => {
      expectValidationError(await api.get('/v1/deals?status=pending'), ['status']);
      expectValidationError(await api.get('/v1/deals?owner_user_id=bob'), ['owner_user_id']);
      expectValidationError(await api.get('/v1/deals?amount=5'), ['amount']);
      expectValidationError(await api.get('/v1/deals?per_page=0'), ['per_page']);
    });

    it('answers 404 deal_not_found for a missing deal, a deleted one, and another workspace\'s', async () => {
      const deal = await createDeal();
      const gone = await createDeal();
      expect((await api.delete(`/v1/deals/${gone.id}`)).status).toBe(200);
      for (const response of [
        await api.get(`/v1/deals/${anUnknownId()}`),
        await api.get(`/v1/deals/${gone.id}`),
        await api.patch(`/v1/deals/${gone.id}`, { stage: 'proposal' }),
        await api.delete(`/v1/deals/${gone.id}`),
        await otherWorkspace.get(`/v1/deals/${deal.id}`),
        await otherWorkspace.patch(`/v1/deals/${deal.id}`, { stage: 'hijacked' }),
        await otherWorkspace.delete(`/v1/deals/${deal.id}`),
      ]) {
        expectError(response, 404, 'deal_not_found');
      }
      expect(await readDeal(deal.id)).toEqual(deal);
      expect((await otherWorkspace.get(`/v1/deals?pipeline=${String(deal.pipeline)}`)).body.meta?.total).toBe(0);
    });

    it('answers 403 insufficient_permissions naming deals:read to a key with only write', async () => {
      const deal = await createDeal(aDeal(), writeOnly);
      for (const response of [await writeOnly.get(`/v1/deals/${deal.id}`), await writeOnly.get('/v1/deals')]) {
        expectError(response, 403, 'insufficient_permissions');
        expect(response.body.error?.message).toContain('deals:read');
      }
      const refused = await readOnly.patch(`/v1/deals/${deal.id}`, { stage: 'proposal' });
      expectError(refused, 403, 'insufficient_permissions');
      expect(refused.body.error?.message).toContain('write:deals');
    });

    it('sets closed_date when a deal is won or lost, keeps it between won and lost, and clears it on reopening', async () => {
      const deal = await createDeal();
      const won = await api.patch(`/v1/deals/${deal.id}`, { status: 'won' });
      expect(won.status).toBe(200);
      const wonDeal = (won.body.data as { deal: Deal }).deal;
      expect(wonDeal.status).toBe('won');
      expect(utcDays()).toContain(wonDeal.closed_date);
      expect(await readDeal(deal.id)).toEqual(wonDeal);

      const lost = (await api.patch(`/v1/deals/${deal.id}`, { status: 'lost' })).body.data as { deal: Deal };
      expect(lost.deal).toMatchObject({ status: 'lost', closed_date: wonDeal.closed_date });

      const reopened = (await api.patch(`/v1/deals/${deal.id}`, { status: 'open' })).body.data as { deal: Deal };
      expect(reopened.deal).toMatchObject({ status: 'open', closed_date: null });

      const dated = await createDeal(aDeal({ status: 'lost', closed_date: '2025-12-31' }));
      expect(dated).toMatchObject({ status: 'lost', closed_date: '2025-12-31' });
      expectValidationError(await api.patch(`/v1/deals/${deal.id}`, { closed_date: '2026-01-01' }), ['closed_date']);
      expect((await readDeal(deal.id)).closed_date).toBeNull();
    });

    it('PATCH changes only the given fields', async () => {
      const deal = await createDeal(aDeal({ tags: ['a', 'b'] }));
      const patched = await api.patch(`/v1/deals/${deal.id}`, { stage: 'proposal', tags: ['c'] });
      expect(patched.status).toBe(200);
      const after = (patched.body.data as { deal: Deal }).deal;
      expect(after).toEqual({ ...deal, stage: 'proposal', tags: ['c'], updated_date: after.updated_date });
    });

    it('refuses bad input with 400 validation_error naming each field, and changes nothing', async () => {
      const pipeline = aPipeline();
      const otherContact = await createContactId(otherWorkspace);
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [aDeal({ pipeline, probability: 101 }), ['probability']],
        [aDeal({ pipeline, probability: -1 }), ['probability']],
        [aDeal({ pipeline, probability: 50.5 }), ['probability']],
        [aDeal({ pipeline, currency: 'XXXX' }), ['currency']],
        [aDeal({ pipeline, currency: 'usd1' }), ['currency']],
        [aDeal({ pipeline, next_follow_up_date: '2026-02-30' }), ['next_follow_up_date']],
        [aDeal({ pipeline, next_follow_up_date: 'tomorrow' }), ['next_follow_up_date']],
        [aDeal({ pipeline, priority: 'critical' }), ['priority']],
        [aDeal({ pipeline, status: 'pending' }), ['status']],
        [aDeal({ pipeline, name: 'x'.repeat(201) }), ['name']],
        [aDeal({ pipeline, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }), ['tags']],
        [aDeal({ pipeline, estimated_value: '1000' }), ['estimated_value']],
        [aDeal({ pipeline, discount: 10 }), ['discount']],
        [aDeal({ pipeline, main_contact_id: 'not-a-uuid' }), ['main_contact_id']],
        [aDeal({ pipeline, main_contact_id: otherContact }), ['main_contact_id']],
        [aDeal({ pipeline, probability: 101, currency: 'XXXX', priority: 'critical' }), ['probability', 'currency', 'priority']],
        [{ pipeline }, ['name']],
      ];
      for (const [body, fields] of cases) expectValidationError(await api.post('/v1/deals', body), fields);
      expect((await listDealIds(`pipeline=${pipeline}`)).total).toBe(0);

      const deal = await createDeal(aDeal({ pipeline }));
      for (const [body, fields] of [
        [{ probability: 101 }, ['probability']],
        [{ currency: 'XXXX' }, ['currency']],
        [{ status: 'won', probability: 101 }, ['probability']],
        [{ next_follow_up_date: '2026-13-01' }, ['next_follow_up_date']],
        [{ stage: 'proposal', unknown_field: true }, ['unknown_field']],
        [{ owner_user_id: 12 }, ['owner_user_id']],
      ] as Array<[Record<string, unknown>, string[]]>) {
        expectValidationError(await api.patch(`/v1/deals/${deal.id}`, body), fields);
      }
      expect(await readDeal(deal.id)).toEqual(deal);
    });

    it('deletes a deal (200) and leaves it out of the list', async () => {
      const pipeline = aPipeline();
      const deal = await createDeal(aDeal({ pipeline }));
      expect((await api.delete(`/v1/deals/${deal.id}`)).status).toBe(200);
      expect((await listDealIds(`pipeline=${pipeline}`)).total).toBe(0);
    });

    it('embeds open_deals on a contact: up to 3 deals whose main contact it is, most recently updated first, won and lost ones too, each {id, name, stage, estimated_value, updated_date}', async () => {
      const contactId = await createContactId();
      const deals: Deal[] = [];
      for (let i = 0; i < 4; i++) {
        deals.push(await createDeal(aDeal({ main_contact_id: contactId })));
        await tick();
      }
      const [d1, d2, d3, d4] = deals as [Deal, Deal, Deal, Deal];
      await createDeal(aDeal());
      // d1 becomes the most recently updated open deal; a deal won after it is more recent still.
      expect((await api.patch(`/v1/deals/${d1.id}`, { stage: 'proposal' })).status).toBe(200);
      await tick();
      const won = await createDeal(aDeal({ main_contact_id: contactId }));
      expect((await api.patch(`/v1/deals/${won.id}`, { status: 'won', stage: 'closed_won' })).status).toBe(200);

      const response = await api.get(`/v1/contacts/${contactId}?include=deals`);
      expect(response.status).toBe(200);
      const openDeals = (response.body.data as { open_deals: Array<Record<string, unknown>> }).open_deals;
      expect(openDeals.map((d) => d.id)).toEqual([won.id, d1.id, d4.id]);
      for (const entry of openDeals) expect(Object.keys(entry).sort()).toEqual(['estimated_value', 'id', 'name', 'stage', 'updated_date']);
      expect(openDeals[0]).toMatchObject({ id: won.id, stage: 'closed_won' });
      expect(openDeals[1]).toEqual({ id: d1.id, name: d1.name, stage: 'proposal', estimated_value: 25_000, updated_date: (await readDeal(d1.id)).updated_date });
      expect(openDeals.map((d) => d.id)).not.toContain(d2.id);
      expect(openDeals.map((d) => d.id)).not.toContain(d3.id);
    });
  });

  describe('deal documents', () => {
    it('links a document (201) with exactly the spec fields and lists it under data.documents', async () => {
      const deal = await createDeal();
      const body = aDealDocument({ role: 'engagement_letter' });
      const response = await api.post(`/v1/deals/${deal.id}/documents`, body);
      expect(response.status).toBe(201);
      const document = response.body.data as Record<string, unknown>;
      expect(Object.keys(document).sort()).toEqual(DOCUMENT_FIELDS);
      expect(document).toMatchObject({ name: body.name, mime_type: 'application/pdf', size_bytes: 12_345, folder: '/Matters/2026', tags: ['e2e'], role: 'engagement_letter' });

      const list = await api.get(`/v1/deals/${deal.id}/documents`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual({ documents: [document] });
      expect(list.body.meta).toEqual({ page: 1, per_page: 25, total: 1 });
    });

    it('pages with per_page default 25 and max 100, and filters by role', async () => {
      const deal = await createDeal();
      for (let i = 0; i < 27; i++) {
        const role = i < 3 ? 'evidence' : 'correspondence';
        expect((await api.post(`/v1/deals/${deal.id}/documents`, aDealDocument({ role }))).status).toBe(201);
      }
      const first = await api.get(`/v1/deals/${deal.id}/documents`);
      expect(first.body.meta).toEqual({ page: 1, per_page: 25, total: 27 });
      expect((first.body.data as { documents: unknown[] }).documents).toHaveLength(25);
      const second = await api.get(`/v1/deals/${deal.id}/documents?page=2`);
      expect((second.body.data as { documents: unknown[] }).documents).toHaveLength(2);
      const max = await api.get(`/v1/deals/${deal.id}/documents?per_page=100`);
      expect(max.status).toBe(200);
      expect((max.body.data as { documents: unknown[] }).documents).toHaveLength(27);
      expectValidationError(await api.get(`/v1/deals/${deal.id}/documents?per_page=101`), ['per_page']);

      const evidence = await api.get(`/v1/deals/${deal.id}/documents?role=evidence`);
      expect(evidence.body.meta?.total).toBe(3);
      expect((evidence.body.data as { documents: Array<{ role: string }> }).documents.every((d) => d.role === 'evidence')).toBe(true);
    });

    it("answers 404 not_found for a missing deal and another workspace's deal", async () => {
      const deal = await createDeal();
      for (const response of [
        await api.get(`/v1/deals/${anUnknownId()}/documents`),
        await api.post(`/v1/deals/${anUnknownId()}/documents`, aDealDocument()),
        await otherWorkspace.get(`/v1/deals/${deal.id}/documents`),
        await otherWorkspace.post(`/v1/deals/${deal.id}/documents`, aDealDocument()),
      ]) {
        expectError(response, 404, 'not_found');
      }
      expect((await api.get(`/v1/deals/${deal.id}/documents`)).body.meta?.total).toBe(0);
    });

    it('answers 403 naming read:documents to a key without read', async () => {
      const deal = await createDeal();
      const response = await writeOnly.get(`/v1/deals/${deal.id}/documents`);
      expectError(response, 403, 'insufficient_permissions');
      expect(response.body.error?.message).toContain('read:documents');
    });

    it('refuses bad document input with 400 naming each field, linking nothing', async () => {
      const deal = await createDeal();
      for (const [body, fields] of [
        [{ mime_type: 'application/pdf' }, ['name']],
        [aDealDocument({ mime_type: 'pdf' }), ['mime_type']],
        [aDealDocument({ size_bytes: -1 }), ['size_bytes']],
        [aDealDocument({ size_bytes: '12kb' }), ['size_bytes']],
        [aDealDocument({ folder: 'relative/path' }), ['folder']],
        [aDealDocument({ name: 'x'.repeat(256) }), ['name']],
        [aDealDocument({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }), ['tags']],
        [aDealDocument({ url: 'https://files.example.com/x' }), ['url']],
      ] as Array<[Record<string, unknown>, string[]]>) {
        expectValidationError(await api.post(`/v1/deals/${deal.id}/documents`, body), fields);
      }
      expect((await api.get(`/v1/deals/${deal.id}/documents`)).body.meta?.total).toBe(0);
    });
  });

  describe('events', () => {
    async function exactlyOnce(type: string, id: string): Promise<Record<string, unknown>> {
      const tap = taps[type]!;
      await expectEventually(() => expect(tap.matching((e) => dealIdOf(e) === id)).toHaveLength(1));
      return tap.matching((e) => dealIdOf(e) === id)[0]!.envelope;
    }

    it('publishes deal.created, deal.updated (with changes) and deal.deleted exactly once each', async () => {
      const deal = await createDeal(aDeal({ stage: 'qualification' }));
      expect(await exactlyOnce('deal.created', deal.id)).toMatchObject({ event: 'deal.created', data: { deal: { id: deal.id, name: deal.name } } });

      expectValidationError(await api.patch(`/v1/deals/${deal.id}`, { probability: 101 }), ['probability']);
      expect((await api.patch(`/v1/deals/${deal.id}`, { status: 'won', stage: 'closed_won' })).status).toBe(200);
      const updated = await exactlyOnce('deal.updated', deal.id);
      expect(updated).toMatchObject({ data: { deal: { status: 'won' }, changes: { status: 'open', stage: 'qualification', closed_date: null } } });

      expect((await api.delete(`/v1/deals/${deal.id}`)).status).toBe(200);
      await exactlyOnce('deal.deleted', deal.id);

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const type of ['deal.created', 'deal.updated', 'deal.deleted']) {
        expect(taps[type]!.matching((e) => dealIdOf(e) === deal.id)).toHaveLength(1);
      }
    });
  });
});
