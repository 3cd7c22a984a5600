import { CRM_AUTOMATION_RPC, type CrmAutomationRpc, type CrmContact__Output, type CrmList__Output } from '@wbk/contracts';
import { AppError, validationError, type Logger } from '@wbk/platform';
import { createRpcServer, findProtoRoot, loadRpcService, type LoadedRpcService, type RpcHandlers, type RpcServer } from '@wbk/rpc';
import pino from 'pino';

/**
 * A small in-process wbk.crm.v1.CrmAutomationService for UNIT tests of the
 * engine's CRM calls (workflow actions, the assistant's execution): contacts,
 * lists and tasks in memory, every typed request recorded. The real service
 * is tested in apps/crm; end-to-end behaviour in the lead's e2e tests.
 */
export interface FakeContact {
  id: string;
  workspace_id: string;
  full_name: string;
  email: string | null;
  tags: string[];
  priority?: number | null;
  job_title?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface FakeList {
  id: string;
  workspace_id: string;
  name: string;
  members: Set<string>;
}

type Method = keyof CrmAutomationRpc;

/** One recorded call: the request exactly as the handler received it. */
export type RecordedCall = { [M in Method]: { method: M; request: CrmAutomationRpc[M]['serverRequest'] } }[Method];

export interface FakeCrm {
  address: string;
  service: LoadedRpcService<CrmAutomationRpc>;
  contacts: FakeContact[];
  lists: FakeList[];
  calls: RecordedCall[];
  /** Milliseconds every call waits before answering (to test slow executions). */
  delayMs: number;
  /** When set, every call fails with it (after being recorded). */
  failWith: AppError | null;
  methods(): string[];
  stop(): Promise<void>;
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** The id the fake gives the task a CreateTask call creates. */
export const FAKE_TASK_ID = '88888888-8888-4888-8888-888888888888';

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function contactMessage(c: FakeContact): CrmContact__Output {
  const [first = '', ...rest] = c.full_name.split(' ');
  return {
    id: c.id,
    first_name: first,
    last_name: rest.join(' '),
    full_name: c.full_name,
    ...(c.email !== null ? { email: c.email } : {}),
    ...(c.phone != null ? { phone: c.phone } : {}),
    ...(c.job_title != null ? { job_title: c.job_title } : {}),
    ...(c.company != null ? { company: c.company } : {}),
    ...(c.priority != null ? { priority: c.priority } : {}),
    tags: c.tags,
    custom_fields_json: '{}',
    created_date: '2026-03-01T09:00:00.000Z',
    updated_date: '2026-03-01T09:00:00.000Z',
  };
}

const listMessage = (l: FakeList): CrmList__Output => ({
  id: l.id,
  name: l.name,
  contact_count: l.members.size,
  created_date: '2026-03-01T09:00:00.000Z',
  updated_date: '2026-03-01T09:00:00.000Z',
});

const matches = (found: FakeContact[]) => ({ contacts: found.slice(0, 10).map(contactMessage), total: found.length });

function raise(err: Error): never {
  throw err;
}

export async function startFakeCrm(): Promise<FakeCrm> {
  const service = loadRpcService(findProtoRoot(__dirname), CRM_AUTOMATION_RPC);
  const server: RpcServer = createRpcServer({ logger: silentLogger });
  const crm: FakeCrm = {
    address: '',
    service,
    contacts: [],
    lists: [],
    calls: [],
    delayMs: 0,
    failWith: null,
    methods: () => crm.calls.map((c) => c.method),
    stop: () => server.stop(0),
  };
  const record = async (call: RecordedCall): Promise<string> => {
    crm.calls.push(call);
    if (crm.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, crm.delayMs));
    if (crm.failWith) throw crm.failWith;
    return call.request.context?.workspace_id ?? '';
  };
  const contactOf = (ws: string, id: string) => crm.contacts.find((c) => c.id === id && c.workspace_id === ws) ?? raise(new AppError('not_found', 'Contact not found'));
  const listOf = (ws: string, id: string) => crm.lists.find((l) => l.id === id && l.workspace_id === ws) ?? raise(new AppError('not_found', 'List not found'));
  const changeMembers = (kind: 'add' | 'remove') => async (request: CrmAutomationRpc['AddListContacts']['serverRequest']) => {
    const ws = await record({ method: kind === 'add' ? 'AddListContacts' : 'RemoveListContacts', request });
    const list = listOf(ws, request.list_id);
    const unknown = request.contact_ids.filter((id) => !crm.contacts.some((c) => c.id === id && c.workspace_id === ws));
    if (kind === 'add' && unknown.length > 0) throw new AppError('validation_error', 'unknown contacts', { invalid_ids: unknown });
    const changed = request.contact_ids.filter((id) => (kind === 'add' ? !list.members.has(id) : list.members.has(id)));
    changed.forEach((id) => (kind === 'add' ? list.members.add(id) : list.members.delete(id)));
    return { list_id: list.id, changed_contact_ids: changed, contact_count: list.members.size };
  };

