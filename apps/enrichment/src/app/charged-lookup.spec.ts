import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnrichVendor } from '@wbk/contracts';
import { AppError, createLogger } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { lookupOf } from '../domain/lookup';
import type { VendorAnswer } from '../domain/waterfall';
import type { CreditCharge, Credits } from '../peers/workspace-credits.client';
import { LookupCacheRepository } from '../store/lookup-cache.repository';
import { ChargedLookup } from './charged-lookup';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const company = { name: 'Hartley', domain: 'hartley.example', industry: 'law practice', size: '51-200', founded_year: 1998, description: null, linkedin_url: null, hq_location: null };

/** The workspace service's credit rules in miniature: holds, captures, releases, one charge per key and purchase. */
class FakeCredits implements Credits {
  balanceNow: number;
  readonly log: string[] = [];
  private readonly holds = new Map<string, 'held' | 'captured'>();
  private readonly purchases = new Map<string, string>();
  private next = 0;
  constructor(balance: number) {
    this.balanceNow = balance;
  }
  async reserve({ idempotencyKey: key, purchase }: CreditCharge) {
    if (key !== '' && this.holds.has(key) && this.purchases.get(key) !== purchase) throw new AppError('idempotency_conflict', 'another purchase');
    if (key !== '' && this.holds.get(key) === 'captured') return { id: key, state: 'captured' as const, balance: this.balanceNow };
    if (this.balanceNow < 1) throw new AppError('insufficient_credits', 'no credits');
    const id = key === '' ? `h${this.next++}` : key;
    this.balanceNow -= 1;
    this.holds.set(id, 'held');
    this.purchases.set(id, purchase);
    this.log.push(`reserve ${id}`);
    return { id, state: 'held' as const, balance: this.balanceNow };
  }
  async charge(charge: CreditCharge) {
    const hold = await this.reserve(charge);
    return hold.state === 'captured' ? this.balanceNow : (await this.capture(charge.workspaceId, hold.id)).balance;
  }
  /** The sweeper gives an unsettled hold back, as CREDIT_HOLD_SECONDS running out does. */
  expire(id: string) {
    if (this.holds.get(id) !== 'held') return;
    this.holds.delete(id);
    this.balanceNow += 1;
    this.log.push(`expire ${id}`);
  }
  async capture(_ws: string, id: string) {
    if (this.holds.get(id) !== 'held' && this.holds.get(id) !== 'captured') return { balance: this.balanceNow, charged: false };
    this.holds.set(id, 'captured');
    this.log.push(`capture ${id}`);
    return { balance: this.balanceNow, charged: true };
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

type VendorLookup = (vendor: EnrichVendor) => Promise<VendorAnswer>;

function serviceWith(credits: Credits, vendorLookup?: VendorLookup, cache = new LookupCacheRepository(store)): ChargedLookup {
  return new ChargedLookup({
    vendors: {
      lookup:
        vendorLookup ??
        (async (vendor) => {
          asked.push(vendor);
          return answers[vendor] ?? { kind: 'no_match' };
        }),
    },
    cache,
    credits,
    clock,
    logger: createLogger({ service: 'lookup-test', level: 'silent' }),
    order: ['vendor_a', 'vendor_b'],
    floor: 0.6,
    hitTtlSeconds: 3600,
    missTtlSeconds: 60,
  });
}

const call = (workspaceId = WS, idempotencyKey = '', purchase = 'hartley.example') => ({ workspaceId, requestId: 'req', idempotencyKey, reason: 'enrichment_lookup' as const, purchase });
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

describe('ChargedLookup', () => {
  it('charges a found lookup, answers its repeat from the cache (charged) and keeps the cache per workspace', async () => {
    const credits = new FakeCredits(5);
    const service = serviceWith(credits);
    expect(await service.run(call(), byDomain)).toMatchObject({ source: 'vendor_a', credits_remaining: 4, company });
    expect(await service.run(call(), byDomain)).toMatchObject({ source: 'cached', credits_remaining: 3 });
    expect(asked).toEqual(['vendor_a']);
    // Another workspace's first lookup is not told the first one happened.
    expect(await service.run(call(OTHER), byDomain)).toMatchObject({ source: 'vendor_a' });
    clock.advance(3_601_000);
    expect(await service.run(call(), byDomain)).toMatchObject({ source: 'vendor_a' });
  });

  it('releases the hold on a miss and on all vendors failing, caching only the confirmed miss', async () => {
    const credits = new FakeCredits(2);
    const service = serviceWith(credits);
    answers = {};
    expect((await failure(service.run(call(), byDomain))).code).toBe('no_match');
    expect((await failure(service.run(call(), byDomain))).code).toBe('no_match');
    expect(asked).toEqual(['vendor_a', 'vendor_b']);
    answers = { vendor_a: { kind: 'failed', reason: 'a down' }, vendor_b: { kind: 'failed', reason: 'b down' } };
    const failed = await failure(service.run(call(), lookupOf({ domain: 'other.example' })));
    expect(failed).toMatchObject({ code: 'provider_error', details: { vendors: [{ vendor: 'vendor_a', reason: 'a down' }, { vendor: 'vendor_b', reason: 'b down' }] } });
    expect(credits.balanceNow).toBe(2);
    expect(credits.log.filter((l) => l.startsWith('capture'))).toEqual([]);
  });

  it('refuses at 0 credits before any vendor is asked, and charges a keyed repeat once', async () => {
    const empty = serviceWith(new FakeCredits(0));
    expect((await failure(empty.run(call(), byDomain))).code).toBe('insufficient_credits');
    expect(asked).toEqual([]);
    const credits = new FakeCredits(5);
    const service = serviceWith(credits);
    const key = '33333333-3333-4333-8333-333333333333';
    await service.run(call(WS, key), byDomain);
    expect(await service.run(call(WS, key), byDomain)).toMatchObject({ source: 'cached', credits_remaining: 4 });
  });
});

describe('ChargedLookup: the commits after a vendor answers', () => {
  /** A cache whose writes wait until the test lets them through. */
  class HeldCache extends LookupCacheRepository {
    readonly puts: Array<() => void> = [];
    override async put(...args: Parameters<LookupCacheRepository['put']>): Promise<void> {
      await new Promise<void>((resolve) => this.puts.push(resolve));
      return super.put(...args);
    }
  }

  it('captures while the cache write is in flight, and answers only once both are done', async () => {
    const credits = new FakeCredits(5);
    const cache = new HeldCache(store);
    const service = serviceWith(credits, undefined, cache);
    let answered = false;
    const answer = service.run(call(), byDomain).then((result) => {
      answered = true;
      return result;
    });
    for (let turn = 0; turn < 20 && !credits.log.some((l) => l.startsWith('capture')); turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(cache.puts).toHaveLength(1);
    expect(credits.log).toEqual(['reserve h0', 'capture h0']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    cache.puts[0]?.();
    expect(await answer).toMatchObject({ source: 'vendor_a', credits_remaining: 4 });
    expect(await service.run(call(), byDomain)).toMatchObject({ source: 'cached', credits_remaining: 3 });
  });
});

describe('ChargedLookup: a lookup that writes after it (a contact fill)', () => {
  it('writes only once the charge is captured, from a vendor answer and from the cache', async () => {
    const credits = new FakeCredits(2);
    const service = serviceWith(credits);
    const write = async () => void credits.log.push('write');
    await service.run(call(), byDomain, write);
    expect(credits.log).toEqual(['reserve h0', 'capture h0', 'write']);
    await service.run(call(), byDomain, write);
    expect(credits.log.slice(3)).toEqual(['reserve h1', 'capture h1', 'write']);
    expect(credits.balanceNow).toBe(0);
  });

  it('charges anew before writing when the hold expired during the lookup, and writes nothing when that charge is refused', async () => {
    const credits = new FakeCredits(1);
    let writes = 0;
    // vendor_b answers after the hold was given back (a lookup slower than CREDIT_HOLD_SECONDS).
    const service = serviceWith(credits, async (vendor) => {
      if (vendor === 'vendor_a') return { kind: 'no_match' };
      credits.expire('h0');
      return { kind: 'found', findings: { person: null, company, social: null, confidence: 0.8 } };
    });
    const refusedAfterExpiry = service.run(call(), byDomain, async () => void writes++);
    // The expired hold's credit is back (1): the new charge takes it, then the write runs.
    expect(await refusedAfterExpiry).toMatchObject({ credits_remaining: 0 });
    expect(writes).toBe(1);
    expect(credits.log).toEqual(['reserve h0', 'expire h0', 'reserve h1', 'capture h1']);

    const broke = new FakeCredits(1);
    const second = serviceWith(broke, async () => {
      broke.expire('h0');
      broke.balanceNow = 0;
      return { kind: 'found', findings: { person: null, company, social: null, confidence: 0.8 } };
    });
    expect((await failure(second.run(call(), lookupOf({ domain: 'third.example' }), async () => void writes++))).code).toBe('insufficient_credits');
    expect(writes).toBe(1);
  });

  it('keeps the charge when the write fails after it; a keyed retry of the same purchase is free and writes', async () => {
    const credits = new FakeCredits(3);
    const service = serviceWith(credits);
    const key = '55555555-5555-4555-8555-555555555555';
    const failing = service.run(call(WS, key), byDomain, async () => {
      throw new AppError('service_unavailable', 'crm down');
    });
    expect((await failure(failing)).code).toBe('service_unavailable');
    expect(credits.balanceNow).toBe(2);
    let wrote = false;
    await service.run(call(WS, key), byDomain, async () => void (wrote = true));
    expect(wrote).toBe(true);
    expect(credits.balanceNow).toBe(2);
  });
});
