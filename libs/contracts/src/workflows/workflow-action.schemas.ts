import { z } from 'zod';
import { typeError } from '../http/schemas';
import { EMAIL_PATTERN, isEmailAddress } from '../http/email-address';
import { RECIPIENT_DOCUMENTED, recipientProblem } from '../outreach/channel-recipients';
import { hasMergeToken, MERGE_TOKEN, WORKFLOW_CHANNELS, type WorkflowActionType } from './workflow-vocabulary';

/**
 * action_config per action_type (docs/decisions.md, "Workflows"). Each shape
 * is strict: an unknown key is refused by name. Any string may hold merge
 * tokens, which is why a recipient is not checked as an address when it holds
 * one (the owning service checks the resolved value).
 */
export const ACTION_CONFIG_LIMITS = {
  recipient: 320,
  subject: 998,
  emailBody: 100_000,
  taskTitle: 500,
  dueInDays: 365,
  userId: 200,
  message: 4096,
  url: 2048,
  secretMin: 16,
  secretMax: 200,
  field: 120,
  value: 10_000,
  listItems: 100,
  listItem: 200,
} as const;

// The limit reads the string as sent, before trimming, so padding cannot carry an oversized value past it;
// `abort`: a string over its limit is not read by the patterns after it (zod runs later checks after a failed one).
const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters`, abort: true }).trim().min(1, 'must not be empty');

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const L = ACTION_CONFIG_LIMITS;
const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export const sendEmailActionConfig = z
  .strictObject({
    to: text(L.recipient)
      .refine((v) => hasMergeToken(v) || isEmailAddress(v), 'must be an email address or a merge token such as {{contact.email}}')
      .meta({
        description: 'An email address, or a merge token such as `{{contact.email}}`.',
        example: '{{contact.email}}',
        anyOf: [{ pattern: EMAIL_PATTERN.source }, { pattern: MERGE_TOKEN.source }],
      }),
    subject: text(L.subject),
    body: text(L.emailBody),
  })
  .meta({ id: 'SendEmailActionConfig', description: '`action_type: send_email`: one email through the outreach provider.' });

export const createTaskActionConfig = z
  .strictObject({
    title: text(L.taskTitle),
    due_in_days: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(L.dueInDays, `must be at most ${L.dueInDays}`)
      .meta({ description: 'Days after the trigger the task is due; 0 is the same day.' }),
    assigned_to_user_id: text(L.userId).optional().meta({ description: 'The user the task is assigned to.' }),
    priority: z.enum(TASK_PRIORITIES, { error: typeError(`must be one of ${TASK_PRIORITIES.join(', ')}`) }).optional(),
  })
  .meta({
    id: 'CreateTaskActionConfig',
    description: '`action_type: create_task`: a CRM task linked to the triggering contact or deal; a retried run creates no second task.',
  });

export const sendChannelMessageActionConfig = z
  .strictObject({
    channel: z.enum(WORKFLOW_CHANNELS, { error: typeError(`must be one of ${WORKFLOW_CHANNELS.join(', ')}`) }),
    recipient: text(L.recipient).meta({
      description: 'The recipient in the form its channel takes (as for `POST /v1/channels/send`), or a merge token.',
      anyOf: [...RECIPIENT_DOCUMENTED.anyOf, { pattern: MERGE_TOKEN.source }],
    }),
    message: text(L.message),
  })
  .superRefine((config, ctx) => {
    // A literal recipient that cannot fit its channel would fail on every run; say so now.
    if (hasMergeToken(config.recipient)) return;
    const problem = recipientProblem(config.channel, config.recipient);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['recipient'], message: `${problem}, or a merge token` });
  })
  .meta({ id: 'SendChannelMessageActionConfig', description: '`action_type: send_channel_message`: one message on a chat channel or by email.' });

export const webhookActionConfig = z
  .strictObject({
    url: z
      .string()
      .max(L.url, { error: `must be at most ${L.url} characters`, abort: true })
      .refine((v) => isHttpsUrl(v), 'must be an https URL')
      .meta({ description: 'An https URL (it may hold merge tokens); the webhook target rules (no loopback, private or link-local addresses) apply when it is called.', example: 'https://hooks.example.com/matters' }),
    secret: z
      .string()
      .min(L.secretMin, `must be at least ${L.secretMin} characters`)
      .max(L.secretMax, `must be at most ${L.secretMax} characters`)
      .optional()
      .meta({ description: 'Signs the call so the receiver can verify it; without it the call is signed with a secret kept per workspace.' }),
  })
  .meta({ id: 'WebhookActionConfig', description: '`action_type: webhook`: one signed POST (event `workflow.action`) of the workflow and run ids, the trigger event and the entity.' });

export const updateFieldActionConfig = z
  .strictObject({
    field: text(L.field).meta({
      description: "A field the owning service's PATCH accepts on the triggering record (contact, deal or task; for contacts also `custom_fields.<key>`).",
    }),
    value: z
      .union([z.string().max(L.value), z.number(), z.boolean(), z.null(), z.array(z.string().max(L.listItem)).max(L.listItems)], {
        error: 'must be a string, a number, a boolean, null or an array of strings',
      })
      .meta({ description: "The new value, of the field's kind (a merge token is checked once resolved); null clears the field." }),
  })
  .meta({ id: 'UpdateFieldActionConfig', description: '`action_type: update_field`: sets one field of the triggering record. Not for email or meeting workflows.' });

/** The shape of action_config for each action_type. */
export const ACTION_CONFIG_SCHEMAS = {
  send_email: sendEmailActionConfig,
  create_task: createTaskActionConfig,
  send_channel_message: sendChannelMessageActionConfig,
  webhook: webhookActionConfig,
  update_field: updateFieldActionConfig,
} as const satisfies Record<WorkflowActionType, z.ZodType>;

export type ActionConfigOf<A extends WorkflowActionType> = z.infer<(typeof ACTION_CONFIG_SCHEMAS)[A]>;

/** What a workflow reads back: the config of its action_type, as stored after parsing. */
export const workflowActionConfig = z
  .union([sendEmailActionConfig, createTaskActionConfig, sendChannelMessageActionConfig, webhookActionConfig, updateFieldActionConfig])
  .meta({
    id: 'WorkflowActionConfig',
    description: 'Exactly one of these shapes, the one of the workflow\'s `action_type`. Strings may hold merge tokens such as `{{deal.name}}`.',
  });
export type WorkflowActionConfig = z.infer<typeof workflowActionConfig>;

/** `oneOf` references to the five shapes, for the request bodies, whose action_config the engine checks against action_type. */
export const ACTION_CONFIG_ONE_OF = Object.values(ACTION_CONFIG_SCHEMAS).map((schema) => ({ $ref: `#/components/schemas/${String(schema.meta()?.id)}` }));
