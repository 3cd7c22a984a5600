import {
  aCompany,
  aContact,
  aDeal,
  aDealDocument,
  aList,
  aNote,
  aTask,
  createTestWorkspace,
  startStack,
  type ApiClient,
  type Stack,
} from '@wbk/testing';

/**
 * Bad input across every CRM route at once: a stray query
 * parameter or a body that is not a JSON object is a 400 validation_error
 * naming it, and the call changes nothing (a typo must never turn a filtered
 * or scoped call into an unscoped write).
 */

interface Fixture {
  contact: string;
  company: string;
  deal: string;
  list: string;
  task: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface RouteCase {
  method: Method;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => object;
  /** A GET that shows whether a refused write changed something; must answer the same before and after. */
  probe?: (f: Fixture) => string;
}

const ROUTES: Record<string, RouteCase> = {
  'POST /v1/companies': { method: 'POST', path: () => '/v1/companies', body: () => aCompany() },
  'GET /v1/companies': { method: 'GET', path: () => '/v1/companies' },
  'GET /v1/companies/{id}': { method: 'GET', path: (f) => `/v1/companies/${f.company}` },
  'PATCH /v1/companies/{id}': { method: 'PATCH', path: (f) => `/v1/companies/${f.company}`, body: () => ({ industry: 'Changed' }), probe: (f) => `/v1/companies/${f.company}` },
  'DELETE /v1/companies/{id}': { method: 'DELETE', path: (f) => `/v1/companies/${f.company}`, probe: (f) => `/v1/companies/${f.company}` },
  'POST /v1/companies/{id}/notes': { method: 'POST', path: (f) => `/v1/companies/${f.company}/notes`, body: () => aNote(), probe: (f) => `/v1/companies/${f.company}/notes` },
  'GET /v1/companies/{id}/notes': { method: 'GET', path: (f) => `/v1/companies/${f.company}/notes` },
  'POST /v1/contacts/{id}/notes': { method: 'POST', path: (f) => `/v1/contacts/${f.contact}/notes`, body: () => aNote(), probe: (f) => `/v1/contacts/${f.contact}/notes` },
  'GET /v1/contacts/{id}/notes': { method: 'GET', path: (f) => `/v1/contacts/${f.contact}/notes` },
  'GET /v1/contacts/{id}/activities': { method: 'GET', path: (f) => `/v1/contacts/${f.contact}/activities` },
  'POST /v1/contacts/bulk': { method: 'POST', path: () => '/v1/contacts/bulk', body: () => ({ contacts: [aContact()] }) },
  'POST /v1/deals': { method: 'POST', path: () => '/v1/deals', body: () => aDeal() },
  'GET /v1/deals': { method: 'GET', path: () => '/v1/deals' },
  'GET /v1/deals/{id}': { method: 'GET', path: (f) => `/v1/deals/${f.deal}` },
  'PATCH /v1/deals/{id}': { method: 'PATCH', path: (f) => `/v1/deals/${f.deal}`, body: () => ({ stage: 'proposal' }), probe: (f) => `/v1/deals/${f.deal}` },
  'DELETE /v1/deals/{id}': { method: 'DELETE', path: (f) => `/v1/deals/${f.deal}`, probe: (f) => `/v1/deals/${f.deal}` },
  'POST /v1/deals/bulk': { method: 'POST', path: () => '/v1/deals/bulk', body: () => ({ deals: [aDeal()] }) },
  'PATCH /v1/deals/bulk': { method: 'PATCH', path: () => '/v1/deals/bulk', body: (f) => ({ deals: [{ id: f.deal, stage: 'proposal' }] }), probe: (f) => `/v1/deals/${f.deal}` },
  'POST /v1/deals/{id}/documents': { method: 'POST', path: (f) => `/v1/deals/${f.deal}/documents`, body: () => aDealDocument(), probe: (f) => `/v1/deals/${f.deal}/documents` },
  'GET /v1/deals/{id}/documents': { method: 'GET', path: (f) => `/v1/deals/${f.deal}/documents` },
  'POST /v1/lists': { method: 'POST', path: () => '/v1/lists', body: () => aList() },
  'GET /v1/lists': { method: 'GET', path: () => '/v1/lists' },
  'GET /v1/lists/{id}': { method: 'GET', path: (f) => `/v1/lists/${f.list}` },
  'POST /v1/lists/{id}/contacts': { method: 'POST', path: (f) => `/v1/lists/${f.list}/contacts`, body: (f) => ({ contact_ids: [f.contact] }), probe: (f) => `/v1/lists/${f.list}` },
  'DELETE /v1/lists/{id}/contacts': { method: 'DELETE', path: (f) => `/v1/lists/${f.list}/contacts`, body: (f) => ({ contact_ids: [f.contact] }), probe: (f) => `/v1/lists/${f.list}` },
  'DELETE /v1/lists/{id}': { method: 'DELETE', path: (f) => `/v1/lists/${f.list}`, probe: (f) => `/v1/lists/${f.list}` },
  'POST /v1/tasks': { method: 'POST', path: () => '/v1/tasks', body: () => aTask() },
  'GET /v1/tasks': { method: 'GET', path: () => '/v1/tasks' },
  'PATCH /v1/tasks/{id}': { method: 'PATCH', path: (f) => `/v1/tasks/${f.task}`, body: () => ({ title: 'Changed' }), probe: (f) => `/v1/tasks?contact_id=${f.contact}` },
  'DELETE /v1/tasks/{id}': { method: 'DELETE', path: (f) => `/v1/tasks/${f.task}`, probe: (f) => `/v1/tasks?contact_id=${f.contact}` },
};

const WRITE_ROUTES = Object.entries(ROUTES).filter(([, route]) => route.body !== undefined);

describe('CRM bad input on every route', () => {
  let stack: Stack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
    await stack.admin.setLimits(workspace.id, { daily: 1_000_000, minute: 100_000 });
    api = stack.api(workspace.keys.full);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** One record of each kind, fresh per test, so a wrongly accepted DELETE cannot affect another test. */
  async function fixture(): Promise<Fixture> {
    const id = async (path: string, body: object, pick: (data: unknown) => string): Promise<string> => {
      const response = await api.post(path, body);
      expect(response.status).toBe(201);
      return pick(response.body.data);
    };
    const plain = (data: unknown) => (data as { id: string }).id;
    const contact = await id('/v1/contacts', aContact(), plain);
    const deal = await id('/v1/deals', aDeal({ main_contact_id: contact }), (data) => (data as { deal: { id: string } }).deal.id);
    return {
      contact,
      deal,
      company: await id('/v1/companies', aCompany(), plain),
      list: await id('/v1/lists', aList(), plain),
      task: await id('/v1/tasks', aTask({ contact_id: contact, deal_id: deal }), plain),
    };
  }

  async function snapshot(route: RouteCase, f: Fixture): Promise<unknown> {
    if (!route.probe) return undefined;
    const response = await api.get(route.probe(f));
    return { status: response.status, body: response.body };
  }

  it.each(Object.keys(ROUTES))('%s?bogus=1 answers 400 validation_error naming "bogus" and changes nothing', async (name) => {
    const route = ROUTES[name]!;
    const f = await fixture();
    const before = await snapshot(route, f);
    const body = route.body?.(f);
    const response = await api.request(route.method, `${route.path(f)}?bogus=1`, body ? { body } : {});
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 400, code: 'validation_error' });
    expect(((response.body.error?.details?.fields ?? []) as Array<{ field: string }>).map((i) => i.field)).toContain('bogus');
    expect(await snapshot(route, f)).toEqual(before);
  });

  it.each(WRITE_ROUTES.map(([name]) => name))('%s with a JSON array body answers 400 validation_error and changes nothing', async (name) => {
    const route = ROUTES[name]!;
    const f = await fixture();
    const before = await snapshot(route, f);
    const response = await api.request(route.method, route.path(f), { body: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 400, code: 'validation_error' });
    expect(await snapshot(route, f)).toEqual(before);
  });

  it.each(WRITE_ROUTES.map(([name]) => name))('%s with malformed JSON answers 400 invalid_json and changes nothing', async (name) => {
    const route = ROUTES[name]!;
    const f = await fixture();
    const before = await snapshot(route, f);
    const response = await api.request(route.method, route.path(f), { body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 400, code: 'invalid_json' });
    expect(await snapshot(route, f)).toEqual(before);
  });
});
