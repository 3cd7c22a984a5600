import path from 'node:path';
import { findProtoRoot, loadServiceDefinition } from '@wbk/rpc';
import { UPSTREAM_PROTOS } from '../upstreams/grpc-upstreams';
import { ROUTES } from './route-table';

describe('route table', () => {
  const protoRoot = findProtoRoot(path.resolve(__dirname));

  it('names an RPC that the owning service declares, for every route', () => {
    for (const route of ROUTES) {
      const proto = UPSTREAM_PROTOS[route.upstream];
      const definition = loadServiceDefinition(protoRoot, proto.file, proto.service);
      expect({ route: `${route.method} ${route.path}`, declared: route.rpc in definition }).toEqual({
        route: `${route.method} ${route.path}`,
        declared: true,
      });
    }
  });

  it('has one row per method and path', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares every :param of an id-shaped path as a UUID parameter', () => {
    for (const route of ROUTES) {
      const params = [...route.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
      expect({ route: route.path, uuidParams: [...route.uuidParams].sort() }).toEqual({ route: route.path, uuidParams: params.sort() });
    }
  });
});
