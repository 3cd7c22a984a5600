import type { RecordType } from '@wbk/contracts';
import { z } from 'zod';
import { failureOf, invalidAction } from '../../domain/action-failure';
import { entityId, runCallerContext } from '../../domain/caller-context';
import type { ActionContext, ActionOutcome, EntityType } from '../../domain/workflow-action';
import { updatableFieldKind } from '../../domain/workflow-fields';
import type { CrmActionsClient } from '../../peers/crm-actions.client';

const RECORD_TYPES: Partial<Record<EntityType, RecordType>> = { contact: 'RECORD_TYPE_CONTACT', deal: 'RECORD_TYPE_DEAL', task: 'RECORD_TYPE_TASK' };

const configSchema = z.object({ field: z.string().min(1), value: z.unknown() });

/**
 * The value to write. Numbers may arrive as text (a resolved merge token), so
 * a number field's numeric string is sent as a number. `custom_fields.<key>`
 * is sent as it is: the CRM merges that key into the custom_fields it has
 * stored, not into the trigger's copy.
 */
export function fieldValue(entityType: EntityType, field: string, value: unknown): unknown {
  const kind = updatableFieldKind(entityType, field);
  if (kind?.kind === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** update_field -> the CRM's SetField on the triggering contact, deal or task. */
export async function updateField(crm: Pick<CrmActionsClient, 'setField'>, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('update_field: action_config must hold field and value');
  const recordType = RECORD_TYPES[context.entityType];
  if (recordType === undefined) return invalidAction(`update_field: ${context.entityType} records cannot be written by a workflow`);
  const id = entityId(context.entity);
  if (id === null) return invalidAction(`update_field: the triggering ${context.entityType} has no id`);
  const { field, value } = parsed.data;
  if (value === undefined) return invalidAction('update_field: action_config must hold field and value');
  try {
    // JSON text: the value is arbitrary JSON (see proto/crm/v1/crm_automation.proto).
    await crm.setField({ context: runCallerContext(context), record_type: recordType, id, field, value_json: JSON.stringify(fieldValue(context.entityType, field, value)) });
    return { ok: true, result: { entity_type: context.entityType, entity_id: id, field } };
  } catch (err) {
    return failureOf(err, 'update_field');
  }
}