  const handlers: RpcHandlers<CrmAutomationRpc> = {
    async CreateTask(request) {
      await record({ method: 'CreateTask', request });
      return { id: FAKE_TASK_ID, title: request.title, status: 'open', priority: request.priority ?? 'medium', created_date: '', updated_date: '' };
    },
    async SetField(request) {
      await record({ method: 'SetField', request });
      return { id: request.id, changed: true };
    },
    async GetContact(request) {
      const ws = await record({ method: 'GetContact', request });
      return contactMessage(contactOf(ws, request.id));
    },
    async FindContactsByEmail(request) {
      const ws = await record({ method: 'FindContactsByEmail', request });
      return matches(crm.contacts.filter((c) => c.workspace_id === ws && c.email === request.email.toLowerCase()));
    },
    async FindContactsByName(request) {
      const ws = await record({ method: 'FindContactsByName', request });
      return matches(crm.contacts.filter((c) => c.workspace_id === ws && fold(c.full_name) === fold(request.full_name)));
    },
    async UpdateContact(request) {
      const ws = await record({ method: 'UpdateContact', request });
      const contact = contactOf(ws, request.id);
      if (request.phone !== undefined && request.phone.length > 50) throw validationError([{ field: 'phone', message: 'must be at most 50 characters' }]);
      if (request.priority !== undefined) contact.priority = request.priority;
      if (request.job_title !== undefined) contact.job_title = request.job_title;
      if (request.phone !== undefined) contact.phone = request.phone;
      if (request.company !== undefined) contact.company = request.company;
      contact.tags = [...new Set([...contact.tags, ...request.tags_add])];
      return contactMessage(contact);
    },
    async GetList(request) {
      const ws = await record({ method: 'GetList', request });
      return listMessage(listOf(ws, request.id));
    },
    async FindListsByName(request) {
      const ws = await record({ method: 'FindListsByName', request });
      return { lists: crm.lists.filter((l) => l.workspace_id === ws && fold(l.name) === fold(request.name)).map(listMessage) };
    },
    async CreateContact(request) {
      const ws = await record({ method: 'CreateContact', request });
      // As the CRM: the id derives from the key, so the same key answers the same contact.
      const id = request.context?.idempotency_key ?? '';
      let contact = crm.contacts.find((c) => c.id === id && c.workspace_id === ws);
      if (contact === undefined) {
        contact = { id, workspace_id: ws, full_name: [request.first_name, request.last_name].filter(Boolean).join(' '), email: request.email ?? null, tags: [], job_title: request.job_title ?? null, company: request.company ?? null };
        crm.contacts.push(contact);
      }
      return contactMessage(contact);
    },
    async CreateList(request) {
      const ws = await record({ method: 'CreateList', request });
      const id = request.context?.idempotency_key ?? '';
      let list = crm.lists.find((l) => l.id === id && l.workspace_id === ws);
      if (list === undefined) {
        if (crm.lists.some((l) => l.workspace_id === ws && fold(l.name) === fold(request.name))) throw new AppError('duplicate_name', 'A list with that name exists');
        list = { id, workspace_id: ws, name: request.name, members: new Set() };
        crm.lists.push(list);
      }
      return listMessage(list);
    },
    AddListContacts: changeMembers('add'),
    RemoveListContacts: changeMembers('remove'),
    // Outreach's and mailbox sync's reads: the engine never calls them.
    GetContacts: () => Promise.reject(new AppError('internal_error', 'not used by the engine')),
    GetDeal: () => Promise.reject(new AppError('internal_error', 'not used by the engine')),
    ListListMembers: () => Promise.reject(new AppError('internal_error', 'not used by the engine')),
    MatchContactsByEmails: () => Promise.reject(new AppError('internal_error', 'not used by the engine')),
  };
  server.addTypedService(service, handlers);
  const port = await server.start('127.0.0.1', 0);
  crm.address = `127.0.0.1:${port}`;
  return crm;
}
