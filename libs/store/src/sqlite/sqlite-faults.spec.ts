import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openStore } from '../open-store';

const CHILD = path.join(__dirname, '../testing/store-child.ts');
// The child resolves the workspace's @wbk/* libraries through the repository's path map.
const CHILD_ENV = { ...process.env, TSX_TSCONFIG_PATH: path.join(__dirname, '../../../../tsconfig.base.json') };
const STORE_FILE = 'store.sqlite';

function child(mode: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CHILD, mode, dataDir], { stdio: ['ignore', 'pipe', 'pipe'], env: CHILD_ENV });
}

/** Resolves with everything the child printed, once it printed `enough` lines (the child keeps running). */
function untilLines(proc: ChildProcess, enough: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let err = '';
    proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString().split('\n').length - 1;
      if (seen >= enough) resolve();
    });
    proc.on('exit', (code) => reject(new Error(`child exited (${code}) before ${enough} lines: ${err}`)));
  });
}

describe('SQLite embedded store under faults', () => {
  jest.setTimeout(60_000);
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-faults-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every write a process acknowledged before it was killed with SIGKILL mid-burst', async () => {
    const proc = child('burst', dataDir);
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await untilLines(proc, 2_000);
    const exited = new Promise((resolve) => proc.on('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    const acknowledged = out.split('\n').filter((line) => line !== '' && !line.startsWith('updated '));
    const updated = out.split('\n').filter((line) => line.startsWith('updated ')).map((line) => line.slice('updated '.length));
    expect(acknowledged.length).toBeGreaterThanOrEqual(2_000 * 0.9);

    const store = await openStore({ kind: 'embedded', dataDir });
    try {
      const c = store.collection('burst');
      const stored = new Set((await c.find({})).map((d) => d._id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(await c.countDocuments({ _id: { $in: updated }, updated: true })).toBe(updated.length);
    } finally {
      await store.close();
    }
  });

  it('lets one process at a time open a data directory: a second one fails at once with one line naming the directory', async () => {
    const holder = child('hold', dataDir);
    await untilLines(holder, 1);
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', CHILD, 'open', dataDir], { encoding: 'utf8', timeout: 30_000, env: CHILD_ENV });
      expect(second.status).toBe(1);
      expect(second.stderr.trim().split('\n')).toEqual([expect.stringContaining(dataDir)]);
      await expect(openStore({ kind: 'embedded', dataDir })).rejects.toThrow(`the data directory ${dataDir} is in use by another process`);
    } finally {
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    // The OS released the dead holder's lock.
    const store = await openStore({ kind: 'embedded', dataDir });
    await store.close();
  });

  async function storeWithData(): Promise<string> {
    const store = await openStore({ kind: 'embedded', dataDir });
    const c = store.collection('contacts');
    await c.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: `c${i}`, name: 'x'.repeat(200) })));
    await store.close();
    return path.join(dataDir, STORE_FILE);
  }

  it('refuses to open a file that is not a database, and leaves it byte for byte', async () => {
    const file = await storeWithData();
    const garbage = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256));
    writeFileSync(file, garbage);
    await expect(openStore({ kind: 'embedded', dataDir })).rejects.toThrow(`the store file ${file} is damaged (not a SQLite database)`);
    expect(readFileSync(file).equals(garbage)).toBe(true);
  });

  it.each([
    ['mid-page', (size: number) => Math.floor(size / 2) + 100],
    ['on a page boundary', (size: number) => Math.floor(size / 2 / 4096) * 4096],
    ['to nothing', () => 0],
  ])('refuses to open a database file truncated %s, and leaves it byte for byte', async (_how, cut) => {
    const file = await storeWithData();
    truncateSync(file, cut(statSync(file).size));
    const before = readFileSync(file);
    await expect(openStore({ kind: 'embedded', dataDir })).rejects.toThrow(`the store file ${file} is damaged`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('fails a write that finds the disk full, shows nothing of it, and keeps answering reads', async () => {
    const store = await openStore({ kind: 'embedded', dataDir });
    try {
      const c = store.collection('notes');
      await c.insertOne({ _id: 'first', body: 'kept' });
      // SQLite's own quota stands in for a full disk: the next pages cannot be allocated.
      const db = (store as unknown as { db: DatabaseSync }).db;
      const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count);
      db.exec(`PRAGMA max_page_count = ${pages + 2}`);
      const big = 'y'.repeat(64 * 1024);
      const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => c.insertOne({ _id: `big${i}`, body: big })));
      const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ id: `big${i}`, error: String(r.reason) }] : []));
      expect(failed.length).toBeGreaterThan(0);
      expect(failed[0]!.error).toMatch(/full/);
      const ok = results.flatMap((r, i) => (r.status === 'fulfilled' ? [`big${i}`] : []));
      expect((await c.find({ _id: { $in: failed.map((f) => f.id) } })).length).toBe(0);
      expect((await c.find({ _id: { $in: ok } })).length).toBe(ok.length);
      expect(await c.findOne({ _id: 'first' })).toEqual({ _id: 'first', body: 'kept' });
      expect(await c.countDocuments({})).toBe(1 + ok.length);
      await expect(c.updateOne({ _id: 'first' }, { $set: { body: big } })).rejects.toThrow(/full/);
      expect(await c.findOne({ _id: 'first' })).toEqual({ _id: 'first', body: 'kept' });
      expect(await store.ping()).toBe(true);
    } finally {
      await store.close();
    }
  });
});
