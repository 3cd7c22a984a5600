import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, type DocStore } from '@wbk/store';
import type { WebhookState } from '../domain/webhook';
import { WEBHOOKS_COLLECTION, WebhookRepository } from './webhook.repository';

const webhook: WebhookState = {
  id: 'wh1',
  url: 'https://example.com/hook',
  events: ['contact.created'],
  description: null,
  enabled: true,
  disabled_reason: null,
  secret: 'whsec_x',
  failing_since: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  acting_key: { key_id: 'key-1', permissions: ['read', 'write'] },
};

describe('WebhookRepository read cache', () => {
  let dir: string;
  let store: DocStore;
  let clock: number;
  let repo: WebhookRepository;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wbk-webhook-repo-'));
    store = await openStore({ kind: 'embedded', dataDir: dir });
    clock = 1_000;
    repo = new WebhookRepository(store, 1_000, () => clock);
    await repo.insert('ws', webhook);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sees its own writes at once (update, tombstone, insert)', async () => {
    expect((await repo.findAny('wh1'))?.enabled).toBe(true);
    expect(await repo.subscribers('ws', 'contact.created')).toHaveLength(1);
    await repo.update('ws', 'wh1', { enabled: false });
    expect((await repo.findAny('wh1'))?.enabled).toBe(false);
    expect(await repo.subscribers('ws', 'contact.created')).toHaveLength(0);
    await repo.insert('ws', { ...webhook, id: 'wh2' });
    expect((await repo.subscribers('ws', 'contact.created')).map((w) => w.id)).toEqual(['wh2']);
    await repo.tombstone('ws', 'wh2', '2024-01-02T00:00:00.000Z');
    expect((await repo.findAny('wh2'))?.deleted).toBe(true);
  });

  it('reuses a read for a moment, then reads the store again (writes from elsewhere)', async () => {
    expect((await repo.findAny('wh1'))?.url).toBe(webhook.url);
    // A write that bypasses this repository, as another data-side process would make.
    await store.collection(WEBHOOKS_COLLECTION).updateOne({ _id: 'wh1' }, { $set: { url: 'https://other.example.com/' } });
    expect((await repo.findAny('wh1'))?.url).toBe(webhook.url);
    clock += 1_001;
    expect((await repo.findAny('wh1'))?.url).toBe('https://other.example.com/');
  });

  it('hands out copies, so a caller cannot change the cached state', async () => {
    const first = await repo.findAny('wh1');
    if (first) first.url = 'mutated';
    expect((await repo.findAny('wh1'))?.url).toBe(webhook.url);
  });
});

describe('WebhookRepository subscribers and the saving key', () => {
  let dir: string;
  let store: DocStore;
  let repo: WebhookRepository;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wbk-webhook-perms-'));
    store = await openStore({ kind: 'embedded', dataDir: dir });
    repo = new WebhookRepository(store, 1_000, () => 1_000);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('leave out the events the key that saved a webhook cannot read, and webhooks saved without a key', async () => {
    const all = { ...webhook, events: ['*' as const] };
    await repo.insert('ws', { ...all, id: 'reader', acting_key: { key_id: 'k1', permissions: ['read:contacts', 'write:webhooks'] } });
    await repo.insert('ws', { ...all, id: 'webhooks-only', acting_key: { key_id: 'k2', permissions: ['write:webhooks', 'read:webhooks'] } });
    await repo.insert('ws', { ...all, id: 'legacy', acting_key: null });
    expect((await repo.subscribers('ws', 'contact.created')).map((w) => w.id)).toEqual(['reader']);
    expect(await repo.subscribers('ws', 'deal.created')).toEqual([]);
    expect((await repo.subscribers('ws', 'webhook.endpoint_disabled')).map((w) => w.id)).toEqual(['webhooks-only']);
  });

  it('reads a webhook stored before the saving key was recorded as having none', async () => {
    const { acting_key: _none, ...legacy } = webhook;
    await store.collection(WEBHOOKS_COLLECTION).insertOne({ _id: 'old', ...legacy, workspace_id: 'ws', deleted_at: null });
    expect((await repo.findAny('old'))?.acting_key).toBeNull();
  });
});
