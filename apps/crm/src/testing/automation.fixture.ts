import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CRM_AUTOMATION_RPC, type CrmAutomationRpc, type EventEnvelope } from '@wbk/contracts';
import { createLogger, isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { createRpcServer, createTypedRpcClient, findProtoRoot, loadRpcService, type TypedRpcClient } from '@wbk/rpc';
import { openStore, type DocStore } from '@wbk/store';
import { newContactState } from '../domain/contact';
import { parseCreateContact } from '../domain/contact.schema';
import { newDeal } from '../domain/deal';
import { parseCreateDeal } from '../domain/deal.schema';
import { newListState } from '../domain/list';
import { ContactRepository } from '../store/contact.repository';
import { DealRepository } from '../store/deal.repository';
import { ListMemberRepository } from '../store/list-member.repository';
import { ListRepository } from '../store/list.repository';
import { TaskRepository } from '../store/task.repository';
import { createAutomationHandlers } from '../grpc/automation.handler';
import { ListMembership } from '../app/list-membership';

/**
 * The CRM's CrmAutomationService over a real gRPC channel, on an embedded
 * store in a temporary directory, called through the typed client the
 * workflow engine uses. For the automation handler specs.
 */
export const WS = '11111111-1111-4111-8111-111111111111';
export const OTHER_WS = '22222222-2222-4222-8222-222222222222';
export const ROOT = '44444444-4444-4444-8444-444444444444';
export const WORKFLOW = '22222222-2222-4222-8222-222222222222';

export interface AutomationFixture {
  dir: string;
  store: DocStore;
  clock: ManualClock;
  contacts: ContactRepository;
  deals: DealRepository;
  tasks: TaskRepository;
  lists: ListRepository;
  members: ListMemberRepository;
  membership: ListMembership;
  crm: TypedRpcClient<CrmAutomationRpc>;
  kicks: () => number;
  stop(): Promise<void>;
}

export async function startAutomationFixture(): Promise<AutomationFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crm-automation-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  const clock = new ManualClock('2026-03-01T10:00:00.000Z');
  let kicks = 0;
  const afterWrite = (): void => void (kicks += 1);
  const contacts = new ContactRepository(store);
  const deals = new DealRepository(store);
  const tasks = new TaskRepository(store);
  const lists = new ListRepository(store);
  const members = new ListMemberRepository(store);
  await Promise.all([contacts, deals, tasks, lists, members].map((repo) => repo.ensureIndexes()));
  const membership = new ListMembership({ lists, members, clock, afterWrite });

  const logger = createLogger({ service: 'crm-automation-test', level: 'silent' });
  const loaded = loadRpcService(findProtoRoot(__dirname), CRM_AUTOMATION_RPC);
  const server = createRpcServer({ logger });
  server.addTypedService(loaded, createAutomationHandlers({ contacts, deals, tasks, lists, members, membership, clock, afterWrite }));
  const port = await server.start('127.0.0.1', 0);
  const crm = createTypedRpcClient(loaded, { name: 'crm', address: `127.0.0.1:${port}`, logger, deadlineMs: 5_000 });
  return {
    dir,
    store,
    clock,
    contacts,
    deals,
    tasks,
    lists,
    members,
    membership,
    crm,
    kicks: () => kicks,
    async stop() {
      crm.close();
      await server.stop(0);
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A caller context as the workflow engine sends it for one run. */
export function runContext(runId: string, depth = 2, ws = WS) {
  return { workspace_id: ws, request_id: runId, idempotency_key: runId, causation: { root_id: ROOT, depth, workflow_id: WORKFLOW } };
}

export async function seedContact(f: AutomationFixture, body: Record<string, unknown>, ws = WS): Promise<string> {
  const id = newId();
  await f.contacts.insert(ws, newContactState(parseCreateContact(body), id, f.clock.now()), []);
  return id;
}

export async function seedDeal(f: AutomationFixture, body: Record<string, unknown>, ws = WS): Promise<string> {
  const id = newId();
  await f.deals.insert(ws, newDeal(parseCreateDeal(body), id, f.clock.now()), []);
  return id;
}

export async function seedList(f: AutomationFixture, name: string, ws = WS): Promise<string> {
  const id = newId();
  await f.lists.insert(ws, newListState({ name }, id, f.clock.now()), []);
  return id;
}

export async function outboxOf(f: AutomationFixture, collection: string, id: string): Promise<EventEnvelope[]> {
  return ((await f.store.collection(collection).findOne({ _id: id }))?.['_outbox'] as EventEnvelope[] | undefined) ?? [];
}

export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[]; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    const details = (err.details ?? {}) as Record<string, unknown>;
    return { code: err.code, message: err.message, fields: (details['fields'] as FieldIssue[] | undefined) ?? [], details };
  }
  throw new Error('expected an AppError');
}
