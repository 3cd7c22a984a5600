// The prospector vendor (provider-sim's wire contract):
// POST {base}/vendors/prospector/search -> {results, total};
// POST {base}/vendors/prospector/reveal {member_id} -> {member_id, email, phone, person, company} | 404.
import { enrichedCompany, enrichedPerson, prospectRecord, type EnrichedCompany, type EnrichedPerson, type ProspectRecord } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { z } from 'zod';
import type { ProspectQuery } from '../domain/prospects';
import type { VendorHttp } from './vendor-http';

const VENDOR = 'prospector';
const searchSchema = z.object({ results: z.array(z.object(prospectRecord.shape)), total: z.number().int().min(0) });
const revealSchema = z.object({
  member_id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  person: z.object(enrichedPerson.shape),
  company: z.object(enrichedCompany.shape).nullable().optional(),
});

export interface RevealedPerson {
  member_id: string;
  email: string | null;
  phone: string | null;
  person: EnrichedPerson;
  company: EnrichedCompany | null;
}

export interface Prospector {
  search(query: ProspectQuery): Promise<{ results: ProspectRecord[]; total: number }>;
  /** null when the prospector does not know the member. */
  reveal(memberId: string): Promise<RevealedPerson | null>;
}

/** The prospector, or 503 when this deployment has none (PROSPECTOR_URL unset). */
export function requireProspector(prospector: Prospector | null): Prospector {
  if (prospector === null) throw new AppError('service_unavailable', 'The prospector is not configured for this deployment; ask the operator to set one up');
  return prospector;
}

function providerError(reason: string): AppError {
  return new AppError('provider_error', `The prospector could not answer: ${reason}`, { vendor: VENDOR, reason });
}

export function prospectorClient(http: VendorHttp, baseUrl: string): Prospector {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async search(query) {
      const reply = await http.post(VENDOR, `${base}/vendors/prospector/search`, { ...query.filters, page: query.page, per_page: query.perPage });
      if (reply.kind === 'failed') throw providerError(reply.reason);
      if (reply.status >= 400) throw providerError(`it refused the search (${reply.status})`);
      const parsed = searchSchema.safeParse(reply.body);
      if (!parsed.success) throw providerError('it answered in an unexpected shape');
      return parsed.data;
    },
    async reveal(memberId) {
      const reply = await http.post(VENDOR, `${base}/vendors/prospector/reveal`, { member_id: memberId });
      if (reply.kind === 'failed') throw providerError(reply.reason);
      if (reply.status === 404) return null;
      if (reply.status >= 400) throw providerError(`it refused the reveal (${reply.status})`);
      const parsed = revealSchema.safeParse(reply.body);
      if (!parsed.success) throw providerError('it answered in an unexpected shape');
      return { ...parsed.data, company: parsed.data.company ?? null };
    },
  };
}
