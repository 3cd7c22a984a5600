import type { EnrichmentFindings } from '@wbk/contracts';
import { runWaterfall, type VendorAnswer } from './waterfall';

const findings = (confidence: number): EnrichmentFindings => ({ person: null, company: null, social: null, confidence });

function vendors(answers: Record<string, VendorAnswer>) {
  const asked: string[] = [];
  const ask = async (vendor: string) => {
    asked.push(vendor);
    return answers[vendor]!;
  };
  return { asked, ask };
}

describe('runWaterfall', () => {
  it('stops at the first answer at or above the floor', async () => {
    const v = vendors({ vendor_a: { kind: 'found', findings: findings(0.6) }, vendor_b: { kind: 'found', findings: findings(0.9) } });
    expect(await runWaterfall(['vendor_a', 'vendor_b'], 0.6, v.ask)).toMatchObject({ kind: 'found', vendor: 'vendor_a' });
    expect(v.asked).toEqual(['vendor_a']);
  });

  it('goes on past a weak answer, a miss and a failure, and falls back to the most confident weak answer', async () => {
    const weak = vendors({ vendor_b: { kind: 'found', findings: findings(0.4) }, vendor_a: { kind: 'found', findings: findings(0.5) } });
    expect(await runWaterfall(['vendor_b', 'vendor_a'], 0.6, weak.ask)).toMatchObject({ kind: 'found', vendor: 'vendor_a', findings: { confidence: 0.5 } });
    const skip = vendors({ vendor_a: { kind: 'failed', reason: 'timeout' }, vendor_b: { kind: 'found', findings: findings(0.7) } });
    expect(await runWaterfall(['vendor_a', 'vendor_b'], 0.6, skip.ask)).toMatchObject({ kind: 'found', vendor: 'vendor_b' });
  });

  it('tells a complete miss, a miss with a failure, and every vendor failing apart', async () => {
    const miss = vendors({ vendor_a: { kind: 'no_match' }, vendor_b: { kind: 'no_match' } });
    expect(await runWaterfall(['vendor_a', 'vendor_b'], 0.6, miss.ask)).toEqual({ kind: 'no_match', complete: true });
    const partly = vendors({ vendor_a: { kind: 'no_match' }, vendor_b: { kind: 'failed', reason: '503' } });
    expect(await runWaterfall(['vendor_a', 'vendor_b'], 0.6, partly.ask)).toEqual({ kind: 'no_match', complete: false });
    const down = vendors({ vendor_a: { kind: 'failed', reason: 'a down' }, vendor_b: { kind: 'failed', reason: 'b down' } });
    expect(await runWaterfall(['vendor_a', 'vendor_b'], 0.6, down.ask)).toEqual({
      kind: 'failed',
      failures: [
        { vendor: 'vendor_a', reason: 'a down' },
        { vendor: 'vendor_b', reason: 'b down' },
      ],
    });
  });
});
