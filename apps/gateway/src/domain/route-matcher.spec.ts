import { RouteMatcher } from './route-matcher';

const routes = [
  { method: 'PATCH', path: '/v1/deals/{id}' },
  { method: 'PATCH', path: '/v1/deals/bulk' },
  { method: 'GET', path: '/v1/deals/{id}/documents' },
  { method: 'GET', path: '/v1/contacts/{id}' },
];

describe('RouteMatcher', () => {
  const matcher = new RouteMatcher(routes);

  it('prefers a literal segment over a parameter whatever the table order', () => {
    const result = matcher.match('PATCH', '/v1/deals/bulk');
    expect(result).toEqual({ kind: 'found', match: { route: routes[1], params: {} } });
  });

  it('captures parameters', () => {
    expect(matcher.match('PATCH', '/v1/deals/abc')).toEqual({ kind: 'found', match: { route: routes[0], params: { id: 'abc' } } });
    expect(matcher.match('GET', '/v1/deals/x/documents')).toEqual({ kind: 'found', match: { route: routes[2], params: { id: 'x' } } });
  });

  it('ignores a trailing slash and refuses empty segments, unknown paths and methods', () => {
    expect(matcher.match('GET', '/v1/contacts/abc/').kind).toBe('found');
    expect(matcher.match('GET', '/v1/contacts/').kind).toBe('not_found');
    expect(matcher.match('DELETE', '/v1/contacts/abc').kind).toBe('not_found');
    expect(matcher.match('GET', '/v1/nope').kind).toBe('not_found');
  });

  it('reports a parameter that is not valid percent-encoding', () => {
    expect(matcher.match('GET', '/v1/contacts/%E0%A4%A')).toEqual({ kind: 'bad_encoding', param: 'id' });
  });
});
