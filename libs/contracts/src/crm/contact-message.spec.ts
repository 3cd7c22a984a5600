import type { Contact__Output as ContactMessage } from '../generated/wbk/crm/v1/Contact';
import { contactRecordOf } from './contact-message';
import { contactRecord } from './contact.schemas';

const ID = '0a6b3c1e-5d2f-4c8a-9e7b-1f2d3c4b5a69';
const COMPANY_ID = '7d9e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a';

/** A contact as the CRM's automation RPCs send it: proto3 optional fields left out where the record holds null. */
function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: ID,
    first_name: 'Jane',
    last_name: 'Doe',
    full_name: 'Jane Doe',
    tags: [],
    custom_fields_json: '{}',
    created_date: '2026-03-01T10:00:00.000Z',
    updated_date: '2026-03-02T11:30:00.000Z',
    ...overrides,
  };
}

describe('contactRecordOf', () => {
  it('reads every field of a full contact into the public Contact record', () => {
    const { custom_fields_json: _text, ...fields } = message({
      email: 'jane@example.com',
      phone: '+14155550100',
      job_title: 'CTO',
      company: 'Acme',
      related_company_id: COMPANY_ID,
      linkedin_url: 'https://www.linkedin.com/in/jane',
      priority: 2,
      tags: ['vip', 'q3'],
    });
    const record = contactRecordOf({ ...fields, custom_fields_json: '{"tier":"gold","chat_a_recipient":"U123","nested":{"seats":12}}' });
    expect(record).toEqual({ ...fields, custom_fields: { tier: 'gold', chat_a_recipient: 'U123', nested: { seats: 12 } } });
    expect(contactRecord.safeParse(record).success).toBe(true);
  });

  it('reads an optional field the message leaves out as null', () => {
    const record = contactRecordOf(message());
    expect(record).toMatchObject({ email: null, phone: null, job_title: null, company: null, related_company_id: null, linkedin_url: null, priority: null });
    expect(contactRecord.safeParse(record).success).toBe(true);
  });

  it('keeps an empty string that the message does carry (set, not absent)', () => {
    expect(contactRecordOf(message({ email: '', company: '' }))).toMatchObject({ email: '', company: '' });
  });

  it.each([1, 2, 3])('keeps priority %i', (priority) => {
    expect(contactRecordOf(message({ priority })).priority).toBe(priority);
  });

  it.each([0, 4, -1, 2.5])('reads priority %p, outside the record’s 1..3, as none', (priority) => {
    expect(contactRecordOf(message({ priority })).priority).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"tier": '],
    ['an empty string', ''],
    ['a JSON array', '["tier"]'],
    ['JSON null', 'null'],
    ['a JSON string', '"gold"'],
    ['a JSON number', '42'],
  ])('reads custom fields sent as %s as no custom fields', (_, json) => {
    const record = contactRecordOf(message({ custom_fields_json: json }));
    expect(record.custom_fields).toEqual({});
    expect(contactRecord.safeParse(record).success).toBe(true);
  });
});
