import { MERGE_TOKEN } from '@wbk/contracts';
import { readField } from './workflow-condition';
import type { EntityType } from './workflow-types';

/**
 * Merge tokens `{{deal.name}}`, `{{contact.custom_fields.tier}}` in any string of
 * action_config resolve against the triggering entity (the Workflow's
 * action_config). A token that cannot resolve (other entity type, a field the
 * entity does not have) is left as written and reported as a warning, so the
 * action still runs and the run history says what went wrong (a bad token never crashes a run).
 * A known field with no value renders as the empty string.
 */
const TOKEN = MERGE_TOKEN;

export { hasMergeToken } from '@wbk/contracts';

export interface ResolvedConfig {
  config: Record<string, unknown>;
  warnings: string[];
}

export function resolveMergeTokens(config: Record<string, unknown>, entityType: EntityType, entity: Record<string, unknown>): ResolvedConfig {
  const warnings = new Set<string>();
  const resolveString = (text: string): string =>
    text.replace(TOKEN, (token: string, prefix: string, field: string) => {
      if (prefix !== entityType) {
        warnings.add(`merge token ${token} left as written: the trigger is a ${entityType}, not a ${prefix}`);
        return token;
      }
      const known = field in entity || (field.includes('.') && readField(entity, field) !== undefined);
      if (!known) {
        warnings.add(`merge token ${token} left as written: the ${entityType} has no field ${field}`);
        return token;
      }
      return render(readField(entity, field));
    });
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return resolveString(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return { config: walk(config) as Record<string, unknown>, warnings: [...warnings] };
}

function render(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(render).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
