// The enrichment vendors (vendor_a, vendor_b) and the prospector, as callers
// of real data vendors meet them: partial data, confidences, latency, 429s and
// outages. Bodies are the vendors' own, not wrapped in `data`.
import { z } from 'zod';
import { type DataVendor, LOOKUP_PARTS, revealProspect, vendorLookup } from '../domain/enrichment-vendors';
import type { EnrichmentState } from '../domain/enrichment-state';
import { DEPARTMENTS, HEADCOUNT_RANGES, SENIORITIES, type EnrichmentVendor } from '../domain/enrichment-vocabulary';
import { searchProspects } from '../domain/prospect-search';
import { SimError, errorAnswer, type SimAnswer } from '../domain/sim-answer';
import { parseRequest, readJsonBody, type Route, type RouteContext } from './http-io';

const VENDOR_BODY_MAX_BYTES = 64 * 1024;
export const MAX_FILTER_VALUES = 100;
const FILTER_TEXT_MAX = 200;

export const emailField = z
  .string({ error: 'must be an email address' })
  .trim()
  .toLowerCase()
  .max(320, { error: 'must be at most 320 characters' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an email address like jane@firm.example' });
export const domainField = z
  .string({ error: 'must be a domain name' })
  .trim()
  .toLowerCase()
  .max(253, { error: 'must be at most 253 characters' })
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/, { error: 'must be a domain name like firm.example' });

const enrichBody = z
  .strictObject({
    email: emailField.optional(),
    domain: domainField.optional(),
    include: z
      .array(z.enum(LOOKUP_PARTS, { error: `must be one of ${LOOKUP_PARTS.join(', ')}` }), { error: 'must be a list of parts' })
      .min(1, { error: `must name at least one of ${LOOKUP_PARTS.join(', ')}` })
      .max(LOOKUP_PARTS.length * 2),
  })
  .refine((body) => body.email !== undefined || body.domain !== undefined, { error: 'give an email or a domain', path: ['email'] });

const filterText = z.string({ error: 'must be a string' }).trim().min(1, { error: 'must not be empty' }).max(FILTER_TEXT_MAX);
const filterList = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' }).max(MAX_FILTER_VALUES, { error: `must have at most ${MAX_FILTER_VALUES} values` }).optional();

const searchBody = z.strictObject({
  titles: filterList(filterText),
  location: filterList(filterText),
  industry: filterList(filterText),
  headcount: filterList(z.enum(HEADCOUNT_RANGES, { error: `must be one of ${HEADCOUNT_RANGES.join(', ')}` })),
  seniority: filterList(z.enum(SENIORITIES, { error: `must be one of ${SENIORITIES.join(', ')}` })),
  departments: filterList(z.enum(DEPARTMENTS, { error: `must be one of ${DEPARTMENTS.join(', ')}` })),
  company_domains: filterList(domainField),
  page: z.number({ error: 'must be a whole number from 1' }).int({ error: 'must be a whole number from 1' }).min(1).max(1_000_000).default(1),
  per_page: z.number({ error: 'must be a whole number from 1 to 100' }).int({ error: 'must be a whole number from 1 to 100' }).min(1).max(100).default(25),
});

const revealBody = z.strictObject({ member_id: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(100) });

function body(context: RouteContext): Promise<unknown> {
  return readJsonBody(context.req, VENDOR_BODY_MAX_BYTES, () => new SimError(400, 'invalid_request', 'the body must be JSON'));
}

/**
 * One vendor call: counted whatever its answer, then the vendor's rate (429
 * with Retry-After), its injected outages (503), the body and the answer; the
 * configured delay holds back every answer, errors included.
 */
async function served(state: EnrichmentState, vendor: DataVendor, context: RouteContext, answer: (body: unknown) => SimAnswer): Promise<SimAnswer> {
  state.controls.count(vendor);
  const faults = state.controls.of(vendor);
  let result: SimAnswer;
  try {
    const input = await body(context);
    if (faults.ratePerSecond !== null) {
      const taken = state.limiter.take(vendor, faults.ratePerSecond);
      if (!taken.allowed) throw new SimError(429, 'rate_limited', `${vendor} allows ${faults.ratePerSecond} calls per second; retry after ${taken.retryAfterSeconds} s`, undefined, { 'retry-after': String(taken.retryAfterSeconds) });
    }
    if (state.random() < faults.failRate) throw new SimError(503, 'vendor_unavailable', `${vendor} is unavailable (simulated outage)`);
    result = answer(input);
  } catch (err) {
    if (!(err instanceof SimError)) throw err;
    result = errorAnswer(err);
  }
  if (faults.delayMs > 0) await state.sleep(faults.delayMs);
  return result;
}

export function enrichmentRoutes(state: EnrichmentState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/vendors\/(vendor_a|vendor_b)\/enrich$/,
      handle: (context) => {
        const vendor = context.params[0] as EnrichmentVendor;
        return served(state, vendor, context, (input) => ({ status: 200, body: vendorLookup(state.directory, vendor, parseRequest(enrichBody, input)) }));
      },
    },
    {
      method: 'POST',
      path: /^\/vendors\/prospector\/search$/,
      handle: (context) =>
        served(state, 'prospector', context, (input) => {
          const { page, per_page: perPage, ...filters } = parseRequest(searchBody, input);
          return { status: 200, body: { ...searchProspects(state.directory, filters, page, perPage) } };
        }),
    },
    {
      method: 'POST',
      path: /^\/vendors\/prospector\/reveal$/,
      handle: (context) =>
        served(state, 'prospector', context, (input) => {
          const { member_id: memberId } = parseRequest(revealBody, input);
          const revealed = revealProspect(state.directory, memberId);
          if (revealed === null) throw new SimError(404, 'not_found', `no prospect has member_id ${memberId}`);
          return { status: 200, body: revealed };
        }),
    },
  ];
}
