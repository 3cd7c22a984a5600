import { defineRoute } from '../http/route-contract';
import { dataEnvelope, idParams, namedPageEnvelope } from '../http/schemas';
import { assistantChatBody, assistantChatReply, assistantTaskListQuery, assistantTaskRecord } from './assistant.schemas';

const task = {
  id: '4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b',
  type: 'contact_update',
  status: 'pending',
  description: 'Update jane.doe@doe-partners.example: priority high',
  metadata: { contact: { email: 'jane.doe@doe-partners.example' }, changes: { priority: 1 } },
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
};

const completed = {
  ...task,
  status: 'completed',
  metadata: { ...task.metadata, result: { contact_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f', updated_fields: ['priority'] } },
  updated_at: '2026-11-24T09:31:02.000Z',
};

const NOT_PENDING = 'A task that is not `pending` answers 409 `task_not_pending`; the message names its current status.';

export const assistantRoutes = {
  listAssistantTasks: defineRoute({
    operationId: 'listAssistantTasks',
    method: 'GET',
    path: '/v1/assistant/tasks',
    tag: 'Assistant',
    summary: 'List assistant tasks',
    description: 'Tasks in one status, `pending` (awaiting approval) unless `status` says otherwise; newest first.',
    service: 'workflow-engine',
    rpc: 'ListAssistantTasks',
    permission: 'assistant',
    resourceType: 'assistant_tasks',
    query: assistantTaskListQuery,
    responses: { 200: namedPageEnvelope('tasks', assistantTaskRecord) },
    errors: [],
    example: { response: { data: { tasks: [task] }, meta: { page: 1, per_page: 25, total: 1 } } },
  }),
  approveAssistantTask: defineRoute({
    operationId: 'approveAssistantTask',
    method: 'POST',
    path: '/v1/assistant/tasks/{id}/approve',
    tag: 'Assistant',
    summary: 'Approve and run a task',
    description:
      'Moves a pending task to `approved` (publishing `task.approved`) and runs it through the CRM. The answer waits up to about 4 seconds: ' +
      'the task is then `completed` (`metadata.result`) or `failed` (`metadata.error`), or still `approved` when the run takes longer; it then ' +
      `finishes in the background. ${NOT_PENDING}`,
    service: 'workflow-engine',
    rpc: 'ApproveAssistantTask',
    permission: 'assistant',
    resourceType: 'assistant_tasks',
    params: idParams,
    responses: { 200: dataEnvelope(assistantTaskRecord) },
    errors: ['not_found', 'task_not_pending'],
    example: { response: { data: completed } },
  }),
  dismissAssistantTask: defineRoute({
    operationId: 'dismissAssistantTask',
    method: 'POST',
    path: '/v1/assistant/tasks/{id}/dismiss',
    tag: 'Assistant',
    summary: 'Dismiss a task',
    description: `Moves a pending task to \`dismissed\` (publishing \`task.dismissed\`); nothing runs. ${NOT_PENDING}`,
    service: 'workflow-engine',
    rpc: 'DismissAssistantTask',
    permission: 'assistant',
    resourceType: 'assistant_tasks',
    params: idParams,
    responses: { 200: dataEnvelope(assistantTaskRecord) },
    errors: ['not_found', 'task_not_pending'],
    example: { response: { data: { ...task, status: 'dismissed', updated_at: '2026-11-24T09:31:02.000Z' } } },
  }),
  chatWithAssistant: defineRoute({
    operationId: 'chatWithAssistant',
    method: 'POST',
    path: '/v1/assistant/chat',
    tag: 'Assistant',
    summary: 'Ask the assistant for tasks',
    description:
      'Turns plain English into `pending` tasks (prospect searches, list changes, campaign starts, contact updates; at most 10 per message); ' +
      'nothing runs until a task is approved. Text it does not understand gets a reply saying what it can do, and no task. ' +
      'With an `Idempotency-Key`, a retry creates no second set of tasks.',
    service: 'workflow-engine',
    rpc: 'AssistantChat',
    permission: 'assistant',
    resourceType: 'assistant_tasks',
    body: assistantChatBody,
    responses: { 200: dataEnvelope(assistantChatReply) },
    errors: [],
    example: {
      body: { message: 'set priority of jane.doe@doe-partners.example to high' },
      response: {
        data: {
          reply: [
            'I prepared 1 task; it awaits your approval:',
            `1. ${task.description} (task ${task.id})`,
            'Approve with POST /v1/assistant/tasks/{id}/approve or dismiss with POST /v1/assistant/tasks/{id}/dismiss.',
          ].join('\n'),
          tasks: [task],
        },
      },
    },
  }),
};
