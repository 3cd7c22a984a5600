// webhook action -> a real webhook dispatcher process (SendOneOff) -> a real
// HTTPS receiver; the signature is verified independently with node:crypto.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { findProtoRoot, installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import { createPlaneCredentials, ManualClock, startHttpsReceiver, startNatsServer, type HttpsReceiver, type NatsServerHandle } from '@wbk/testing';
import type { ActionContext } from '../domain/workflow-action';
import { runActionOver, type ClosableRunAction } from '../testing/run-action.fixture';
import { startSourceApp, type SourceApp } from '../testing/source-app.fixture';

const WS = '11111111-1111-4111-8111-111111111111';
const WORKFLOW = '22222222-2222-4222-8222-222222222222';
const logger = createLogger({ service: 'webhook-action-test', level: 'silent' });

const trigger: EventEnvelope = {
  id: '77777777-7777-4777-8777-777777777777',
  event: 'deal.updated',
  occurred_at: '2026-03-01T09:00:00.000Z',
  workspace_id: WS,
  data: { deal: { id: 'd1', stage: 'won' } },
  causation: { root_id: '44444444-4444-4444-8444-444444444444', depth: 1 },
};

function context(runId: string): ActionContext {
  return { workspaceId: WS, workflowId: WORKFLOW, runId, trigger, entity: { id: 'd1', name: 'Big deal' }, entityType: 'deal' };
}

let dir: string;
let nats: NatsServerHandle;
let receiver: HttpsReceiver;
let dispatcher: SourceApp;
let executor: ClosableRunAction;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'webhook-action-'));
  nats = await startNatsServer({ storeDir: path.join(dir, 'nats') });
  receiver = await startHttpsReceiver();
  const caFile = path.join(dir, 'ca.pem');
  await writeFile(caFile, receiver.ca);
  // The dispatcher runs as its own process: this process calls it as the workflow engine, with keys it trusts.
  const planes = createPlaneCredentials(['webhook-dispatcher', 'workflow-engine']);
  const rpcKeys = (identity: string) => {
    const { RPC_IDENTITY = identity, RPC_SIGNING_KEY = '', RPC_TRUSTED_KEYS = '' } = planes.envOf(identity);
    return { RPC_IDENTITY, RPC_SIGNING_KEY, RPC_TRUSTED_KEYS };
  };
  installRpcAuth(rpcAuthFromSettings(rpcKeys('workflow-engine')));
  dispatcher = await startSourceApp(
    'webhook-dispatcher',
    {
      NATS_URL: nats.url,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: '0',
      DATA_DIR: path.join(dir, 'dispatcher'),
      // The receiver is on loopback; https, pinning and certificate checks still apply.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_CA_FILE: caFile,
      ...rpcKeys('webhook-dispatcher'),
    },
    'grpc_port',
  );
  executor = runActionOver({
    crmAddress: '127.0.0.1:1',
    dispatcherAddress: `127.0.0.1:${dispatcher.port}`,
    outreachAddress: '127.0.0.1:1',
    protoRoot: findProtoRoot(__dirname),
    logger,
    clock: new ManualClock(),
  });
}, 90_000);

afterAll(async () => {
  executor?.close();
  await dispatcher?.stop();
  await receiver?.close();
  await nats?.stop();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  receiver.received.length = 0;
  receiver.setBehaviour((_req, res) => {
    res.writeHead(200);
    res.end();
  });
});

describe('webhook action', () => {
  it('delivers a signed workflow.action envelope once per run id', async () => {
    const runId = '33333333-3333-4333-8333-000000000001';
    const config = { url: `${receiver.url}/hook`, secret: 'whsec_test_secret' };
    const outcome = await executor.execute('webhook', config, context(runId));
    expect(outcome).toEqual({ ok: true, result: { delivery_id: expect.any(String), status_code: 200 } });
    // A redelivered trigger / retried run: same key, nothing sent again.
    expect(await executor.execute('webhook', config, context(runId))).toEqual(outcome);
    expect(receiver.received).toHaveLength(1);

    const got = receiver.received[0]!;
    const expected = `sha256=${createHmac('sha256', 'whsec_test_secret').update(got.rawBody).digest('hex')}`;
    expect(got.headers['x-service-signature']).toBe(expected);
    const body = JSON.parse(got.rawBody.toString('utf8')) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'workflow.action',
      delivery_id: outcome.ok ? outcome.result['delivery_id'] : '',
      workspace_id: WS,
      data: { workflow_id: WORKFLOW, run_id: runId, trigger, entity: { id: 'd1', name: 'Big deal' } },
    });
  });

  it('reports a 5xx as retryable and delivers on the retry with the same run id', async () => {
    const runId = '33333333-3333-4333-8333-000000000002';
    receiver.setBehaviour((_req, res) => {
      res.writeHead(502);
      res.end();
    });
    const failed = await executor.execute('webhook', { url: `${receiver.url}/hook` }, context(runId));
    expect(failed).toMatchObject({ ok: false, retryable: true });
    expect(failed.ok === false && failed.error).toContain('http_status: 502');
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    expect(await executor.execute('webhook', { url: `${receiver.url}/hook` }, context(runId))).toMatchObject({ ok: true });
    expect(receiver.received).toHaveLength(2);
  });

  it('reports a refused URL as final', async () => {
    const outcome = await executor.execute('webhook', { url: 'http://plain.example/hook' }, context('33333333-3333-4333-8333-000000000003'));
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(receiver.received).toHaveLength(0);
  });
});
