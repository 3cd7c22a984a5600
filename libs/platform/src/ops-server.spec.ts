import { createLogger } from './logger';
import { startOpsServer, type OpsServer } from './ops-server';

describe('ops server', () => {
  let ops: OpsServer;
  const url = (path: string) => `http://127.0.0.1:${ops.port}${path}`;

  beforeAll(async () => {
    ops = await startOpsServer({ app: 'crm', host: '127.0.0.1', port: 0, logger: createLogger({ service: 'test', level: 'silent' }) });
  });

  afterAll(() => ops.close());

  it('reports the app, its build and the Node it runs on', async () => {
    const response = await fetch(url('/buildz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ app: 'crm', version: 'dev', node: process.version, pid: process.pid, started_at: expect.any(String) });
  });

  it('answers liveness', async () => {
    expect((await fetch(url('/livez'))).status).toBe(200);
  });

  it('answers 404 elsewhere and 405 to writes', async () => {
    expect((await fetch(url('/metricz'))).status).toBe(404);
    expect((await fetch(url('/buildz'), { method: 'POST' })).status).toBe(405);
  });

  it('refuses a port that is taken, naming it', async () => {
    await expect(startOpsServer({ app: 'x', host: '127.0.0.1', port: ops.port, logger: createLogger({ service: 'test', level: 'silent' }) })).rejects.toThrow(
      new RegExp(`127.0.0.1:${ops.port}`),
    );
  });
});
