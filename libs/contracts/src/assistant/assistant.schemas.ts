import { z } from 'zod';
import { idSchema, jsonObject, pageQuery, timestamp, typeError, uuid } from '../http/schemas';

/** The assistant task resource (listAssistantTasks, approveAssistantTask, dismissAssistantTask). */
export const ASSISTANT_TASK_TYPES = ['prospect_search', 'campaign_start', 'contact_update', 'list_operation'] as const;
export type AssistantTaskType = (typeof ASSISTANT_TASK_TYPES)[number];

export const ASSISTANT_TASK_STATUSES = ['pending', 'approved', 'dismissed', 'completed', 'failed'] as const;
export type AssistantTaskStatus = (typeof ASSISTANT_TASK_STATUSES)[number];

/** docs/decisions.md, "Assistant": 25 per page, at most 100. */
export const ASSISTANT_TASK_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;
export const CHAT_MESSAGE_MAX = 2000;

const METADATA_DESCRIPTION = [
  'What the task will do, by type:',
  '`prospect_search` {titles, location, industry, headcount (arrays of strings), limit (number or null)};',
  '`list_operation` {operation (`add` | `remove`), list_id or list_name, contacts (each {id}, {email} or {name}), contact_count};',
  '`campaign_start` {campaign_id or campaign_name};',
  '`contact_update` {contact ({id}, {email} or {name}), changes (any of priority 1-3, job_title, phone, company, tags_add)}.',
  'After execution it also holds `result` (completed) or `error` (failed).',
].join(' ');

export const assistantTaskRecord = z
  .strictObject({
    id: uuid,
    type: z.enum(ASSISTANT_TASK_TYPES),
    status: z.enum(ASSISTANT_TASK_STATUSES).meta({
      description: '`pending` awaits approval; approving makes it `approved` while it runs, then `completed` or `failed`; dismissing makes it `dismissed`.',
    }),
    description: z.string().meta({ description: 'What the task will do, in words.' }),
    metadata: jsonObject.meta({ description: METADATA_DESCRIPTION }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AssistantTask' });
export type AssistantTaskRecord = z.infer<typeof assistantTaskRecord>;

export const assistantTaskListQuery = z.strictObject({
  status: z
    .enum(ASSISTANT_TASK_STATUSES, { error: `must be one of ${ASSISTANT_TASK_STATUSES.join(', ')}` })
    .default('pending')
    .meta({ description: 'Only tasks in this status.' }),
  ...pageQuery(ASSISTANT_TASK_PAGE_LIMITS),
});

const contextId = (what: string) => idSchema.optional().meta({ description: what });

export const assistantChatBody = z
  .strictObject({
    message: z
      .string({ error: typeError('must be a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(CHAT_MESSAGE_MAX, { error: `must be at most ${CHAT_MESSAGE_MAX} characters` })
      .meta({ description: 'Plain English; several requests may be separated by full stops or new lines.', example: 'find 20 litigation partners in London' }),
    // The record the user is looking at, so "add this contact to ..." can be resolved.
    context: z
      .strictObject(
        {
          contact_id: contextId('The contact "this contact" means.'),
          list_id: contextId('The list "this list" means.'),
          campaign_id: contextId('The campaign "this campaign" means.'),
        },
        { error: 'must be an object' },
      )
      .nullable()
      .optional()
      .meta({ description: 'The record the user is looking at, so a message can say "this contact".' }),
  })
  .meta({ id: 'AssistantChat' });
export type AssistantChatInput = z.infer<typeof assistantChatBody>;

export const assistantChatReply = z
  .strictObject({
    reply: z.string().meta({ description: 'What the assistant prepared, what it could not do and why, or, when it understood nothing, what it can do.' }),
    tasks: z.array(assistantTaskRecord).meta({ description: 'The tasks it proposed, all `pending`; empty when nothing was understood.' }),
  })
  .meta({ id: 'AssistantChatReply' });
export type AssistantChatReply = z.infer<typeof assistantChatReply>;
