import { ROUTES } from '../routes/route-table';
import { BodySizeLimits, bodyFramingOf, bodyIsChecked } from './body-size';
import { RouteMatcher } from './route-matcher';

const MiB = 1024 * 1024;

describe('BodySizeLimits', () => {
  const limits = new BodySizeLimits(new RouteMatcher(ROUTES), ROUTES);

  it("gives a route's own limit, and the default one to a method and path no route serves", () => {
    expect(limits.of('POST', '/v1/channels/send')).toBe(14 * MiB);
    expect(limits.of('POST', '/v1/contacts/c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c/notes')).toBe(MiB);
    expect(limits.of('PUT', '/v1/channels/send')).toBe(MiB);
    expect(limits.of('POST', '/anything/else')).toBe(MiB);
  });

  it('lets a body every route takes skip the route lookup', () => {
    expect(limits.fitsEveryRoute(MiB)).toBe(true);
    expect(limits.fitsEveryRoute(MiB + 1)).toBe(false);
  });
});

describe('bodyFramingOf', () => {
  it('reads a declared length, a chunked body, and no body', () => {
    expect(bodyFramingOf({ 'content-length': '10485760' })).toEqual({ kind: 'declared', bytes: 10 * MiB });
    expect(bodyFramingOf({ 'transfer-encoding': 'chunked' })).toEqual({ kind: 'chunked' });
    expect(bodyFramingOf({ 'content-length': '0' })).toEqual({ kind: 'none' });
    expect(bodyFramingOf({})).toEqual({ kind: 'none' });
  });

  it('checks the body of every method but GET and HEAD', () => {
    expect(['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'].filter(bodyIsChecked)).toEqual(['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']);
    expect(['GET', 'HEAD'].filter(bodyIsChecked)).toEqual([]);
  });
});
