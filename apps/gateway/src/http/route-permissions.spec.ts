import { CONTACT, KEYS, call, h } from '../testing/app-harness.fixture';

const MEMBER = 'mem_3f9a1c2b4d5e6f70';

describe('routes that need several permissions', () => {
  it('refuses contact enrichment to a key with only write:enrich, naming both contact permissions, before calling the service', async () => {
    const res = await call('POST', `/v1/contacts/${CONTACT}/enrich`, { key: KEYS.enricher, body: '{}' });
    expect(res.status).toBe(403);
    expect(res.body?.error).toEqual({
      code: 'insufficient_permissions',
      message: 'This key lacks the permissions read:contacts, write:contacts (this call needs all of write:enrich, read:contacts, write:contacts)',
      details: { required: 'read:contacts', missing: ['read:contacts', 'write:contacts'] },
    });
    expect(h.calls).toHaveLength(0);
  });

  it('refuses contact enrichment to a read-only key, naming the two writes it lacks', async () => {
    const res = await call('POST', `/v1/contacts/${CONTACT}/enrich`, { key: KEYS.reader, body: '{}' });
    expect(res.status).toBe(403);
    expect(res.body?.error).toMatchObject({ code: 'insufficient_permissions', details: { missing: ['write:enrich', 'write:contacts'] } });
  });

  it('forwards contact enrichment for a key that holds every permission it needs', async () => {
    const res = await call('POST', `/v1/contacts/${CONTACT}/enrich`, { key: KEYS.enricherOfContacts, body: '{}' });
    expect(res.status).toBe(200);
    expect(h.calls.map((c) => c.rpc)).toEqual(['EnrichContact']);
  });
});

describe('permissions a body value adds', () => {
  it('lets a key with only write:enrich reveal without saving', async () => {
    const res = await call('POST', '/v1/prospector/reveal', { key: KEYS.enricher, body: JSON.stringify({ member_id: MEMBER, save_as_contact: false }) });
    expect(res.status).toBe(200);
    expect(h.calls.map((c) => c.rpc)).toEqual(['RevealProspect']);
  });

  it('refuses save_as_contact: true to that key, naming the contact permissions, and holds no Idempotency-Key', async () => {
    const key = '0b7f6a52-9a4e-4f7e-8f3a-2f0c6f1d9e01';
    const body = JSON.stringify({ member_id: MEMBER, save_as_contact: true });
    const res = await call('POST', '/v1/prospector/reveal', { key: KEYS.enricher, body, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(403);
    expect(res.body?.error).toMatchObject({ code: 'insufficient_permissions', details: { missing: ['read:contacts', 'write:contacts'] } });
    expect(res.body?.error?.message).toContain('read:contacts, write:contacts');
    expect(h.calls).toHaveLength(0);
    // The refusal claimed nothing: the same key from a key that may save goes through.
    const allowed = await call('POST', '/v1/prospector/reveal', { key: KEYS.enricherOfContacts, body, headers: { 'idempotency-key': key } });
    expect(allowed.status).toBe(200);
  });
});
