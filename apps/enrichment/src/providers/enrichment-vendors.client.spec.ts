import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wbk/platform';
import { lookupOf } from '../domain/lookup';
import { enrichmentVendors } from './enrichment-vendors.client';
import { prospectorClient } from './prospector.client';
import { createVendorHttp, type VendorHttp } from './vendor-http';

const person = { full_name: 'Jane Doe', first_name: 'Jane', last_name: 'Doe', job_title: 'Partner', seniority: 'partner', location: 'London, UK', linkedin_url: null };
const company = { name: 'Hartley', domain: 'hartley.example', industry: 'law practice', size: '51-200', founded_year: 1998, description: null, linkedin_url: null, hq_location: null };

/** A vendor whose answer per path the test sets: status, body, and a delay. */
let answers: Record<string, { status: number; body: unknown; delayMs?: number }>;
let calls: number;
let server: Server;
let base: string;
let http: VendorHttp;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls++;
    const answer = answers[req.url ?? ''] ?? { status: 404, body: { error: { code: 'not_found' } } };
    req.resume();
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = 0;
  answers = {};
  http = createVendorHttp({ logger: createLogger({ service: 'vendor-test', level: 'silent' }), timeoutMs: 200, breaker: { volumeThreshold: 5, resetTimeoutMs: 60_000 } });
});

afterEach(() => http.close());

describe('enrichment vendors over HTTP', () => {
  const vendors = () => enrichmentVendors(http, base);
  const byEmail = lookupOf({ email: 'jane@hartley.example', include: ['person', 'social'] });

  it('keeps only the parts asked for, tolerates extra fields, and reads a match without the parts asked as no data', async () => {
    answers['/vendors/vendor_a/enrich'] = { status: 200, body: { match: true, confidence: 0.8, person: { ...person, extra: 1 }, company, social: { twitter: '@jane', github: null } } };
    expect(await vendors().lookup('vendor_a', byEmail)).toEqual({ kind: 'found', findings: { person, company: null, social: { twitter: '@jane' }, confidence: 0.8 } });
    answers['/vendors/vendor_a/enrich'] = { status: 200, body: { match: true, confidence: 0.8, person: null, company, social: null } };
    expect(await vendors().lookup('vendor_a', byEmail)).toEqual({ kind: 'no_match' });
    answers['/vendors/vendor_a/enrich'] = { status: 200, body: { match: false } };
    expect(await vendors().lookup('vendor_a', byEmail)).toEqual({ kind: 'no_match' });
  });

  it('reads 5xx, 429, a timeout, bad JSON and an unexpected shape as a failed vendor, and opens its breaker', async () => {
    // An unexpected shape is the vendor's answer (the breaker counts it a success); the others count against the breaker.
    const cases: Array<[{ status: number; body: unknown; delayMs?: number }, RegExp]> = [
      [{ status: 200, body: { match: 'yes' } }, /unexpected shape/],
      [{ status: 503, body: { error: { code: 'vendor_unavailable' } } }, /answered 503/],
      [{ status: 429, body: {} }, /rate-limited/],
      [{ status: 200, body: { match: true }, delayMs: 500 }, /no answer within 200 ms/],
      [{ status: 200, body: 'not json' }, /not JSON/],
    ];
    for (const [answer, reason] of cases) {
      answers['/vendors/vendor_b/enrich'] = answer;
      const result = await vendors().lookup('vendor_b', byEmail);
      expect(result).toEqual({ kind: 'failed', reason: expect.stringMatching(reason) });
    }
    const before = calls;
    expect(await vendors().lookup('vendor_b', byEmail)).toEqual({ kind: 'failed', reason: expect.stringMatching(/paused/) });
    expect(calls).toBe(before);
    // One vendor's breaker does not stop the other.
    answers['/vendors/vendor_a/enrich'] = { status: 200, body: { match: false } };
    expect(await vendors().lookup('vendor_a', byEmail)).toEqual({ kind: 'no_match' });
  });
});

describe('the prospector over HTTP', () => {
  it('answers a search and a reveal, null for an unknown member, and provider_error when it fails', async () => {
    const prospect = { full_name: 'Jane Doe', first_name: 'Jane', last_name: 'Doe', job_title: 'Partner', linkedin_url: null, location: 'London', email_available: true, phone_available: false, company: 'Hartley', company_domain: 'hartley.example', company_size: '51-200', company_industry: 'law practice', member_id: 'mem_0123456789abcdef', company_id: 'com_0123456789abcdef' };
    answers['/vendors/prospector/search'] = { status: 200, body: { results: [prospect], total: 1 } };
    const client = prospectorClient(http, base);
    expect(await client.search({ filters: { titles: ['partner'] }, page: 1, perPage: 25 })).toEqual({ results: [prospect], total: 1 });
    answers['/vendors/prospector/reveal'] = { status: 200, body: { member_id: prospect.member_id, email: 'jane@hartley.example', phone: null, person, company } };
    expect(await client.reveal(prospect.member_id)).toMatchObject({ email: 'jane@hartley.example', company });
    answers['/vendors/prospector/reveal'] = { status: 404, body: { error: { code: 'not_found' } } };
    expect(await client.reveal(prospect.member_id)).toBeNull();
    answers['/vendors/prospector/search'] = { status: 500, body: {} };
    await expect(client.search({ filters: { titles: ['partner'] }, page: 1, perPage: 25 })).rejects.toMatchObject({ code: 'provider_error' });
  });
});
