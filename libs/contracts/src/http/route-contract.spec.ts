import { ERROR_CODES } from '@wbk/platform';
import { pathParamNames } from './route-contract';
import { PUBLIC_ROUTES } from './public-routes';

describe('the public route declarations', () => {
  it('give each route a unique operationId and a unique method and path', () => {
    expect(new Set(PUBLIC_ROUTES.map((r) => r.operationId)).size).toBe(PUBLIC_ROUTES.length);
    expect(new Set(PUBLIC_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(PUBLIC_ROUTES.length);
  });

  it('declare every path parameter, and only those', () => {
    for (const route of PUBLIC_ROUTES) {
      expect({ route: route.operationId, params: Object.keys(route.params?.shape ?? {}).sort() }).toEqual({ route: route.operationId, params: pathParamNames(route.path).sort() });
    }
  });

  it('name only error codes of the error table, and no body on GET or DELETE', () => {
    // Removing list members names the contacts in the body, as adding them does.
    const deleteWithBody = new Set(['removeListContacts']);
    for (const route of PUBLIC_ROUTES) {
      for (const code of route.errors) expect(ERROR_CODES).toContain(code);
      if (route.method === 'GET' || (route.method === 'DELETE' && !deleteWithBody.has(route.operationId))) {
        expect({ route: route.operationId, body: route.body }).toEqual({ route: route.operationId, body: undefined });
      }
    }
  });

  it('show examples that their own schemas accept', () => {
    for (const route of PUBLIC_ROUTES) {
      if (route.example.body !== undefined) {
        const parsed = route.body?.safeParse(route.example.body);
        expect({ route: route.operationId, body: parsed?.success ?? 'no body schema', issues: parsed?.error?.issues }).toEqual({ route: route.operationId, body: true, issues: undefined });
      }
      const statuses = Object.keys(route.responses);
      expect(statuses.length).toBeGreaterThan(0);
      const accepted = statuses.some((status) => route.responses[Number(status) as 200]!.safeParse(route.example.response).success);
      expect({ route: route.operationId, response: accepted }).toEqual({ route: route.operationId, response: true });
    }
  });
});
