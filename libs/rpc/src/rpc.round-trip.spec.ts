import * as grpc from '@grpc/grpc-js';
import { AppError, type ErrorCode, validationError } from '@wbk/platform';
import { createRpcClient, type RpcClient } from './rpc.client';
import { createRpcServer, type CallMeta, type RpcServer } from './rpc.server';
import { ECHO_SERVICE, capturingLogger, echoDefinition, freePort, silentLogger } from './testing/echo.fixture';

interface ApiRequest {
  context: { request_id: string } | null;
  path: Record<string, string>;
  query: Record<string, string>;
  body_json: string;
}

const definition = echoDefinition();
const FAILURES: Record<string, AppError> = {
  not_found: new AppError('not_found', 'Contact not found'),
  validation_error: validationError([
    { field: 'email', message: 'must be a valid email address' },
    { field: 'first_name', message: 'must be at most 100 characters — got “Zoë…”' },
  ]),
  duplicate_name: new AppError('duplicate_name', 'A list named "Leads" already exists', { name: 'Leads' }),
  rate_limited: new AppError('rate_limited', 'Rate limit exceeded; resets at 2025-01-01T00:00:00Z', { retry_after: 30, limit: 100 }),
};

describe('rpc server and client over a real channel', () => {
  const captured = capturingLogger();
  let server: RpcServer;
  let client: RpcClient;
  let seenMeta: CallMeta | undefined;
  let unavailableLeft = 0;
  let calls = 0;

  beforeAll(async () => {
    server = createRpcServer({ logger: captured.logger });
    server.addService(definition, {
      async Echo(request: ApiRequest, meta: CallMeta) {
        calls += 1;
        seenMeta = meta;
        const mode = request.query['mode'];
        if (mode !== undefined && mode in FAILURES) throw FAILURES[mode]!;
        if (mode === 'crash') throw new Error('connection string mongodb://admin:hunter2@db leaked');
        if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 400));
        if (mode === 'flaky' && unavailableLeft > 0) {
          unavailableLeft -= 1;
          throw new AppError('service_unavailable', 'store is restarting');
        }
        return { data_json: JSON.stringify({ id: request.path['id'], body: request.body_json, request_id: request.context?.request_id }), created: true };
      },
      // Typed internal RPC, registered under its camelCase name.
      count: async (request: { value: number }) => ({ value: request.value + 1, note: typeof request.value }),
    });
    const port = await server.start('127.0.0.1', 0);
    client = createRpcClient({ name: 'echo', address: `127.0.0.1:${port}`, definition, logger: silentLogger, deadlineMs: 2_000 });
  });

  afterAll(async () => {
    client.close();
    await server.stop(100);
  });

  beforeEach(() => {
    calls = 0;
  });

  it('answers a call with the reply message, passing metadata and the deadline', async () => {
    const reply = await client.call<{ data_json: string; created: boolean; has_meta: boolean }>(
      'Echo',
      { context: { request_id: 'req-1' }, path: { id: 'c-1' }, query: {}, body_json: '{"a":1}' },
      { metadata: { 'x-trace': 'abc' } },
    );
    expect(JSON.parse(reply.data_json)).toEqual({ id: 'c-1', body: '{"a":1}', request_id: 'req-1' });
    expect(reply.created).toBe(true);
    // defaults: true fills fields the handler left out.
    expect(reply.has_meta).toBe(false);
    expect(seenMeta?.metadata.get('x-trace')).toEqual(['abc']);
    expect(seenMeta?.deadline).toBeInstanceOf(Date);
  });

  it('serves typed internal RPCs, with int64 as numbers', async () => {
    await expect(client.call('Count', { value: 41 })).resolves.toEqual({ value: 42, note: 'number' });
    await expect(client.call('count', { value: 1 })).resolves.toEqual({ value: 2, note: 'number' });
  });

  it.each(Object.entries(FAILURES))('carries %s with its code, message and details', async (mode, thrown) => {
    const err: unknown = await client.call('Echo', { query: { mode } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.code).toBe(thrown.code as ErrorCode);
    expect(appError.message).toBe(thrown.message);
    expect(appError.details).toEqual(thrown.details);
  });

  it('reports an unexpected error as internal_error without leaking it, and logs it with its stack', async () => {
    const err = (await client.call('Echo', { query: { mode: 'crash' } }).catch((e: unknown) => e)) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('internal_error');
    expect(err.message).not.toMatch(/hunter2|mongodb/);
    expect(err.details).toBeUndefined();
    const logged = captured.lines().find((line) => line.includes('hunter2'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!).err.stack).toContain('rpc.round-trip.spec.ts');
  });

  it("starts each call without capturing the caller's stack, and leaves the stack trace limit as it was", async () => {
    const limits: number[] = [];
    const original = grpc.Client.prototype.makeUnaryRequest;
    const spy = jest.spyOn(grpc.Client.prototype, 'makeUnaryRequest').mockImplementation(function (this: grpc.Client, ...args: unknown[]) {
      limits.push(Error.stackTraceLimit);
      return (original as (...a: unknown[]) => grpc.ClientUnaryCall).apply(this, args);
    });
    const before = Error.stackTraceLimit;
    try {
      await client.call('Echo', { path: { id: 'c-2' }, query: {} });
      await expect(client.call('Echo', { query: { mode: 'not_found' } })).rejects.toBeInstanceOf(AppError);
    } finally {
      spy.mockRestore();
    }
    expect(limits).toEqual([0, 0]);
    expect(Error.stackTraceLimit).toBe(before);
  });

  it('turns a passed deadline into upstream_timeout', async () => {
    const err = (await client.call('Echo', { query: { mode: 'slow' } }, { deadlineMs: 50 }).catch((e: unknown) => e)) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('upstream_timeout');
    expect(err.message).toBe('echo service did not answer in time, try again shortly');
  });

  it('retries UNAVAILABLE at most twice for idempotent calls only', async () => {
    unavailableLeft = 2;
    await expect(client.call('Echo', { query: { mode: 'flaky' } }, { idempotent: true })).resolves.toMatchObject({ created: true });
    expect(calls).toBe(3);

    calls = 0;
    unavailableLeft = 3;
    await expect(client.call('Echo', { query: { mode: 'flaky' } }, { idempotent: true })).rejects.toMatchObject({ code: 'service_unavailable', message: 'store is restarting' });
    expect(calls).toBe(3);

    calls = 0;
    unavailableLeft = 1;
    await expect(client.call('Echo', { query: { mode: 'flaky' } })).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(calls).toBe(1);
  });

  it('never retries a business error, even when idempotent', async () => {
    await expect(client.call('Echo', { query: { mode: 'not_found' } }, { idempotent: true })).rejects.toMatchObject({ code: 'not_found' });
    expect(calls).toBe(1);
  });

  it('rejects a method the service does not have', async () => {
    await expect(client.call('Nope', {})).rejects.toThrow(`${ECHO_SERVICE} has no method Nope`);
  });

  it('reports SERVING, then NOT_SERVING after setServing(false)', async () => {
    await expect(client.health()).resolves.toBe('SERVING');
    server.setServing(ECHO_SERVICE, false);
    await expect(client.health()).resolves.toBe('NOT_SERVING');
    server.setServing(ECHO_SERVICE, true);
    await expect(client.health()).resolves.toBe('SERVING');
  });

  it('logs each call at debug level with its duration', () => {
    const line = captured.lines().map((l) => JSON.parse(l) as Record<string, unknown>).find((entry) => entry['msg'] === 'rpc ok');
    expect(line).toMatchObject({ level: 20, method: `/${ECHO_SERVICE}/Echo` });
    expect(typeof line!['ms']).toBe('number');
  });
});

