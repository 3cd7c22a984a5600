import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { DEAL_DOCUMENTS_COLLECTION, DealDocumentRepository } from '../store/deal-document.repository';
import { DealRepository } from '../store/deal.repository';
import type { ApiReply } from '@wbk/rpc';
import { createDealDocumentsHandlers } from './deal-documents.handler';
import { createDealsHandlers } from './deals.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let docs: ReturnType<typeof createDealDocumentsHandlers>;
let deals: ReturnType<typeof createDealsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-deal-docs-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  const dealRepo = new DealRepository(store);
  const documents = new DealDocumentRepository(store);
  await Promise.all([dealRepo.ensureIndexes(), documents.ensureIndexes()]);
  deals = createDealsHandlers({ deals: dealRepo, clock, afterWrite: () => undefined });
  docs = createDealDocumentsHandlers({ deals: dealRepo, documents, clock });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({ ws = WS, id, query = {}, body }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown }) {
  return {
    context: { workspace_id: ws, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0 },
    path: id ? { id } : {},
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

async function newDealId(ws = WS): Promise<string> {
  return (data(await deals.CreateDeal(request({ ws, body: { name: 'a' } })))['deal'] as Data)['id'] as string;
}

describe('deal documents', () => {
  it('links a document (201, spec shape) and lists them newest first with a role filter and meta', async () => {
    const id = await newDealId();
    const reply = await docs.LinkDealDocument(request({ id, body: { name: 'Engagement.pdf', mime_type: 'application/pdf', size_bytes: 1024, folder: '/Matters/2026', tags: ['signed'], role: 'engagement_letter' } }));
    expect(reply.created).toBe(true);
    expect(reply.audit).toMatchObject({ action: 'create', resource_type: 'documents' });
    const doc = data(reply);
    expect(doc).toEqual({
      id: expect.any(String),
      name: 'Engagement.pdf',
      mime_type: 'application/pdf',
      size_bytes: 1024,
      folder: '/Matters/2026',
      tags: ['signed'],
      role: 'engagement_letter',
      linked_at: '2026-03-01T10:00:00.000Z',
      created_at: '2026-03-01T10:00:00.000Z',
    });
    clock.advance(1000);
    await docs.LinkDealDocument(request({ id, body: { name: 'photo.jpg', mime_type: 'image/jpeg', role: 'evidence' } }));
    const all = await docs.ListDealDocuments(request({ id }));
    expect((data(all)['documents'] as Data[]).map((d) => d['name'])).toEqual(['photo.jpg', 'Engagement.pdf']);
    expect(all.meta).toEqual({ page: 1, per_page: 25, total: 2 });
    const filtered = data(await docs.ListDealDocuments(request({ id, query: { role: 'engagement_letter' } })));
    expect(filtered['documents']).toEqual([doc]);
    expect((await failure(docs.ListDealDocuments(request({ id, query: { per_page: '101' } })))).fields[0]?.field).toBe('per_page');
  });

  it('answers 404 not_found for a missing, deleted or foreign deal, and validates the body', async () => {
    const id = await newDealId();
    expect((await failure(docs.ListDealDocuments(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    expect((await failure(docs.LinkDealDocument(request({ ws: OTHER_WS, id, body: { name: 'a', mime_type: 'text/plain' } })))).code).toBe('not_found');
    const err = await failure(docs.LinkDealDocument(request({ id, body: { size_bytes: 1.5, role: 'r'.repeat(51), x: 1 } })));
    expect(err.fields.map((f) => f.field).sort()).toEqual(['mime_type', 'name', 'role', 'size_bytes', 'x']);
    expect(await store.collection(DEAL_DOCUMENTS_COLLECTION).countDocuments({})).toBe(0);
    await deals.DeleteDeal(request({ id }));
    expect((await failure(docs.ListDealDocuments(request({ id })))).code).toBe('not_found');
  });
});
