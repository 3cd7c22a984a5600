import type { WorkflowEntityType } from './workflow-vocabulary';

/**
 * What the document tells a caller about condition and update fields. The
 * workflow engine owns the rules (apps/workflow-engine/src/domain/
 * workflow-fields.ts); its spec checks that these lists name the same fields
 * with the same kinds, so the document cannot drift from what is enforced.
 */
export type DocumentedFieldKind = 'text' | 'number' | 'date' | 'list' | readonly string[];

const PRIORITY = ['low', 'medium', 'high', 'urgent'] as const;
const DEAL_STATUS = ['open', 'won', 'lost'] as const;
const TASK_STATUS = ['open', 'in_progress', 'completed', 'cancelled'] as const;

/** Fields a condition may name, per entity. Contacts also accept `custom_fields.<key>` (compared by what the value turns out to be). */
export const CONDITION_FIELD_DOCS: Record<WorkflowEntityType, Record<string, DocumentedFieldKind>> = {
  contact: {
    email: 'text',
    first_name: 'text',
    last_name: 'text',
    full_name: 'text',
    phone: 'text',
    job_title: 'text',
    company: 'text',
    related_company_id: 'text',
    linkedin_url: 'text',
    priority: 'number',
    tags: 'list',
  },
  deal: {
    name: 'text',
    stage: 'text',
    status: DEAL_STATUS,
    pipeline: 'text',
    estimated_value: 'number',
    currency: 'text',
    main_contact_id: 'text',
    owner_user_id: 'text',
    priority: PRIORITY,
    matter_type: 'text',
    tags: 'list',
    related_company_id: 'text',
    high_level_description: 'text',
    next_follow_up_date: 'date',
    fee_model: 'text',
    probability: 'number',
    closed_date: 'date',
  },
  task: {
    title: 'text',
    description: 'text',
    status: TASK_STATUS,
    priority: PRIORITY,
    due_date: 'date',
    contact_id: 'text',
    deal_id: 'text',
    assigned_to_user_id: 'text',
    completed_at: 'date',
  },
  email: { subject: 'text', from: 'text', to: 'list', snippet: 'text', received_at: 'date', contact_id: 'text', contact_ids: 'list' },
  meeting: { title: 'text', status: 'text', location: 'text', start_time: 'date', end_time: 'date', contact_ids: 'list' },
};

/** Fields `update_field` may write, per entity (contacts also `custom_fields.<key>`); emails and meetings are synced from outside and cannot be written. */
export const UPDATABLE_FIELD_DOCS: Record<WorkflowEntityType, Record<string, DocumentedFieldKind>> = {
  contact: {
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    phone: 'text',
    job_title: 'text',
    company: 'text',
    linkedin_url: 'text',
    priority: 'number',
    tags: 'list',
  },
  deal: {
    name: 'text',
    stage: 'text',
    status: DEAL_STATUS,
    pipeline: 'text',
    estimated_value: 'number',
    currency: 'text',
    priority: PRIORITY,
    probability: 'number',
    matter_type: 'text',
    fee_model: 'text',
    high_level_description: 'text',
    next_follow_up_date: 'date',
    tags: 'list',
  },
  task: { title: 'text', description: 'text', status: TASK_STATUS, priority: PRIORITY, due_date: 'date', assigned_to_user_id: 'text' },
  email: {},
  meeting: {},
};

/** `- **deal**: `name`, `stage` (text); ...`: one line per entity, fields grouped by kind. */
export function describeFields(fields: Record<WorkflowEntityType, Record<string, DocumentedFieldKind>>, contactExtra: string): string {
  return Object.entries(fields)
    .map(([entity, byName]) => {
      const groups = new Map<string, string[]>();
      for (const [name, kind] of Object.entries(byName)) {
        const label = typeof kind === 'string' ? kind : kind.join(' | ');
        groups.set(label, [...(groups.get(label) ?? []), `\`${name}\``]);
      }
      const parts = [...groups].map(([label, names]) => `${names.join(', ')} (${label})`);
      if (entity === 'contact') parts.push(contactExtra);
      return `- **${entity}**: ${parts.length > 0 ? parts.join('; ') : 'none'}`;
    })
    .join('\n');
}

/** The operator matrix by field kind (docs/decisions.md, "Workflows"). */
export const OPERATOR_MATRIX = [
  '| kind | equals / not_equals | contains | changed / changed_to | greater_than / less_than |',
  '|---|---|---|---|---|',
  "| text | yes, case-insensitive (`''` matches an empty field) | substring, case-insensitive | yes | no |",
  '| enum (listed values) | listed values only | no | yes (`changed_to`: a listed value) | no |',
  '| number | numeric value | no | yes | yes |',
  '| date | ISO date or date-time; a date-only value compares by UTC day | no | yes | yes |',
  '| list | no | an element, case-insensitive | yes (`changed_to`: the value was just added) | no |',
  '| contact `custom_fields.<key>` | yes | yes | yes | yes (number or ISO date) |',
].join('\n');
