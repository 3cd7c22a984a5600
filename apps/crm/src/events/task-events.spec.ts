import { checkEventPayload, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { toActivityView } from '../domain/activity';
import { activitiesFromEvent } from '../domain/activity-sources';
import { newNote, toNoteEventView } from '../domain/note';
import { parseCreateNote } from '../domain/note.schema';
import { applyTaskPatch, diffTasks, newTaskState, toTaskView } from '../domain/task';
import { parseCreateTask, parsePatchTask } from '../domain/task.schema';
import { activityCreated } from './activity-events';
import { noteCreated } from './note-events';
import { taskCreated, taskUpdated } from './task-events';

const WS = '11111111-1111-4111-8111-111111111111';
const CONTACT = '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f';
const clock = new ManualClock('2026-03-01T10:00:00.000Z');
const ctx = { workspaceId: WS, clock };

function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('task, note and activity events match the catalog', () => {
  const state = newTaskState(parseCreateTask({ title: 'Send conflict check', contact_id: CONTACT, due_date: '2026-03-04' }), '7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e', clock.now());
  const task = toTaskView(state);

  it('task.created and task.updated carry the CRM task (and the previous values)', () => {
    expectCatalogPayload(taskCreated(ctx, task));
    const done = toTaskView(applyTaskPatch(state, parsePatchTask({ status: 'completed' }), clock.now()));
    const updated = taskUpdated(ctx, done, diffTasks(task, done).changes);
    expectCatalogPayload(updated);
    expect(updated.data.changes).toMatchObject({ status: 'open' });
  });

  it('the internal note.created carries the note with both owner ids', () => {
    const note = newNote(parseCreateNote({ title: 'Intake call', content: 'Limitation date in March.' }, 'contact'), { kind: 'contact', id: CONTACT }, '6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d', clock.now());
    const event = noteCreated(ctx, toNoteEventView(note));
    expectCatalogPayload(event);
    expect(event.data.note).toMatchObject({ contact_id: CONTACT, company_id: null });
  });

  it('activity.created carries the activity the timeline recorded from a source event', () => {
    const source = taskCreated(ctx, task);
    const [draft] = activitiesFromEvent(source);
    const event = activityCreated(source, toActivityView(WS, draft!, clock.now()), clock);
    expectCatalogPayload(event);
    expect(event.data.activity).toMatchObject({ type: 'task_created', contact_id: CONTACT, source: { event: 'task.created', id: task.id } });
  });
});
