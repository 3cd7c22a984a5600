import type { FieldIssue } from '@wbk/platform';
import { z } from 'zod';
import { isIsoDate, isNumeric } from './workflow-condition';
import { updatableFieldKind, type FieldKind } from './workflow-fields';
import { hasMergeToken } from './workflow-tokens';
import type { ActionType, EntityType } from './workflow-types';
import { toFieldIssues } from './zod-issues';

/**
 * action_config shapes per action_type (issue 5; the spec shows only
 * send_channel_message). Strict: an unknown key is 400 naming it. Strings may
 * hold merge tokens, which is why recipients are not checked as addresses when
 * they contain one (the owning service checks the resolved value).
 *
 * - send_email {to, subject (1-998), body (1-100000)}
 * - create_task {title (1-500), due_in_days (0-365), assigned_to_user_id?, priority? (low|medium|high|urgent)}
 * - send_channel_message {channel (chat_a|chat_b|chat_c|chat_d|email), recipient, message (1-4096)}
 * - webhook {url (https; SSRF rules are applied again at delivery), secret? (16-200;
 *   signs the delivery so the receiver can verify it; without it the dispatcher signs
 *   with a per-workspace secret)}
 * - update_field {field (an updatable field of condition_entity), value}
 */
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const recipientEmail = text(320).refine((v) => hasMergeToken(v) || EMAIL.test(v), 'must be an email address or a merge token such as {{contact.email}}');

export const CHANNELS = ['chat_a', 'chat_b', 'chat_c', 'chat_d', 'email'] as const;

const actionSchemas = {
  send_email: z.strictObject({ to: recipientEmail, subject: text(998), body: text(100_000) }),
  create_task: z.strictObject({
    title: text(500),
    due_in_days: z.number().int('must be a whole number').min(0, 'must be at least 0').max(365, 'must be at most 365'),
    assigned_to_user_id: text(200).optional(),
    priority: z.enum(['low', 'medium', 'high', 'urgent'], { error: 'must be one of low, medium, high, urgent' }).optional(),
  }),
  send_channel_message: z.strictObject({
    channel: z.enum(CHANNELS, { error: `must be one of ${CHANNELS.join(', ')}` }),
    recipient: text(320),
    message: text(4096),
  }),
  webhook: z.strictObject({
    url: z
      .string()
      .max(2048, 'must be at most 2048 characters')
      .refine((v) => isHttpsUrl(v), 'must be an https URL'),
    secret: z.string().min(16, 'must be at least 16 characters').max(200, 'must be at most 200 characters').optional(),
  }),
  update_field: z.strictObject({
    field: text(120),
    value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(100)]),
  }),
} satisfies Record<ActionType, z.ZodType>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Issues of action_config for this action on this entity (empty when valid). */
export function actionConfigIssues(actionType: ActionType, entity: EntityType, config: unknown): FieldIssue[] {
  const parsed = actionSchemas[actionType].safeParse(config);
  if (!parsed.success) return toFieldIssues(parsed.error, 'action_config');
  if (actionType !== 'update_field') return [];
  const { field, value } = parsed.data as { field: string; value: unknown };
  const kind = updatableFieldKind(entity, field);
  if (!kind) {
    return [{ field: 'action_config.field', message: updatableMessage(entity) }];
  }
  const problem = valueProblem(kind, value);
  return problem ? [{ field: 'action_config.value', message: problem }] : [];
}

function updatableMessage(entity: EntityType): string {
  return entity === 'email' || entity === 'meeting'
    ? `update_field does not work on ${entity} workflows: ${entity}s are synced from outside and cannot be written`
    : `is not an updatable ${entity} field`;
}

function valueProblem(kind: FieldKind, value: unknown): string | null {
  // A token is checked by the owning service once resolved.
  if (typeof value === 'string' && hasMergeToken(value)) return null;
  switch (kind.kind) {
    case 'number':
      return typeof value === 'number' || value === null || (typeof value === 'string' && isNumeric(value)) ? null : 'must be a number';
    case 'date':
      return value === null || (typeof value === 'string' && isIsoDate(value)) ? null : 'must be an ISO date or null';
    case 'enum':
      return typeof value === 'string' && kind.values.includes(value) ? null : `must be one of ${kind.values.join(', ')}`;
    case 'array':
      return Array.isArray(value) ? null : 'must be an array of strings';
    case 'string':
      return typeof value === 'string' || value === null ? null : 'must be a string or null';
    default:
      return null;
  }
}
