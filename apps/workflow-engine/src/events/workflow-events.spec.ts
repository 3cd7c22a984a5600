import { newEvent } from '@wbk/bus';
import { checkEventPayload, EVENT_EXAMPLES, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { toWorkflowView, type WorkflowRecord } from '../domain/workflow';
import { parseCreateWorkflow } from '../domain/workflow.schema';
import { toTaskView } from '../store/assistant-task.repository';
import { taskApproved, taskDismissed } from './assistant-events';
import { workflowAutoDisabled } from './workflow-events';

const WS = '11111111-1111-4111-8111-111111111111';
const clock = new ManualClock('2026-03-01T10:00:00.000Z');

function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('workflow engine events match the catalog', () => {
  it('workflow.auto_disabled carries the disabled workflow and the trip', () => {
    const definition = parseCreateWorkflow({
      name: 'Matter won: send the engagement letter',
      condition_entity: 'deal',
      condition_field: 'status',
      condition_operator: 'changed_to',
      condition_value: 'won',
      action_type: 'create_task',
      action_config: { title: 'Send the engagement letter for {{deal.name}}', due_in_days: 2 },
      max_triggers_per_day: 10,
    });
    const now = clock.now().toISOString();
    const disabled: WorkflowRecord = {
      ...definition,
      id: '3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90',
      workspace_id: WS,
      enabled: false,
      triggers_day: '2026-03-01',
      triggers_today: 10,
      last_triggered_at: now,
      auto_disabled_reason: 'More than 10 triggers on 2026-03-01 (UTC)',
      created_at: now,
      updated_at: now,
    };
    const cause = newEvent({ type: 'deal.updated', workspaceId: WS, data: EVENT_EXAMPLES['deal.updated'], clock });
    const event = workflowAutoDisabled(toWorkflowView(disabled, clock.now()), { reason: disabled.auto_disabled_reason!, day: '2026-03-01', triggers_today: 10 }, clock, cause);
    expectCatalogPayload(event);
    expect(event.data).toMatchObject({ workflow: { id: disabled.id, enabled: false }, max_triggers_per_day: 10, triggers_today: 10 });
  });

  it('task.approved and task.dismissed carry the assistant task as it reads after the move', () => {
    const doc = {
      _id: '4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b',
      workspace_id: WS,
      type: 'contact_update' as const,
      status: 'approved' as const,
      description: 'Update jane.doe@example.com: priority high',
      metadata: { contact: { email: 'jane.doe@example.com' }, changes: { priority: 1 } },
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-01T10:00:00.000Z',
      execution_started_at: null,
      execution_attempts: 0,
    };
    expectCatalogPayload(taskApproved(WS, toTaskView(doc), clock));
    expectCatalogPayload(taskDismissed(WS, toTaskView({ ...doc, status: 'dismissed' }), clock));
  });
});
