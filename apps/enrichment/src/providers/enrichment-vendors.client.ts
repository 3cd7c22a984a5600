// The enrichment vendors' lookup (provider-sim's wire contract):
// POST {base}/vendors/{vendor}/enrich {email?, domain?, include}
// -> {match:false} | {match:true, confidence, person, company, social}.
import { enrichedCompany, enrichedPerson, type EnrichVendor } from '@wbk/contracts';
import { z } from 'zod';
import type { Lookup } from '../domain/lookup';
import type { VendorAnswer } from '../domain/waterfall';
import type { VendorHttp } from './vendor-http';

const answerSchema = z.union([
  z.object({ match: z.literal(false) }),
  z.object({
    match: z.literal(true),
    confidence: z.number().min(0).max(1),
    // Tolerant of fields a vendor adds; only the public record's fields are kept.
    person: z.object(enrichedPerson.shape).nullable().optional(),
    company: z.object(enrichedCompany.shape).nullable().optional(),
    social: z.record(z.string(), z.string().nullable()).nullable().optional(),
  }),
]);

/** Handles the vendor knows (a null handle is one it does not); null when it knows none. */
function handlesOf(social: Record<string, string | null> | null | undefined): Record<string, string> | null {
  const known = Object.entries(social ?? {}).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '');
  return known.length > 0 ? Object.fromEntries(known) : null;
}

export interface EnrichmentVendors {
  lookup(vendor: EnrichVendor, lookup: Lookup): Promise<VendorAnswer>;
}

export function enrichmentVendors(http: VendorHttp, baseUrl: string): EnrichmentVendors {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(vendor, lookup) {
      const body = { ...(lookup.email !== null ? { email: lookup.email } : {}), ...(lookup.domain !== null ? { domain: lookup.domain } : {}), include: lookup.include };
      const reply = await http.post(vendor, `${base}/vendors/${vendor}/enrich`, body);
      if (reply.kind === 'failed') return reply;
      if (reply.status >= 400) return { kind: 'failed', reason: `${vendor} refused the lookup (${reply.status})` };
      const parsed = answerSchema.safeParse(reply.body);
      if (!parsed.success) return { kind: 'failed', reason: `${vendor} answered in an unexpected shape` };
      if (!parsed.data.match) return { kind: 'no_match' };
      const wants = new Set(lookup.include);
      const findings = {
        person: wants.has('person') ? (parsed.data.person ?? null) : null,
        company: wants.has('company') ? (parsed.data.company ?? null) : null,
        social: wants.has('social') ? handlesOf(parsed.data.social) : null,
        confidence: parsed.data.confidence,
      };
      // A match with none of the parts asked for is no data for this lookup.
      if (findings.person === null && findings.company === null && findings.social === null) return { kind: 'no_match' };
      return { kind: 'found', findings };
    },
  };
}
