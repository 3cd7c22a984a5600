import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnrichVendor } from '@wbk/contracts';
import { AppError, createLogger, ManualClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { lookupOf } from '../domain/lookup';
import type { VendorAnswer } from '../domain/waterfall';
import type { Credits } from '../providers/credits.client';
import { LookupCacheRepository } from '../store/lookup-cache.repository';
import { LookupService } from './lookup.service';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const company = { name: 'Hartley', domain: 'hartley.example', industry: 'law practice', size: '51-200', founded_year: 1998, description: null, linkedin_url: null, hq_location: null };

/** The workspace service's credit rules in miniature: holds, captures, releases, one charge per key. */
class FakeCredits implements Credits {
  balanceNow: number;
  readonly log: string[] = [];
  private readonly holds = new Map<string, 'held' | 'captured'>();
  private next = 0;
  constructor(balance: number) {
    this.balanceNow = balance;
  }
  async reserve(_ws: string, _reason: string, _request: string, key: string) {
    if (key !== '' && this.holds.get(key) === 'captured') return { id: key, state: 'captured' as const, balance: this.balanceNow };
    if (this.balanceNow < 1) throw new AppError('insufficient_credits', 'no credits');
    const id = key === '' ? `h${this.next++}` : key;
    this.balanceNow -= 1;
    this.holds.set(id, 'held');
    this.log.push(`reserve ${id}`);
    return { id, state: 'held' as const, balance: this.balanceNow };
  }
  async charge(ws: string, reason: string, request: string, key: string) {
    const hold = await this.reserve(ws, reason, request, key);
    return hold.state === 'captured' ? this.balanceNow : this.capture(ws, hold.id);
  }
  async capture(_ws: string, id: string) {
    this.holds.set(id, 'captured');
    this.log.push(`capture ${id}`);
    return this.balanceNow;
  }
  async release(_ws: string, id: string) {
    if (this.holds.get(id) !== 'held') return;
    this.holds.delete(id);
    this.balanceNow += 1;
    this.log.push(`release ${id}`);
  }
  async balance() {
    return this.balanceNow;
  }
}

let dir: string;
let store: DocStore;
let clock: ManualClock;
let answers: Partial<Record<EnrichVendor, VendorAnswer>>;
let asked: EnrichVendor[];

function serviceWith(credits: Credits): LookupService {
  return new LookupService({
    vendors: {
      lookup: async (vendor) => {
        asked.push(vendor);
        return answers[vendor] ?? { kind: 'no_match' };
      },
    },
    cache: new LookupCacheRepository(store),
    credits,
    clock,
    logger: createLogger({ service: 'lookup-test', level: 'silent' }),
    order: ['vendor_a', 'vendor_b'],
    floor: 0.6,
    hitTtlSeconds: 3600,
    missTtlSeconds: 60,
  });
}

const call = (workspaceId = WS, idempotencyKey = '') => ({ workspaceId, requestId: 'req', idempotencyKey, reason: 'enrichment_lookup' as const });
const byDomain = lookupOf({ domain: 'hartley.example' });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: AppError) => err,
  );
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wbk-lookup-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  answers = { vendor_a: { kind: 'found', findings: { person: null, company, social: null, confidence: 0.8 } } };
  asked = [];
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('LookupService', () => {
  it('charges a found lookup, answers its repeat from the cache (charged) and keeps the cache per workspace', async () => {
    const credits = new FakeCredits(5);
    const service = serviceWith(credits);
    expect(await service.lookup(call(), byDomain)).toMatchObject({ source: 'vendor_a', credits_remaining: 4, company });
    expect(await service.lookup(call(), byDomain)).toMatchObject({ source: 'cached', credits_remaining: 3 });
    expect(asked).toEqual(['vendor_a']);
    // Another workspace's first lookup is not told the first one happened.
    expect(await service.lookup(call(OTHER), byDomain)).toMatchObject({ source: 'vendor_a' });
    clock.advance(3_601_000);
    expect(await service.lookup(call(), byDomain)).toMatchObject({ source: 'vendor_a' });
  });

  it('releases the hold on a miss and on all vendors failing, caching only the confirmed miss', async () => {
    const credits = new FakeCredits(2);
    const service = serviceWith(credits);
    answers = {};
    expect((await failure(service.lookup(call(), byDomain))).code).toBe('no_match');
    expect((await failure(service.lookup(call(), byDomain))).code).toBe('no_match');
    expect(asked).toEqual(['vendor_a', 'vendor_b']);
    answers = { vendor_a: { kind: 'failed', reason: 'a down' }, vendor_b: { kind: 'failed', reason: 'b down' } };
    const failed = await failure(service.lookup(call(), lookupOf({ domain: 'other.example' })));
    expect(failed).toMatchObject({ code: 'provider_error', details: { vendors: [{ vendor: 'vendor_a', reason: 'a down' }, { vendor: 'vendor_b', reason: 'b down' }] } });
    expect(credits.balanceNow).toBe(2);
    expect(credits.log.filter((l) => l.startsWith('capture'))).toEqual([]);
  });

  it('refuses at 0 credits before any vendor is asked, and charges a keyed repeat once', async () => {
    const empty = serviceWith(new FakeCredits(0));
    expect((await failure(empty.lookup(call(), byDomain))).code).toBe('insufficient_credits');
    expect(asked).toEqual([]);
    const credits = new FakeCredits(5);
    const service = serviceWith(credits);
    const key = '33333333-3333-4333-8333-333333333333';
    await service.lookup(call(WS, key), byDomain);
    expect(await service.lookup(call(WS, key), byDomain)).toMatchObject({ source: 'cached', credits_remaining: 4 });
  });

  it('releases the hold when the write after the lookup fails', async () => {
    const credits = new FakeCredits(1);
    const service = serviceWith(credits);
    const failing = service.lookup(call(), byDomain, async () => {
      throw new AppError('version_conflict', 'changed meanwhile');
    });
    expect((await failure(failing)).code).toBe('version_conflict');
    expect(credits.balanceNow).toBe(1);
  });
});
