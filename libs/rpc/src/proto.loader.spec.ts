import path from 'node:path';
import { findProtoRoot, loadServiceDefinition, serviceNameOf } from './proto.loader';

const repoProto = path.resolve(__dirname, '../../../proto');

describe('findProtoRoot', () => {
  it('walks up to the proto directory', () => {
    expect(findProtoRoot(__dirname)).toBe(repoProto);
  });

  it('accepts the proto directory itself', () => {
    expect(findProtoRoot(repoProto)).toBe(repoProto);
  });

  it('names the missing marker when there is none', () => {
    expect(() => findProtoRoot('/')).toThrow('proto root not found: no proto/common/v1/api.proto in / or any parent directory');
  });
});

describe('loadServiceDefinition', () => {
  const file = path.join(__dirname, 'testing/echo.proto');

  it('loads a service by its full name, once', () => {
    const first = loadServiceDefinition(repoProto, file, 'wbk.echo.v1.EchoService');
    expect(Object.keys(first).sort()).toEqual(['Count', 'Echo']);
    expect(first['Echo']!.path).toBe('/wbk.echo.v1.EchoService/Echo');
    expect(serviceNameOf(first)).toBe('wbk.echo.v1.EchoService');
    expect(loadServiceDefinition(repoProto, file, 'wbk.echo.v1.EchoService')).toBe(first);
  });

  it('lists the services of the file when the name is wrong', () => {
    expect(() => loadServiceDefinition(repoProto, file, 'wbk.echo.v1.Nope')).toThrow(
      'service wbk.echo.v1.Nope not found in ' + file + '; services there: wbk.echo.v1.EchoService',
    );
  });
});
