import { CRM_AUTOMATION_RPC, WEBHOOKS_RPC, type CrmAutomationRpc } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { findProtoRoot } from './proto.loader';
import { createRpcClient } from './rpc.client';
import { createRpcServer, type RpcHandlers, type RpcServer } from './rpc.server';
import { silentLogger } from './testing/echo.fixture';
import { createTypedRpcClient, loadRpcService, typedRpcClient, type TypedRpcClient } from './typed-rpc.client';

const protoRoot = findProtoRoot(__dirname);
const crmService = loadRpcService(protoRoot, CRM_AUTOMATION_RPC);
const context = { workspace_id: '11111111-1111-4111-8111-111111111111', request_id: 'run-1', idempotency_key: '33333333-3333-4333-8333-333333333333' };

type Requests = Array<{ method: string; request: unknown }>;

function handlers(seen: Requests, failures: { unavailable: number }): RpcHandlers<CrmAutomationRpc> {
  const unexpected = (method: string) => () => Promise.reject(new AppError('internal_error', `${method} is not used here`));
  return {
    async CreateTask(request) {
      seen.push({ method: 'CreateTask', request });
      if (failures.unavailable > 0) {
        failures.unavailable -= 1;
        throw new AppError('service_unavailable', 'store is restarting');
      }
      if (request.title === '') throw new AppError('validation_error', 'Invalid request', { fields: [{ field: 'title', message: 'is required' }] });
      return { id: 'task-1', title: request.title, status: 'open', priority: request.priority ?? 'medium', created_date: 'c', updated_date: 'u' };
    },
    SetField: unexpected('SetField'),
    GetContact: unexpected('GetContact'),
    FindContactsByEmail: unexpected('FindContactsByEmail'),
    FindContactsByName: unexpected('FindContactsByName'),
    UpdateContact: unexpected('UpdateContact'),
    GetList: unexpected('GetList'),
    FindListsByName: unexpected('FindListsByName'),
    AddListContacts: unexpected('AddListContacts'),
    RemoveListContacts: unexpected('RemoveListContacts'),
    GetContacts: unexpected('GetContacts'),
    GetDeal: unexpected('GetDeal'),
    ListListMembers: unexpected('ListListMembers'),
    CreateContact: unexpected('CreateContact'),
    CreateList: unexpected('CreateList'),
    MatchContactsByEmails: unexpected('MatchContactsByEmails'),
  };
}

describe('typed client and typed service over a real channel', () => {
  const seen: Requests = [];
  const failures = { unavailable: 0 };
  let server: RpcServer;
  let client: TypedRpcClient<CrmAutomationRpc>;
  let address: string;

  beforeAll(async () => {
    server = createRpcServer({ logger: silentLogger });
    server.addTypedService(crmService, handlers(seen, failures));
    address = `127.0.0.1:${await server.start('127.0.0.1', 0)}`;
    client = createTypedRpcClient(crmService, { name: 'crm', address, logger: silentLogger, deadlineMs: 2_000 });
  });

  afterAll(async () => {
    client.close();
    await server.stop(100);
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('hands the handler the complete request and the caller the complete reply', async () => {
    const task = await client.call('CreateTask', { context, title: 'Call Jane', contact_id: 'c1' });
    expect(task).toEqual({ id: 'task-1', title: 'Call Jane', status: 'open', priority: 'medium', created_date: 'c', updated_date: 'u' });
    // Defaults applied, an unset nested message null, an unset optional field absent.
    expect(seen).toEqual([{ method: 'CreateTask', request: { context: { ...context, causation: null }, title: 'Call Jane', contact_id: 'c1', _contact_id: 'contact_id' } }]);
  });

  it('keeps the client behaviour: AppError answers, retries of idempotent calls only', async () => {
    await expect(client.call('CreateTask', { context, title: '' })).rejects.toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'title', message: 'is required' }] } });
    failures.unavailable = 1;
    await expect(client.call('CreateTask', { context, title: 'T' })).rejects.toMatchObject({ code: 'service_unavailable' });
    failures.unavailable = 1;
    await expect(client.call('CreateTask', { context, title: 'T' }, { idempotent: true })).resolves.toMatchObject({ title: 'T' });
    expect(seen).toHaveLength(4);
  });

  it('shares an existing client of the same service and refuses one of another service', async () => {
    const plain = createRpcClient({ name: 'crm', address, definition: crmService.definition, logger: silentLogger });
    try {
      expect(await typedRpcClient(crmService, plain).call('CreateTask', { context, title: 'Shared' })).toMatchObject({ title: 'Shared' });
      const webhooks = loadRpcService(protoRoot, WEBHOOKS_RPC);
      expect(() => typedRpcClient(webhooks, plain)).toThrow('a client of wbk.crm.v1.CrmAutomationService cannot make calls of wbk.webhooks.v1.WebhooksService');
    } finally {
      plain.close();
    }
  });
});

describe('addTypedService', () => {
  it('fails at wiring when a method has no handler', () => {
    const server = createRpcServer({ logger: silentLogger });
    const { CreateTask: _left_out, ...incomplete } = handlers([], { unavailable: 0 });
    expect(() => server.addTypedService(crmService, incomplete as RpcHandlers<CrmAutomationRpc>)).toThrow('wbk.crm.v1.CrmAutomationService: no handler for CreateTask');
  });
});
