import { activityId, clip, toActivityView } from './activity';
import { activitiesFromEvent, type SourceEvent } from './activity-sources';

const WS = '11111111-1111-4111-8111-111111111111';
const C1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const C2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const EVENT_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

function event(type: string, data: Record<string, unknown>, id = EVENT_ID): SourceEvent {
  return { id, event: type, occurred_at: '2026-03-01T10:00:00.000Z', data };
}

function drafts(e: SourceEvent) {
  const outcome = activitiesFromEvent(e);
  if (!outcome.ok) throw new Error(`unexpected invalid outcome: ${outcome.error}`);
  return outcome.drafts;
}

describe('activitiesFromEvent', () => {
  const note = { id: 'n1', title: 'Call recap', content: 'Talked about pricing', note_type: 'call', category: 'sales', created_date: '2026-02-28T09:00:00.000Z', contact_id: C1, company_id: null, tags: ['x'] };

  it('turns a contact note into one note activity at the note time, ignoring fields it does not read', () => {
    expect(drafts(event('note.created', { note }))).toEqual([
      {
        type: 'note',
        contact_id: C1,
        occurred_at: '2026-02-28T09:00:00.000Z',
        title: 'Call recap',
        summary: 'Talked about pricing',
        source: { event: 'note.created', id: 'n1' },
        metadata: { note_type: 'call', category: 'sales', company_id: null },
        dedupKey: 'note:n1',
      },
    ]);
  });

  it('ignores notes of a company (no contact)', () => {
    expect(drafts(event('note.created', { note: { ...note, contact_id: null, company_id: 'co1' } }))).toEqual([]);
  });

  it('records a sent message with a contact, with a channel-based title when there is no subject', () => {
    const [draft] = drafts(
      event('message.sent', { message: { id: 'm1', channel: 'chat_a', status: 'sent', contact_id: C1.toUpperCase(), deal_id: 'd1', message: 'Hi there', sent_at: '2026-03-01T08:00:00.000Z' } }),
    );
    expect(draft).toMatchObject({ type: 'message_sent', contact_id: C1, title: 'Message sent via chat_a', summary: 'Hi there', occurred_at: '2026-03-01T08:00:00.000Z', metadata: { channel: 'chat_a', status: 'sent', deal_id: 'd1' } });
    expect(drafts(event('message.sent', { message: { id: 'm2', channel: 'email', contact_id: null } }))).toEqual([]);
  });

  it('puts a received email on the timeline of each matched contact once', () => {
    const result = drafts(event('email.received', { email: { id: 'e1', contact_id: C1, contact_ids: [C1, C2, 'not-a-uuid'], from: 'a@x.io', to: 'me@y.io', subject: 'Re: offer', snippet: 'Sounds good', received_at: '2026-03-01T07:00:00.000Z' } }));
    expect(result.map((d) => d.contact_id)).toEqual([C1, C2]);
    expect(result[0]).toMatchObject({ type: 'email_received', title: 'Re: offer', summary: 'Sounds good', metadata: { from: 'a@x.io', to: ['me@y.io'] }, dedupKey: 'email:e1' });
  });

  it('records a meeting once per attending contact, at its start time', () => {
    const result = drafts(event('meeting.created', { meeting: { id: 'mt1', title: 'Demo', start_time: '2026-03-05T15:00:00.000Z', end_time: '2026-03-05T15:30:00.000Z', contact_ids: [C1, C2, C1] } }));
    expect(result).toHaveLength(2);
    expect(result[1]).toMatchObject({ type: 'meeting', contact_id: C2, occurred_at: '2026-03-05T15:00:00.000Z', title: 'Demo', metadata: { end_time: '2026-03-05T15:30:00.000Z' } });
  });

  it('records task creation for a task with a contact', () => {
    const task = { id: 't1', title: 'Send proposal', status: 'open', contact_id: C1, created_date: '2026-03-01T09:30:00.000Z' };
    expect(drafts(event('task.created', { task }))[0]).toMatchObject({ type: 'task_created', occurred_at: '2026-03-01T09:30:00.000Z', dedupKey: 'task_created:t1' });
    expect(drafts(event('task.created', { task: { ...task, contact_id: null } }))).toEqual([]);
  });

  it('records a task completion only when the status changed to completed, keyed by the event', () => {
    const task = { id: 't1', title: 'Send proposal', status: 'completed', contact_id: C1, updated_date: '2026-03-02T09:00:00.000Z' };
    expect(drafts(event('task.updated', { task, changes: { status: 'open' } }))[0]).toMatchObject({ type: 'task_completed', occurred_at: '2026-03-02T09:00:00.000Z', dedupKey: `task_completed:${EVENT_ID}` });
    expect(drafts(event('task.updated', { task, changes: { title: 'old' } }))).toEqual([]);
    expect(drafts(event('task.updated', { task: { ...task, status: 'open' }, changes: { status: 'completed' } }))).toEqual([]);
  });

  it('reports a payload without the fields the CRM reads as invalid', () => {
    const outcome = activitiesFromEvent(event('message.sent', { message: { id: 'm1', contact_id: C1 } }));
    expect(outcome.ok).toBe(false);
    expect(activitiesFromEvent(event('meeting.created', { meeting: { id: 'x', start_time: 'yesterday', contact_ids: [C1] } })).ok).toBe(false);
  });

  it('ignores events that are not timeline sources', () => {
    expect(drafts(event('contact.created', { contact: { id: C1 } }))).toEqual([]);
  });
});

describe('activity ids and text', () => {
  it('derives the same UUID for the same source and different ones per contact and workspace', () => {
    const id = activityId(WS, C1, 'note:n1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(activityId(WS, C1, 'note:n1')).toBe(id);
    expect(activityId(WS, C2, 'note:n1')).not.toBe(id);
    expect(activityId('22222222-2222-4222-8222-222222222222', C1, 'note:n1')).not.toBe(id);
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
