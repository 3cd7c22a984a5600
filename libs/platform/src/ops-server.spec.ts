import { createLogger } from './logger';
import { counter } from './metrics';
import { startOpsServer, type OpsServer, type Readiness } from './ops-server';

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

  it('answers 503 while the process starts, 200 once ready, 503 again once it drains', async () => {
    let state: Readiness = 'starting';
    const ops = await startOpsServer({ app: 'crm', host: '127.0.0.1', port: 0, logger: createLogger({ service: 'test', level: 'silent' }), readiness: () => state });
    const readyz = async () => {
      const response = await fetch(`http://127.0.0.1:${ops.port}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    try {
      expect(await readyz()).toEqual({ status: 503, body: { status: 'starting' } });
      state = 'ready';
      expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
      state = 'draining';
      expect(await readyz()).toEqual({ status: 503, body: { status: 'draining' } });
    } finally {
      await ops.close();
    }
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

describe('ops server metrics', () => {
  let ops: OpsServer;

  beforeAll(async () => {
    ops = await startOpsServer({ app: 'crm', host: '127.0.0.1', port: 0, logger: createLogger({ service: 'test', level: 'silent' }) });
  });

  afterAll(() => ops.close());

  it('serves the registry in the Prometheus text format, process defaults included, every series labelled with the app', async () => {
    counter({ name: 'wbk_test_things_total', help: 'Things counted by this spec.', labelNames: ['kind'] }).inc({ kind: 'probe' }, 3);
    const response = await fetch(`http://127.0.0.1:${ops.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^process_resident_memory_bytes\{app="crm"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{app="crm"\}/m);
    expect(text).toContain('wbk_test_things_total{kind="probe",app="crm"} 3');
  });

  it('hands back the registered metric when a name is declared again', () => {
    const first = counter({ name: 'wbk_test_twice_total', help: 'Declared twice.' });
    expect(counter({ name: 'wbk_test_twice_total', help: 'Declared twice.' })).toBe(first);
  });
});
