import type { EnrichmentFindings, EnrichVendor } from '@wbk/contracts';

/**
 * The waterfall's rules, without I/O: vendors are asked in order and the first
 * answer at or above the confidence floor ends it. An answer below the floor
 * is kept: when no vendor reaches the floor, the most confident answer found
 * is the result (a weak answer is more useful than none, and `confidence`
 * tells the caller how weak it is).
 */
export type VendorAnswer =
  | { kind: 'found'; findings: EnrichmentFindings }
  | { kind: 'no_match' }
  /** Errors, timeouts, 429s, an open breaker: the vendor could not say. */
  | { kind: 'failed'; reason: string };

export type WaterfallOutcome =
  | { kind: 'found'; vendor: EnrichVendor; findings: EnrichmentFindings }
  /** `complete`: every vendor answered that it has no data (a miss that may be cached). */
  | { kind: 'no_match'; complete: boolean }
  | { kind: 'failed'; failures: Array<{ vendor: EnrichVendor; reason: string }> };

export async function runWaterfall(
  order: readonly EnrichVendor[],
  floor: number,
  ask: (vendor: EnrichVendor) => Promise<VendorAnswer>,
): Promise<WaterfallOutcome> {
  let best: { vendor: EnrichVendor; findings: EnrichmentFindings } | null = null;
  const failures: Array<{ vendor: EnrichVendor; reason: string }> = [];
  for (const vendor of order) {
    const answer = await ask(vendor);
    if (answer.kind === 'failed') {
      failures.push({ vendor, reason: answer.reason });
      continue;
    }
    if (answer.kind === 'no_match') continue;
    if (answer.findings.confidence >= floor) return { kind: 'found', vendor, findings: answer.findings };
    if (best === null || answer.findings.confidence > best.findings.confidence) best = { vendor, findings: answer.findings };
  }
  if (best !== null) return { kind: 'found', ...best };
  if (failures.length === order.length) return { kind: 'failed', failures };
  return { kind: 'no_match', complete: failures.length === 0 };
}
