import { AppError } from '@wbk/platform';
import { createRpcClient } from './rpc.client';
import { createRpcServer } from './rpc.server';
import { echoDefinition, freePort, silentLogger } from './testing/echo.fixture';

const definition = echoDefinition();
// A reset timeout far beyond the test, so an open breaker stays open while we look at it.
const breaker = { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 };

describe('rpc client circuit breaker', () => {
  it('opens after repeated UNAVAILABLE and then fails fast, even once the service is back', async () => {
    const port = await freePort();
    // A short ready wait: each call to the absent service fails after it, unsent, and counts against the breaker.
    const client = createRpcClient({ name: 'crm', address: `127.0.0.1:${port}`, definition, logger: silentLogger, breaker, readyWaitMs: 50 });
    const server = createRpcServer({ logger: silentLogger });
    server.addService(definition, { Echo: async () => ({ data_json: '"up"' }), Count: async () => ({}) });
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect(client.call('Echo', {})).rejects.toMatchObject({ code: 'service_unavailable' });
      }
      expect(client.breakerState()).toBe('open');

      await server.start('127.0.0.1', port);
      const err = (await client.call('Echo', {}).catch((e: unknown) => e)) as AppError;
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe('service_unavailable');
      expect(err.message).toBe('crm service is unavailable, try again shortly');
      // Health bypasses the breaker: readiness must see the service itself.
      await expect(client.health()).resolves.toBe('SERVING');
    } finally {
      client.close();
      await server.stop(100);
    }
  });

  it('holds a call made while the service is starting until it listens, instead of failing it', async () => {
    const port = await freePort();
    const client = createRpcClient({ name: 'crm', address: `127.0.0.1:${port}`, definition, logger: silentLogger, breaker, readyWaitMs: 10_000, deadlineMs: 10_000 });
    const server = createRpcServer({ logger: silentLogger });
    server.addService(definition, { Echo: async () => ({ data_json: '"up"' }), Count: async () => ({}) });
    try {
      // Sent while nothing listens on the port (a replica restarting): it waits rather than failing UNAVAILABLE.
      const pending = client.call('Echo', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      await server.start('127.0.0.1', port);
      await expect(pending).resolves.toMatchObject({ data_json: '"up"' });
      expect(client.breakerState()).toBe('closed');
    } finally {
      client.close();
      await server.stop(100);
    }
  });

  it('stays closed through repeated business errors', async () => {
    const server = createRpcServer({ logger: silentLogger });
    server.addService(definition, {
      Echo: async (request: { query: Record<string, string> }) => {
        if (request.query['id'] === 'missing') throw new AppError('not_found', 'Contact not found');
        if (request.query['id'] === 'bad') throw new AppError('validation_error', 'email: required', { fields: [{ field: 'email', message: 'required' }] });
        return { data_json: '"ok"' };
      },
      Count: async () => ({}),
    });
    const port = await server.start('127.0.0.1', 0);
    const client = createRpcClient({ name: 'crm', address: `127.0.0.1:${port}`, definition, logger: silentLogger, breaker });
    try {
      for (let i = 0; i < 10; i += 1) {
        await expect(client.call('Echo', { query: { id: i % 2 === 0 ? 'missing' : 'bad' } })).rejects.toMatchObject({ code: i % 2 === 0 ? 'not_found' : 'validation_error' });
      }
      expect(client.breakerState()).toBe('closed');
      await expect(client.call('Echo', { query: { id: 'x' } })).resolves.toMatchObject({ data_json: '"ok"' });
    } finally {
      client.close();
      await server.stop(100);
    }
  });

  it('counts unexpected server errors (INTERNAL) against the breaker', async () => {
    const server = createRpcServer({ logger: silentLogger });
    server.addService(definition, {
      Echo: async () => {
        throw new Error('boom');
      },
      Count: async () => ({}),
    });
    const port = await server.start('127.0.0.1', 0);
    const client = createRpcClient({ name: 'crm', address: `127.0.0.1:${port}`, definition, logger: silentLogger, breaker });
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect(client.call('Echo', {})).rejects.toMatchObject({ code: 'internal_error' });
      }
      expect(client.breakerState()).toBe('open');
      await expect(client.call('Echo', {})).rejects.toMatchObject({ code: 'service_unavailable' });
    } finally {
      client.close();
      await server.stop(100);
    }
  });
});
