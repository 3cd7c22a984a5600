import { EVENT_EXAMPLES, eventEnvelopeSchema } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { newEvent } from './new-event';

describe('newEvent', () => {
  it('starts a causation chain at itself when nothing caused it', () => {
    const clock = new ManualClock('2026-03-01T10:00:00.000Z');
    const event = newEvent({ type: 'contact.created', workspaceId: 'ws_1', data: EVENT_EXAMPLES['contact.created'], clock });

    expect(eventEnvelopeSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      event: 'contact.created',
      workspace_id: 'ws_1',
      occurred_at: '2026-03-01T10:00:00.000Z',
      data: EVENT_EXAMPLES['contact.created'],
      causation: { root_id: event.id, depth: 0 },
    });
  });

  it('continues the chain of a parent event', () => {
    const root = newEvent({ type: 'contact.created', workspaceId: 'ws_1', data: EVENT_EXAMPLES['contact.created'] });
    const child = newEvent({ type: 'task.created', workspaceId: 'ws_1', data: EVENT_EXAMPLES['task.created'], cause: root });
    const grandchild = newEvent({ type: 'deal.updated', workspaceId: 'ws_1', data: EVENT_EXAMPLES['deal.updated'], cause: child });

    expect(child.causation).toEqual({ root_id: root.id, depth: 1 });
    expect(grandchild.causation).toEqual({ root_id: root.id, depth: 2 });
    expect(new Set([root.id, child.id, grandchild.id]).size).toBe(3);
  });

  it('accepts a bare causation as the cause', () => {
    const event = newEvent({
      type: 'deal.updated',
      workspaceId: 'ws_1',
      data: EVENT_EXAMPLES['deal.updated'],
      cause: { root_id: '0b5e8f0e-4a3c-4a52-9d9e-2f1d7d7c1a11', depth: 3 },
    });

    expect(event.causation).toEqual({ root_id: '0b5e8f0e-4a3c-4a52-9d9e-2f1d7d7c1a11', depth: 4 });
  });
});

describe('newEvent workflow attribution', () => {
  const root = '6f1c1b7e-2d4a-4c59-9a43-0b0f3f1f7a11';
  const workflow = '0e7b1f8e-5c3d-4b2a-8f6e-1a2b3c4d5e6f';

  it('keeps the workflow of an automated request', () => {
    const event = newEvent({ type: 'contact.updated', workspaceId: 'w', data: EVENT_EXAMPLES['contact.updated'], cause: { root_id: root, depth: 2, workflow_id: workflow } });
    expect(event.causation).toEqual({ root_id: root, depth: 3, workflow_id: workflow });
  });

  it('does not pass the workflow on to events that only react to an event', () => {
    const parent = newEvent({ type: 'task.created', workspaceId: 'w', data: EVENT_EXAMPLES['task.created'], cause: { root_id: root, depth: 0, workflow_id: workflow } });
    const child = newEvent({ type: 'activity.created', workspaceId: 'w', data: EVENT_EXAMPLES['activity.created'], cause: parent });
    expect(child.causation).toEqual({ root_id: root, depth: 2 });
  });
});
