import { AppError, validationError, type Logger } from '@wbk/platform';
import { createRpcServer, findProtoRoot, loadServiceDefinition, type RpcServer } from '@wbk/rpc';
import type * as grpc from '@grpc/grpc-js';
import pino from 'pino';

/**
 * A small in-process wbk.crm.v1.CrmService for UNIT tests of the assistant's
 * execution: it keeps contacts and lists in memory and records every call.
 * End-to-end behaviour against the real CRM is covered by the lead's e2e tests.
 */
export const CRM_SERVICE = 'wbk.crm.v1.CrmService';

interface ApiRequestLike {
  context: { workspace_id: string; request_id: string; idempotency_key: string; causation_root_id: string; causation_depth: number } | null;
  path: Record<string, string>;
  query: Record<string, string>;
  body_json: string;
}

export interface FakeContact {
  id: string;
  workspace_id: string;
  full_name: string;
  email: string | null;
  tags: string[];
  priority?: number | null;
  job_title?: string | null;
}

export interface FakeList {
  id: string;
  workspace_id: string;
  name: string;
  members: Set<string>;
}

export interface RecordedCall {
  method: string;
  request: ApiRequestLike;
}

export interface FakeCrm {
  address: string;
  definition: grpc.ServiceDefinition;
  contacts: FakeContact[];
  lists: FakeList[];
  calls: RecordedCall[];
  /** Milliseconds every call waits before answering (to test slow executions). */
  delayMs: number;
  methods(): string[];
  stop(): Promise<void>;
}

export const silentLogger: Logger = pino({ level: 'silent' });

export function crmDefinition(): grpc.ServiceDefinition {
  return loadServiceDefinition(findProtoRoot(__dirname), 'crm/v1/crm.proto', CRM_SERVICE);
}

const view = (c: FakeContact) => ({ id: c.id, full_name: c.full_name, email: c.email, tags: c.tags, priority: c.priority ?? null, job_title: c.job_title ?? null });
const listView = (l: FakeList) => ({ id: l.id, name: l.name, contact_count: l.members.size });
const ok = (data: unknown, total?: number, perPage?: number, page?: number) => ({
  data_json: JSON.stringify(data),
  meta: total === undefined ? null : { page, per_page: perPage, total },
  has_meta: total !== undefined,
  created: false,
  audit: null,
});

function paged<T>(items: T[], query: Record<string, string>): { slice: T[]; page: number; perPage: number } {
  const page = Number(query['page'] ?? '1');
  const perPage = Number(query['per_page'] ?? '50');
  return { slice: items.slice((page - 1) * perPage, page * perPage), page, perPage };
}

export async function startFakeCrm(): Promise<FakeCrm> {
  const definition = crmDefinition();
  const server: RpcServer = createRpcServer({ logger: silentLogger });
  const crm: FakeCrm = {
    address: '',
    definition,
    contacts: [],
    lists: [],
    calls: [],
    delayMs: 0,
    methods: () => crm.calls.map((c) => c.method),
    stop: () => server.stop(0),
  };
  const ws = (r: ApiRequestLike) => r.context?.workspace_id ?? '';
  const contact = (r: ApiRequestLike) => crm.contacts.find((c) => c.id === r.path['id'] && c.workspace_id === ws(r)) ?? raise(new AppError('not_found', 'Contact not found'));
  const list = (r: ApiRequestLike) => crm.lists.find((l) => l.id === r.path['id'] && l.workspace_id === ws(r)) ?? raise(new AppError('not_found', 'List not found'));
  const handle = (method: string, fn: (r: ApiRequestLike) => unknown) => async (request: ApiRequestLike) => {
    crm.calls.push({ method, request });
    if (crm.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, crm.delayMs));
    return fn(request);
  };
  const membership = (kind: 'add' | 'remove') => (r: ApiRequestLike) => {
    const target = list(r);
    const ids = (JSON.parse(r.body_json) as { contact_ids: string[] }).contact_ids;
    const unknown = ids.filter((id) => !crm.contacts.some((c) => c.id === id && c.workspace_id === ws(r)));
    if (kind === 'add' && unknown.length > 0) throw new AppError('validation_error', 'unknown contacts', { invalid_ids: unknown });
    const changed = ids.filter((id) => (kind === 'add' ? !target.members.has(id) : target.members.has(id)));
    changed.forEach((id) => (kind === 'add' ? target.members.add(id) : target.members.delete(id)));
    return ok({ [kind === 'add' ? 'added' : 'removed']: changed.length, list_id: target.id, contact_count: target.members.size });
  };

  const handlers: Record<string, (request: ApiRequestLike) => Promise<unknown>> = {
    GetContact: handle('GetContact', (r) => ok(view(contact(r)))),
    ListContacts: handle('ListContacts', (r) => {
      const email = r.query['email'];
      const all = crm.contacts.filter((c) => c.workspace_id === ws(r) && (email === undefined || c.email === email));
      const { slice, page, perPage } = paged(all, r.query);
      return ok(slice.map(view), all.length, perPage, page);
    }),
    UpdateContact: handle('UpdateContact', (r) => {
      const target = contact(r);
      const patch = JSON.parse(r.body_json) as Record<string, unknown>;
      if (typeof patch['phone'] === 'string' && patch['phone'].length > 50) throw validationError([{ field: 'phone', message: 'must be at most 50 characters' }]);
      Object.assign(target, patch);
      return ok(view(target));
    }),
    GetList: handle('GetList', (r) => ok(listView(list(r)))),
    ListLists: handle('ListLists', (r) => {
      const all = crm.lists.filter((l) => l.workspace_id === ws(r));
      const { slice, page, perPage } = paged(all, r.query);
      return ok(slice.map(listView), all.length, perPage, page);
    }),
    AddListContacts: handle('AddListContacts', membership('add')),
    RemoveListContacts: handle('RemoveListContacts', membership('remove')),
  };
  // The assistant must never need any other CRM method; one it calls anyway fails loudly.
  for (const name of Object.keys(definition)) {
    handlers[name] ??= handle(name, () => raise(new AppError('internal_error', `fake CRM: ${name} is not expected`)));
  }
  server.addService(definition, handlers);
  const port = await server.start('127.0.0.1', 0);
  crm.address = `127.0.0.1:${port}`;
  server.setServing(CRM_SERVICE, true);
  return crm;
}

function raise(err: Error): never {
  throw err;
}
