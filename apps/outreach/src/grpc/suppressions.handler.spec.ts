// GET, POST and DELETE /v1/suppressions on an embedded store.
import type { SuppressionRecord } from '@wbk/contracts';
import { OTHER_WS, api, data, failure, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('suppressions', () => {
  it('adds an address once (201, then 200 with the same entry), normalised', async () => {
    const first = await f.rpc.CreateSuppression(api({ type: 'email', value: ' No.Contact@Example.com ' }));
    expect(first.created).toBe(true);
    const entry = data<SuppressionRecord>(first);
    expect(entry).toEqual({ id: expect.any(String), type: 'email', value: 'no.contact@example.com', reason: 'manual', created_at: '2026-03-02T10:00:00.000Z' });
    const again = await f.rpc.CreateSuppression(api({ type: 'email', value: 'no.contact@EXAMPLE.com' }));
    expect(again.created).toBe(false);
    expect(data(again)).toEqual(entry);
  });

  it.each([
    [{ type: 'email', value: 'not an address' }, 'value'],
    [{ type: 'phone', value: '07700 900123' }, 'value'],
    [{ type: 'fax', value: '+447700900123' }, 'type'],
    [{ type: 'email' }, 'value'],
  ])('refuses %j naming %s', async (body, field) => {
    expect((await failure(f.rpc.CreateSuppression(api(body)))).fields.map((i) => i.field)).toContain(field);
  });

  it('lists newest first with filters, and deletes within the workspace only', async () => {
    const email = data<SuppressionRecord>(await f.rpc.CreateSuppression(api({ type: 'email', value: 'a@example.com' })));
    f.clock.advance(1_000);
    const phone = data<SuppressionRecord>(await f.rpc.CreateSuppression(api({ type: 'phone', value: '+447700900123' })));
    expect(data<SuppressionRecord[]>(await f.rpc.ListSuppressions(api())).map((s) => s.id)).toEqual([phone.id, email.id]);
    expect(data<SuppressionRecord[]>(await f.rpc.ListSuppressions(api(undefined, { query: { type: 'email' } }))).map((s) => s.id)).toEqual([email.id]);
    expect(data<SuppressionRecord[]>(await f.rpc.ListSuppressions(api(undefined, { query: { value: 'A@EXAMPLE.com' } }))).map((s) => s.id)).toEqual([email.id]);
    expect(data<SuppressionRecord[]>(await f.rpc.ListSuppressions(api(undefined, { query: { reason: 'bounced' } })))).toEqual([]);
    expect((await failure(f.rpc.DeleteSuppression(api(undefined, { path: { id: email.id }, ws: OTHER_WS })))).code).toBe('not_found');
    expect(data(await f.rpc.DeleteSuppression(api(undefined, { path: { id: email.id.toUpperCase() } })))).toEqual({ id: email.id, deleted: true });
    expect((await failure(f.rpc.DeleteSuppression(api(undefined, { path: { id: email.id } })))).code).toBe('not_found');
    // The address may be contacted again.
    f.profiles.connect('mail_provider_a');
    expect(data(await f.rpc.SendChannelMessage(api({ channel: 'email', recipient: 'a@example.com', subject: 'S', message: 'hi' })))).toMatchObject({ status: 'sent' });
  });
});
