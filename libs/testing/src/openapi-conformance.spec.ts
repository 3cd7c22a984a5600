import { contactRoutes } from '@wbk/contracts';
import { apiConformance } from './openapi-conformance';

const HEADERS = { 'x-request-id': 'r', 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '9', 'x-ratelimit-reset': '1' };
const CONTACT = contactRoutes.createContact.example.response.data;
const ID = CONTACT.id;

describe('OpenAPI conformance of answers', () => {
  const check = apiConformance();

  it('accepts an answer that matches its operation and status', () => {
    expect(check.problems('POST', '/v1/contacts', 201, HEADERS, { data: CONTACT })).toEqual([]);
    expect(check.problems('GET', `/v1/contacts/${ID}?include=notes`, 200, HEADERS, { data: { ...CONTACT, recent_notes: [] } })).toEqual([]);
    expect(check.problems('GET', `/v1/contacts/${ID}`, 404, HEADERS, { error: { code: 'not_found', message: 'Contact not found' } })).toEqual([]);
  });

  it('refuses an undocumented field, a missing field and a wrong type', () => {
    expect(check.problems('POST', '/v1/contacts', 201, HEADERS, { data: { ...CONTACT, secret: 'x' } }).join()).toMatch(/additional/);
    const { email: _email, ...withoutEmail } = CONTACT;
    expect(check.problems('POST', '/v1/contacts', 201, HEADERS, { data: withoutEmail }).join()).toMatch(/email/);
    expect(check.problems('POST', '/v1/contacts', 201, HEADERS, { data: { ...CONTACT, priority: 'high' } })).not.toEqual([]);
  });

  it('refuses a status the operation does not list, and an error code it does not send', () => {
    expect(check.problems('POST', '/v1/contacts', 200, HEADERS, { data: CONTACT }).join()).toMatch(/does not list/);
    expect(check.problems('GET', `/v1/contacts/${ID}`, 404, HEADERS, { error: { code: 'deal_not_found', message: 'x' } }).join()).toMatch(/allowed/);
  });

  it('refuses an answer without the headers every answer carries', () => {
    expect(check.problems('GET', `/v1/contacts/${ID}`, 404, {}, { error: { code: 'not_found', message: 'x' } })).toEqual(
      expect.arrayContaining(['no X-Request-ID header', 'no x-ratelimit-limit header']),
    );
  });

  it('holds an unknown route to the error body, and paths outside /v1 to nothing', () => {
    expect(check.problems('GET', '/v1/nope', 404, HEADERS, { error: { code: 'route_not_found', message: 'x' } })).toEqual([]);
    expect(check.problems('GET', '/v1/nope', 200, HEADERS, {}).join()).toMatch(/no such operation/);
    expect(check.problems('GET', '/healthz', 200, {}, 'anything')).toEqual([]);
  });
});