describe('rpc client against a service that is down', () => {
  it('answers service_unavailable, and health UNKNOWN without throwing', async () => {
    const port = await freePort();
    const client = createRpcClient({ name: 'echo', address: `127.0.0.1:${port}`, definition, logger: silentLogger });
    try {
      await expect(client.call('Echo', {})).rejects.toMatchObject({ code: 'service_unavailable', message: 'echo service is unavailable, try again shortly' });
      await expect(client.health()).resolves.toBe('UNKNOWN');
    } finally {
      client.close();
    }
  });
});

describe('rpc server wiring', () => {
  it('refuses a service with a method that has no handler', () => {
    const server = createRpcServer({ logger: silentLogger });
    expect(() => server.addService(definition, { Echo: async () => ({}) })).toThrow(`${ECHO_SERVICE}: no handler for Count`);
  });

  it('refuses setServing for a service it does not serve', () => {
    const server = createRpcServer({ logger: silentLogger });
    expect(() => server.setServing('wbk.nope.v1.NopeService', false)).toThrow(/not registered/);
  });

  it('binds a free port when asked for port 0', async () => {
    const server = createRpcServer({ logger: silentLogger });
    const port = await server.start('127.0.0.1', 0);
    expect(port).toBeGreaterThan(0);
    await server.stop(100);
  });
});
