import { EVENT_EXAMPLES } from '@wbk/contracts';
import { activityId, clip, toActivityView } from './activity';
import { activitiesFromEvent } from './activity-sources';

const WS = '11111111-1111-4111-8111-111111111111';
const C1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const C2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const N1 = '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a';
const T1 = '1b1b1b1b-1b1b-4b1b-8b1b-1b1b1b1b1b1b';
const D1 = '2c2c2c2c-2c2c-4c2c-8c2c-2c2c2c2c2c2c';
const EVENT_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

/** The envelope fields of a source event; each test adds its type and data. */
const base = { id: EVENT_ID, occurred_at: '2026-03-01T10:00:00.000Z', workspace_id: WS, causation: { root_id: EVENT_ID, depth: 0 } };

describe('activitiesFromEvent', () => {
  const note = { ...EVENT_EXAMPLES['note.created'].note, id: N1, title: 'Call recap', content: 'Talked about pricing', note_type: 'call', category: 'sales', created_date: '2026-02-28T09:00:00.000Z', contact_id: C1 };
  const message = { ...EVENT_EXAMPLES['message.sent'].message, channel: 'chat_a' as const, subject: null, contact_id: C1.toUpperCase(), deal_id: D1, message: 'Hi there', sent_at: '2026-03-01T08:00:00.000Z' };
  const task = { ...EVENT_EXAMPLES['task.created'].task, id: T1, title: 'Send proposal', status: 'open' as const, contact_id: C1, deal_id: null, created_date: '2026-03-01T09:30:00.000Z' };

  it('turns a contact note into one note activity at the note time', () => {
    expect(activitiesFromEvent({ ...base, event: 'note.created', data: { note } })).toEqual([
      {
        type: 'note',
        contact_id: C1,
        occurred_at: '2026-02-28T09:00:00.000Z',
        title: 'Call recap',
        summary: 'Talked about pricing',
        source: { event: 'note.created', id: N1 },
        metadata: { note_type: 'call', category: 'sales', company_id: null },
        dedupKey: `note:${N1}`,
      },
    ]);
  });

  it('ignores notes of a company (no contact)', () => {
    expect(activitiesFromEvent({ ...base, event: 'note.created', data: { note: { ...note, contact_id: null, company_id: D1 } } })).toEqual([]);
  });

  it('records a sent message with a contact, with a channel-based title when there is no subject', () => {
    const [draft] = activitiesFromEvent({ ...base, event: 'message.sent', data: { message } });
    expect(draft).toMatchObject({
      type: 'message_sent',
      contact_id: C1,
      title: 'Message sent via chat_a',
      summary: 'Hi there',
      occurred_at: '2026-03-01T08:00:00.000Z',
      metadata: { channel: 'chat_a', status: 'sent', deal_id: D1 },
    });
    expect(activitiesFromEvent({ ...base, event: 'message.sent', data: { message: { ...message, contact_id: null } } })).toEqual([]);
  });

  it('puts a received email on the timeline of each matched contact once', () => {
    const email = { ...EVENT_EXAMPLES['email.received'].email, contact_id: C1, contact_ids: [C1, C2.toUpperCase()], from: 'a@x.io', to: ['me@y.io'], subject: 'Re: offer', snippet: 'Sounds good' };
    const result = activitiesFromEvent({ ...base, event: 'email.received', data: { email } });
    expect(result.map((d) => d.contact_id)).toEqual([C1, C2]);
    expect(result[0]).toMatchObject({ type: 'email_received', title: 'Re: offer', summary: 'Sounds good', metadata: { from: 'a@x.io', to: ['me@y.io'] }, dedupKey: `email:${email.id}` });
    expect(activitiesFromEvent({ ...base, event: 'email.received', data: { email: { ...email, contact_id: null, contact_ids: [] } } })).toEqual([]);
  });

  it('records a meeting once per attending contact, at its start time', () => {
    const meeting = { ...EVENT_EXAMPLES['meeting.created'].meeting, title: 'Demo', start_time: '2026-03-05T15:00:00.000Z', end_time: '2026-03-05T15:30:00.000Z', contact_ids: [C1, C2, C1] };
    const result = activitiesFromEvent({ ...base, event: 'meeting.created', data: { meeting } });
    expect(result).toHaveLength(2);
    expect(result[1]).toMatchObject({ type: 'meeting', contact_id: C2, occurred_at: '2026-03-05T15:00:00.000Z', title: 'Demo', metadata: { end_time: '2026-03-05T15:30:00.000Z' } });
  });

  it('records task creation for a task with a contact', () => {
    expect(activitiesFromEvent({ ...base, event: 'task.created', data: { task } })[0]).toMatchObject({ type: 'task_created', occurred_at: '2026-03-01T09:30:00.000Z', dedupKey: `task_created:${T1}` });
    expect(activitiesFromEvent({ ...base, event: 'task.created', data: { task: { ...task, contact_id: null } } })).toEqual([]);
  });

  it('records a task completion only when the status changed to completed, keyed by the event', () => {
    const done = { ...task, status: 'completed' as const, updated_date: '2026-03-02T09:00:00.000Z' };
    const event = { ...base, event: 'task.updated' as const, data: { task: done, changes: { status: 'open' } } };
    expect(activitiesFromEvent(event)[0]).toMatchObject({ type: 'task_completed', occurred_at: '2026-03-02T09:00:00.000Z', dedupKey: `task_completed:${EVENT_ID}` });
    expect(activitiesFromEvent({ ...base, event: 'task.updated', data: { task: done, changes: { title: 'old' } } })).toEqual([]);
    expect(activitiesFromEvent({ ...base, event: 'task.updated', data: { task: { ...done, status: 'open' }, changes: { status: 'completed' } } })).toEqual([]);
  });
});

describe('activity ids and text', () => {
  it('derives the same UUID for the same source and different ones per contact and workspace', () => {
    const id = activityId(WS, C1, `note:${N1}`);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(activityId(WS, C1, `note:${N1}`)).toBe(id);
    expect(activityId(WS, C2, `note:${N1}`)).not.toBe(id);
    expect(activityId('22222222-2222-4222-8222-222222222222', C1, `note:${N1}`)).not.toBe(id);
  });

  it('clips long text with an ellipsis and collapses whitespace', () => {
    expect(clip('a  b\n\nc', 10)).toBe('a b c');
    expect(clip('x'.repeat(300), 280)).toHaveLength(280);
    expect(clip('x'.repeat(300), 280).endsWith('…')).toBe(true);
  });

  it('builds the read shape without the dedup key', () => {
    const view = toActivityView(WS, { type: 'note', contact_id: C1, occurred_at: 'o', title: 't', summary: 's', source: { event: 'note.created', id: 'n1' }, metadata: {}, dedupKey: 'note:n1' }, new Date('2026-03-01T00:00:00.000Z'));
    expect(view).toEqual({ id: activityId(WS, C1, 'note:n1'), type: 'note', contact_id: C1, occurred_at: 'o', title: 't', summary: 's', source: { event: 'note.created', id: 'n1' }, metadata: {}, created_date: '2026-03-01T00:00:00.000Z' });
  });
});
