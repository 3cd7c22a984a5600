import type { EntityType } from './workflow-types';

/**
 * The condition-field matrix (the public contract leaves it open; docs/decisions.md records it): which fields of
 * each entity a condition may name and what kind of value each holds. The
 * names follow the public read shapes the owning services put in their change
 * events (CRM ContactView / DealView / TaskView, mailbox `email`, calendar
 * `meeting`). The kind decides which operators make sense:
 *
 * | kind   | equals/not_equals | contains               | changed | changed_to                 | greater_than/less_than |
 * |--------|-------------------|------------------------|---------|----------------------------|------------------------|
 * | string | yes ('' = empty)  | substring, no case     | yes     | yes                        | no                     |
 * | enum   | yes (listed value)| no                     | yes     | yes (listed value)         | no                     |
 * | number | yes (numeric)     | no                     | yes     | yes (numeric)              | yes                    |
 * | date   | yes (ISO date)    | no                     | yes     | yes (ISO date)             | yes                    |
 * | array  | no                | element, no case       | yes     | yes: value was just added  | no                     |
 * | any    | yes               | yes                    | yes     | yes                        | yes (number or date)   |
 *
 * `any` is contact `custom_fields.<key>`: user data whose type is unknown
 * until the event arrives, so it is compared by what the value turns out to be.
 */
export type FieldKind =
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'array' }
  | { kind: 'any' }
  | { kind: 'enum'; values: readonly string[] };

const S = { kind: 'string' } as const;
const N = { kind: 'number' } as const;
const D = { kind: 'date' } as const;
const A = { kind: 'array' } as const;
const enumOf = (...values: string[]): FieldKind => ({ kind: 'enum', values });

const PRIORITY = enumOf('low', 'medium', 'high', 'urgent');

export const CONDITION_FIELDS: Record<EntityType, Record<string, FieldKind>> = {
  contact: {
    email: S,
    first_name: S,
    last_name: S,
    full_name: S,
    phone: S,
    job_title: S,
    company: S,
    related_company_id: S,
    linkedin_url: S,
    // CRM contact priority is 1 (high), 2 (medium) or 3 (low).
    priority: N,
    tags: A,
  },
  deal: {
    name: S,
    stage: S,
    status: enumOf('open', 'won', 'lost'),
    pipeline: S,
    estimated_value: N,
    currency: S,
    main_contact_id: S,
    owner_user_id: S,
    priority: PRIORITY,
    matter_type: S,
    tags: A,
    related_company_id: S,
    high_level_description: S,
    next_follow_up_date: D,
    fee_model: S,
    probability: N,
    closed_date: D,
  },
  task: {
    title: S,
    description: S,
    status: enumOf('open', 'in_progress', 'completed', 'cancelled'),
    priority: PRIORITY,
    due_date: D,
    contact_id: S,
    deal_id: S,
    assigned_to_user_id: S,
    completed_at: D,
  },
  email: {
    subject: S,
    from: S,
    // A single recipient arrives as a string; it is read as a one-element list.
    to: A,
    snippet: S,
    received_at: D,
    contact_id: S,
    contact_ids: A,
  },
  meeting: {
    title: S,
    status: S,
    location: S,
    start_time: D,
    end_time: D,
    contact_ids: A,
  },
};

/** One level only: `custom_fields.<key>`, the key without dots (the CRM stores a flat map). */
const CUSTOM_FIELD = /^custom_fields\.[^.$\s]{1,100}$/;

/** The kind of a condition field, or undefined when the entity has no such field. */
export function conditionFieldKind(entity: EntityType, field: string): FieldKind | undefined {
  const known = CONDITION_FIELDS[entity][field];
  if (known) return known;
  if (entity === 'contact' && CUSTOM_FIELD.test(field)) return { kind: 'any' };
  return undefined;
}

/**
 * Fields an `update_field` action may write, per entity: the ones the owning
 * service's PATCH accepts. Emails and meetings are not writable through a
 * workflow (the mailbox and calendar are synced from outside), so
 * `update_field` on them is an unsupported combination.
 */
export const UPDATABLE_FIELDS: Record<EntityType, Record<string, FieldKind>> = {
  contact: {
    first_name: S,
    last_name: S,
    email: S,
    phone: S,
    job_title: S,
    company: S,
    linkedin_url: S,
    // 1 (high), 2 (medium), 3 (low); the CRM refuses anything else.
    priority: N,
    tags: A,
  },
  deal: {
    name: S,
    stage: S,
    status: enumOf('open', 'won', 'lost'),
    pipeline: S,
    estimated_value: N,
    currency: S,
    priority: PRIORITY,
    probability: N,
    matter_type: S,
    fee_model: S,
    high_level_description: S,
    next_follow_up_date: D,
    tags: A,
  },
  task: {
    title: S,
    description: S,
    status: enumOf('open', 'in_progress', 'completed', 'cancelled'),
    priority: PRIORITY,
    due_date: D,
    assigned_to_user_id: S,
  },
  email: {},
  meeting: {},
};

export function updatableFieldKind(entity: EntityType, field: string): FieldKind | undefined {
  const known = UPDATABLE_FIELDS[entity][field];
  if (known) return known;
  if (entity === 'contact' && CUSTOM_FIELD.test(field)) return { kind: 'any' };
  return undefined;
}
