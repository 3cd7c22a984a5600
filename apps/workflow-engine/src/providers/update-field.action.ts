import type { RpcClient } from '@wbk/rpc';
import { z } from 'zod';
import { updatableFieldKind } from '../domain/workflow-fields';
import type { ActionContext, ActionOutcome, EntityType } from './action-executor.port';
import { failureOf, invalidAction } from './action-failure';
import { crmRequest, entityId } from './crm-request';

const METHODS: Partial<Record<EntityType, string>> = { contact: 'UpdateContact', deal: 'UpdateDeal', task: 'UpdateTask' };
const CUSTOM_FIELD_PREFIX = 'custom_fields.';

const configSchema = z.object({ field: z.string().min(1), value: z.unknown() });

/**
 * The PATCH body for one field. Numbers may arrive as text (a resolved merge
 * token), so a number field's numeric string is sent as a number. The CRM
 * replaces custom_fields whole, so one key is written by merging it into the
 * entity's map as the trigger saw it.
 */
export function patchBody(entityType: EntityType, field: string, value: unknown, entity: Record<string, unknown>): Record<string, unknown> {
  if (field.startsWith(CUSTOM_FIELD_PREFIX)) {
    const current = entity['custom_fields'];
    const base = typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {};
    return { custom_fields: { ...base, [field.slice(CUSTOM_FIELD_PREFIX.length)]: value } };
  }
  const kind = updatableFieldKind(entityType, field);
  if (kind?.kind === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return { [field]: Number(value) };
  }
  return { [field]: value };
}

/** update_field -> CRM UpdateContact / UpdateDeal / UpdateTask of the triggering entity. */
export async function updateField(crm: RpcClient, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('update_field: action_config must hold field and value');
  const method = METHODS[context.entityType];
  if (method === undefined) return invalidAction(`update_field: ${context.entityType} records cannot be written by a workflow`);
  const id = entityId(context.entity);
  if (id === null) return invalidAction(`update_field: the triggering ${context.entityType} has no id`);
  const { field, value } = parsed.data;
  try {
    // Setting a field to a value is idempotent, so the client may retry an unreachable CRM.
    await crm.call(method, crmRequest(context, { id }, patchBody(context.entityType, field, value, context.entity)), { idempotent: true });
    return { ok: true, result: { entity_type: context.entityType, entity_id: id, field } };
  } catch (err) {
    return failureOf(err, 'update_field');
  }
}
