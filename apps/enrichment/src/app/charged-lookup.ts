import type { EnrichmentFindings, EnrichmentResult, EnrichVendor } from '@wbk/contracts';
import { AppError, type Clock, type Logger } from '@wbk/platform';
import { cacheKeyOf, type Lookup } from '../domain/lookup';
import { runWaterfall } from '../domain/waterfall';
import type { CreditCharge, Credits } from '../peers/workspace-credits.client';
import type { EnrichmentVendors } from '../providers/enrichment-vendors.client';
import type { LookupCacheRepository } from '../store/lookup-cache.repository';

export interface ChargedLookupDeps {
  vendors: EnrichmentVendors;
  cache: LookupCacheRepository;
  credits: Credits;
  clock: Clock;
  logger: Logger;
  order: readonly EnrichVendor[];
  floor: number;
  hitTtlSeconds: number;
  missTtlSeconds: number;
}

export type ChargedCall = CreditCharge;

/** Runs once the lookup's charge is final (captured, or a replay of the same purchase): a write it pays for never happens unpaid. */
export type AfterCharged = (findings: EnrichmentFindings) => Promise<void>;

function noMatch(): AppError {
  return new AppError('no_match', 'No enrichment vendor has data for this lookup; nothing was charged');
}

/**
 * One charged lookup: a credit is held before anything is looked up (402
 * before any vendor is called), the cache answers when it can, else the
 * waterfall; the hold is captured on success and released on a miss or any
 * error. A request whose key was charged before for the same purchase is
 * answered without a charge; for another purchase it is 409. The flow the
 * EnrichEmail and EnrichContact use cases share.
 */
export class ChargedLookup {
  constructor(private readonly deps: ChargedLookupDeps) {}

  async run(call: ChargedCall, lookup: Lookup, afterCharged?: AfterCharged): Promise<EnrichmentResult> {
    const { credits, cache, clock } = this.deps;
    // A cache hit is known to succeed: one charge instead of a hold and its capture.
    const cached = await cache.get(cacheKeyOf(call.workspaceId, lookup), clock.now());
    if (cached?.findings) {
      const balance = await credits.charge(call);
      if (afterCharged) await afterCharged(cached.findings);
      return { ...cached.findings, source: 'cached', credits_remaining: balance };
    }
    const hold = await credits.reserve(call);
    let settled = hold.state === 'captured';
    let found: Awaited<ReturnType<ChargedLookup['find']>>;
    let balance: number;
    try {
      found = await this.find(call.workspaceId, lookup);
      // The cache write and the capture are durable writes in two services that do not depend on each other: waiting for both at once keeps one commit off the answer's path.
      [balance] = await Promise.all([settled ? credits.balance(call.workspaceId) : this.capture(call, hold.id, afterCharged !== undefined), found.remembered]);
      settled = true;
    } finally {
      if (!settled) {
        await credits.release(call.workspaceId, hold.id).catch((err: unknown) => this.deps.logger.warn({ err, hold: hold.id }, 'could not release a credit hold; it expires on its own'));
      }
    }
    if (afterCharged) await afterCharged(found.findings);
    return { ...found.findings, source: found.source, credits_remaining: balance };
  }

  /**
   * Captures the hold. One that expired first leaves a plain lookup uncharged,
   * but a lookup that goes on to write (a contact's fill) is charged anew,
   * so the write is never free.
   */
  private async capture(call: ChargedCall, holdId: string, writesAfter: boolean): Promise<number> {
    const captured = await this.deps.credits.capture(call.workspaceId, holdId);
    return captured.charged || !writesAfter ? captured.balance : this.deps.credits.charge(call);
  }

  /** `remembered` settles once a vendor's answer is in the cache; it never rejects. */
  private async find(workspaceId: string, lookup: Lookup): Promise<{ findings: EnrichmentFindings; source: EnrichmentResult['source']; remembered?: Promise<void> }> {
    const { cache, clock } = this.deps;
    const key = cacheKeyOf(workspaceId, lookup);
    const cached = await cache.get(key, clock.now());
    if (cached) {
      if (cached.findings === null) throw noMatch();
      return { findings: cached.findings, source: 'cached' };
    }
    const outcome = await runWaterfall(this.deps.order, this.deps.floor, (vendor) => this.deps.vendors.lookup(vendor, lookup));
    const now = clock.now().getTime();
    if (outcome.kind === 'found') {
      const remembered = this.remember(key, workspaceId, { findings: outcome.findings, vendor: outcome.vendor }, now + this.deps.hitTtlSeconds * 1000);
      return { findings: outcome.findings, source: outcome.vendor, remembered };
    }
    if (outcome.kind === 'no_match') {
      // Only a miss every vendor confirmed is remembered: a failed vendor may know the person next time.
      if (outcome.complete) await this.remember(key, workspaceId, { findings: null, vendor: null }, now + this.deps.missTtlSeconds * 1000);
      throw noMatch();
    }
    throw new AppError('provider_error', 'Every enrichment vendor failed; nothing was charged, try again later', {
      vendors: outcome.failures.map((f) => ({ vendor: f.vendor, reason: f.reason })),
    });
  }

  private async remember(key: string, workspaceId: string, entry: { findings: EnrichmentFindings | null; vendor: EnrichVendor | null }, expiresAtMs: number): Promise<void> {
    if (expiresAtMs <= this.deps.clock.now().getTime()) return;
    // A cache that cannot be written costs a later vendor call, not this answer.
    await this.deps.cache.put(key, workspaceId, entry, new Date(expiresAtMs)).catch((err: unknown) => this.deps.logger.warn({ err }, 'could not cache a lookup'));
  }
}
