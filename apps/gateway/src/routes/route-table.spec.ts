import path from 'node:path';
import { findProtoRoot, loadServiceDefinition } from '@wbk/rpc';
import { UPSTREAM_PROTOS } from '../upstreams/grpc-upstreams';
import { pathParamNames } from '@wbk/contracts';
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

  it('checks every {param} of a path, and nothing else', () => {
    for (const route of ROUTES) {
      const inPath = pathParamNames(route.path).sort();
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      expect({ route: route.path, declared }).toEqual({ route: route.path, declared: inPath });
    }
  });

  it('refuses a path parameter that fits no declared id', () => {
    for (const route of ROUTES.filter((r) => r.params !== undefined)) {
      const params = Object.fromEntries(Object.keys(route.params!.shape).map((name) => [name, 'not an id!']));
      expect({ route: route.path, ok: route.params!.safeParse(params).success }).toEqual({ route: route.path, ok: false });
    }
  });
});
