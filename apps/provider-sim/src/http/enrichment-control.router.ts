// Control API of the enrichment vendors and the prospector: tests add people,
// inject faults, read call counts and pick dataset records by coverage.
// Answers are plain bodies, as the wire contract shows them.
import { z } from 'zod';
import { DATA_VENDORS, MAX_VENDOR_DELAY_MS, companyPart, personPart } from '../domain/enrichment-vendors';
import { SAMPLE_COVERAGES, sampleCompany, samplePerson } from '../domain/enrichment-sample';
import { resetEnrichmentState, type EnrichmentState } from '../domain/enrichment-state';
import { DEPARTMENTS, SENIORITIES } from '../domain/enrichment-vocabulary';
import { SimError, type SimAnswer } from '../domain/sim-answer';
import { domainField, emailField } from './enrichment.router';
import { NOTHING, parseRequest, readJsonBody, type Route, type RouteContext } from './http-io';

const CONTROL_BODY_MAX_BYTES = 64 * 1024;

const text = (max: number) => z.string({ error: 'is required' }).trim().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${max} characters` });
const confidence = z.number({ error: 'must be a confidence from 0 to 1, or null when the vendor does not know the person' }).min(0).max(1).nullable().optional();

const personBody = z.strictObject({
  email: emailField,
  first_name: text(100),
  last_name: text(100),
  job_title: text(200),
  company_domain: domainField,
  company_name: text(200).optional(),
  vendors: z.strictObject({ vendor_a: confidence, vendor_b: confidence }, { error: 'must be an object of vendor confidences' }).default({}),
  location: text(200).optional(),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, { error: 'must be an E.164 number like +442071234567, or null' }).nullable().optional(),
  seniority: z.enum(SENIORITIES, { error: `must be one of ${SENIORITIES.join(', ')}` }).optional(),
  department: z.enum(DEPARTMENTS, { error: `must be one of ${DEPARTMENTS.join(', ')}` }).optional(),
});

const faultBody = z.strictObject({
  vendor: z.enum(DATA_VENDORS, { error: `must be one of ${DATA_VENDORS.join(', ')}` }),
  fail_rate: z.number({ error: 'must be a number from 0 to 1, or null for the default' }).min(0).max(1).nullable().optional(),
  delay_ms: z
    .number({ error: `must be a whole number of milliseconds from 0 to ${MAX_VENDOR_DELAY_MS}, or null for the default` })
    .int()
    .min(0)
    .max(MAX_VENDOR_DELAY_MS)
    .nullable()
    .optional(),
  rate_limit_per_second: z.number({ error: 'must be a positive number, or null for no limit' }).positive().max(1_000_000).nullable().optional(),
});

const sampleQuery = z.strictObject({
  vendor: z.enum(SAMPLE_COVERAGES, { error: `must be one of ${SAMPLE_COVERAGES.join(', ')}` }),
  kind: z.enum(['email', 'domain'], { error: 'must be email or domain' }),
  index: z.coerce.number({ error: 'must be a whole number from 0' }).int().min(0).max(1_000_000).default(0),
});

function body(context: RouteContext): Promise<unknown> {
  return readJsonBody(context.req, CONTROL_BODY_MAX_BYTES, () => new SimError(400, 'invalid_request', 'the body must be JSON'));
}

const plain = (answer: Record<string, unknown>): SimAnswer => ({ status: 200, body: answer });

export function enrichmentControlRoutes(state: EnrichmentState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/control\/enrichment\/people$/,
      async handle(context) {
        const person = state.directory.add(parseRequest(personBody, await body(context)));
        return plain({
          member_id: person.member_id,
          company_id: person.company.company_id,
          email: person.email,
          phone: person.phone,
          person: personPart(person),
          company: companyPart(person.company),
          vendors: person.coverage,
        });
      },
    },
    {
      method: 'POST',
      path: /^\/control\/enrichment\/faults$/,
      async handle(context) {
        const { vendor, ...change } = parseRequest(faultBody, await body(context));
        const faults = state.controls.change(vendor, change);
        return plain({ vendor, fail_rate: faults.failRate, delay_ms: faults.delayMs, rate_limit_per_second: faults.ratePerSecond });
      },
    },
    {
      method: 'GET',
      path: /^\/control\/enrichment\/calls$/,
      async handle({ url }) {
        parseRequest(NOTHING, Object.fromEntries(url.searchParams.entries()));
        return plain(state.controls.counts());
      },
    },
    {
      method: 'GET',
      path: /^\/control\/enrichment\/sample$/,
      async handle({ url }) {
        const query = parseRequest(sampleQuery, Object.fromEntries(url.searchParams.entries()));
        const { dataset } = state.directory;
        if (query.kind === 'email') {
          const person = samplePerson(dataset, query.vendor, query.index);
          if (person === null) throw new SimError(404, 'not_found', `the dataset has no ${query.index + 1}th person with an email and coverage ${query.vendor}`);
          return plain({ email: person.email, member_id: person.member_id, vendors: person.coverage, company_vendors: person.company.coverage });
        }
        const company = sampleCompany(dataset, query.vendor, query.index);
        if (company === null) throw new SimError(404, 'not_found', `the dataset has no ${query.index + 1}th company with coverage ${query.vendor}`);
        return plain({ domain: company.domain, company_id: company.company_id, vendors: company.coverage });
      },
    },
    {
      // Beyond the contract's list (the sim has no global reset): added people, faults, counts and rate buckets back to the start.
      method: 'POST',
      path: /^\/control\/enrichment\/reset$/,
      async handle(context) {
        parseRequest(NOTHING, await body(context));
        resetEnrichmentState(state);
        return plain({ reset: true });
      },
    },
  ];
}
