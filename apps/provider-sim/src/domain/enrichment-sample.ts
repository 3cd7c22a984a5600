import type { EnrichmentDataset } from './enrichment-dataset';
import type { CompanyRecord, PersonRecord } from './enrichment-records';

/** Which vendors know a sampled record: exactly one of them, both, or none. */
export const SAMPLE_COVERAGES = ['vendor_a', 'vendor_b', 'both', 'none'] as const;
export type SampleCoverage = (typeof SAMPLE_COVERAGES)[number];

function fits(vendorA: number, vendorB: number, coverage: SampleCoverage): boolean {
  switch (coverage) {
    case 'vendor_a':
      return vendorA > 0 && vendorB === 0;
    case 'vendor_b':
      return vendorA === 0 && vendorB > 0;
    case 'both':
      return vendorA > 0 && vendorB > 0;
    case 'none':
      return vendorA === 0 && vendorB === 0;
  }
}

/** The index-th dataset person (member_id order) with an email and that coverage, or null. */
export function samplePerson(dataset: EnrichmentDataset, coverage: SampleCoverage, index: number): PersonRecord | null {
  const { order, vendorA, vendorB } = dataset.people;
  let seen = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (!dataset.hasEmail(i) || !fits(vendorA[i]!, vendorB[i]!, coverage)) continue;
    if (seen === index) return dataset.person(i);
    seen += 1;
  }
  return null;
}

/** The index-th dataset company with that coverage, or null. */
export function sampleCompany(dataset: EnrichmentDataset, coverage: SampleCoverage, index: number): CompanyRecord | null {
  const { vendorA, vendorB } = dataset.companies;
  let seen = 0;
  for (let c = 0; c < dataset.companyCount; c++) {
    if (!fits(vendorA[c]!, vendorB[c]!, coverage)) continue;
    if (seen === index) return dataset.company(c);
    seen += 1;
  }
  return null;
}
