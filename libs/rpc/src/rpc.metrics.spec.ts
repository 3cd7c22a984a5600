import { AppError, sampleValue } from '@wbk/platform';
import { createRpcClient, type RpcClient } from './rpc.client';
import { grpcCodeName } from './rpc.metrics';
import { createRpcServer, type RpcServer } from './rpc.server';
import { ECHO_SERVICE, echoDefinition, silentLogger } from './testing/echo.fixture';

const ECHO_PATH = `/${ECHO_SERVICE}/Echo`;


describe('rpc metrics', () => {
  let server: RpcServer;
  let client: RpcClient;

  beforeAll(async () => {
    server = createRpcServer({ logger: silentLogger });
    server.addService(echoDefinition(), {
      async Echo(request: { query: Record<string, string> }) {
        if (request.query['mode'] === 'missing') throw new AppError('not_found', 'Contact not found');
        return { data_json: '{}', created: false };
      },
      count: async (request: { value: number }) => ({ value: request.value + 1, note: '' }),
    });
    const port = await server.start('127.0.0.1', 0);
    client = createRpcClient({ name: 'echo', address: `127.0.0.1:${port}`, definition: echoDefinition(), logger: silentLogger, deadlineMs: 2_000 });
  });

  afterAll(async () => {
    client.close();
    await server.stop(100);
  });

  it('counts each call on both sides by method path and status code, and times it', async () => {
    const request = (mode: string) => ({ context: null, path: {}, query: { mode }, body_json: '' });
    await client.call('Echo', request('ok'));
    await client.call('Echo', request('ok'));
    await expect(client.call('Echo', request('missing'))).rejects.toMatchObject({ code: 'not_found' });

    expect(await sampleValue('wbk_grpc_server_calls_total', { method: ECHO_PATH, code: 'OK' })).toBe(2);
    expect(await sampleValue('wbk_grpc_server_calls_total', { method: ECHO_PATH, code: 'NOT_FOUND' })).toBe(1);
    expect(await sampleValue('wbk_grpc_client_calls_total', { method: ECHO_PATH, code: 'OK' })).toBe(2);
    expect(await sampleValue('wbk_grpc_client_calls_total', { method: ECHO_PATH, code: 'NOT_FOUND' })).toBe(1);
    expect(await sampleValue('wbk_grpc_server_duration_seconds', { method: ECHO_PATH }, 'wbk_grpc_server_duration_seconds_count')).toBe(3);
    expect(await sampleValue('wbk_grpc_client_duration_seconds', { method: ECHO_PATH }, 'wbk_grpc_client_duration_seconds_count')).toBe(3);
  });

  it('names status codes as gRPC does', () => {
    expect([grpcCodeName(0), grpcCodeName(14), grpcCodeName(99), grpcCodeName(undefined)]).toEqual(['OK', 'UNAVAILABLE', 'UNKNOWN', 'UNKNOWN']);
  });
});
