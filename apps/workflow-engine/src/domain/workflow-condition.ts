import type { FieldKind } from './workflow-fields';
import type { Operator } from './workflow-types';

/**
 * Condition semantics (docs/decisions.md, "Workflows"). Evaluated on the entity after the change and
 * the event's `changes` (field -> previous value):
 * - changed: the field is among `changes` and its value really differs; on a
 *   `*.created` event every field that has a value counts as changed (from nothing).
 * - changed_to: changed, and the new value equals condition_value (for a list
 *   field: the value was just added to it).
 * - equals / not_equals / contains / greater_than / less_than: the current value.
 * Text compares without regard to case (user-typed values like "Acme" / "acme").
 * A date-only value (YYYY-MM-DD) compares by UTC day.
 */
export interface Condition {
  field: string;
  operator: Operator;
  value: string;
  kind: FieldKind;
}

export interface ChangeView {
  entity: Record<string, unknown>;
  /** field -> previous value; null for a created entity (everything is new). */
  changes: Record<string, unknown> | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

export function isIsoDate(value: string): boolean {
  return (DATE_ONLY.test(value) || ISO_DATETIME.test(value)) && Number.isFinite(Date.parse(value));
}

export function isNumeric(value: string): boolean {
  return NUMERIC.test(value.trim()) && Number.isFinite(Number(value));
}

const ALLOWED: Record<FieldKind['kind'], readonly Operator[]> = {
  string: ['equals', 'not_equals', 'contains', 'changed', 'changed_to'],
  enum: ['equals', 'not_equals', 'changed', 'changed_to'],
  number: ['equals', 'not_equals', 'changed', 'changed_to', 'greater_than', 'less_than'],
  date: ['equals', 'not_equals', 'changed', 'changed_to', 'greater_than', 'less_than'],
  array: ['contains', 'changed', 'changed_to'],
  any: ['equals', 'not_equals', 'contains', 'changed', 'changed_to', 'greater_than', 'less_than'],
};

/** Why an operator/value pair cannot work on a field of this kind, or null when it can. */
export function conditionProblem(kind: FieldKind, operator: Operator, value: string): { field: 'condition_operator' | 'condition_value'; message: string } | null {
  if (!ALLOWED[kind.kind].includes(operator)) {
    return { field: 'condition_operator', message: `${operator} does not work on a ${kind.kind} field; use one of ${ALLOWED[kind.kind].join(', ')}` };
  }
  if (operator === 'changed') {
    // A value would be silently ignored; refusing it shows the caller meant changed_to.
    return value === '' ? null : { field: 'condition_value', message: 'must be the empty string for changed (use changed_to to match a new value)' };
  }
  if (value === '') {
    const emptyMeansNone = (kind.kind === 'string' || kind.kind === 'any') && operator !== 'contains';
    return emptyMeansNone ? null : { field: 'condition_value', message: `must not be empty for ${operator}` };
  }
  if (operator === 'greater_than' || operator === 'less_than') {
    if (kind.kind === 'any') return isNumeric(value) || isIsoDate(value) ? null : { field: 'condition_value', message: 'must be a number or an ISO date' };
  }
  switch (kind.kind) {
    case 'number':
      return isNumeric(value) ? null : { field: 'condition_value', message: 'must be a number' };
    case 'date':
      return isIsoDate(value) ? null : { field: 'condition_value', message: 'must be an ISO date (YYYY-MM-DD or date-time with offset)' };
    case 'enum':
      return kind.values.includes(value) ? null : { field: 'condition_value', message: `must be one of ${kind.values.join(', ')}` };
    default:
      return null;
  }
}

/** Reads `field` (or `custom_fields.<key>`) from a record. */
export function readField(record: Record<string, unknown> | undefined, field: string): unknown {
  if (!record) return undefined;
  if (field in record) return record[field];
  const dot = field.indexOf('.');
  if (dot < 0) return undefined;
  const parent = record[field.slice(0, dot)];
  return isRecord(parent) ? parent[field.slice(dot + 1)] : undefined;
}

export function evaluateCondition(condition: Condition, view: ChangeView): boolean {
  const current = readField(view.entity, condition.field);
  switch (condition.operator) {
    case 'changed':
      return hasChanged(condition.field, view);
    case 'changed_to':
      if (!hasChanged(condition.field, view)) return false;
      if (condition.kind.kind === 'array') {
        return listHas(current, condition.value) && !listHas(previousValue(condition.field, view), condition.value);
      }
      return valueEquals(condition.kind, current, condition.value);
    case 'equals':
      return valueEquals(condition.kind, current, condition.value);
    case 'not_equals':
      return !valueEquals(condition.kind, current, condition.value);
    case 'contains':
      return typeof current === 'string' ? current.toLowerCase().includes(condition.value.toLowerCase()) : listHas(current, condition.value);
    case 'greater_than':
      return compare(condition.kind, current, condition.value) > 0;
    case 'less_than':
      return compare(condition.kind, current, condition.value) < 0;
  }
}

function hasChanged(field: string, view: ChangeView): boolean {
  const current = readField(view.entity, field);
  if (view.changes === null) return !isEmpty(current);
  const top = field.includes('.') && !(field in view.changes) ? field.slice(0, field.indexOf('.')) : field;
  if (!(top in view.changes)) return false;
  return JSON.stringify(previousValue(field, view) ?? null) !== JSON.stringify(current ?? null);
}

function previousValue(field: string, view: ChangeView): unknown {
  if (view.changes === null) return undefined;
  return readField(view.changes, field);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function listHas(value: unknown, wanted: string): boolean {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const needle = wanted.toLowerCase();
  return list.some((item) => (typeof item === 'string' ? item.toLowerCase() === needle : String(item) === wanted));
}

function valueEquals(kind: FieldKind, current: unknown, value: string): boolean {
  if (value === '') return isEmpty(current);
  if (current === null || current === undefined) return false;
  switch (kind.kind) {
    case 'number':
      return typeof current === 'number' && current === Number(value);
    case 'date':
      return compare(kind, current, value) === 0;
    case 'enum':
      return current === value;
    case 'array':
      return listHas(current, value);
    default:
      if (typeof current === 'number') return isNumeric(value) && current === Number(value);
      if (typeof current === 'string') return current.toLowerCase() === value.toLowerCase();
      if (typeof current === 'boolean') return String(current) === value.toLowerCase();
      return false;
  }
}

/** Sign of current - value; NaN (never true) when either side is not comparable. */
function compare(kind: FieldKind, current: unknown, value: string): number {
  const asDate = kind.kind === 'date' || (kind.kind === 'any' && typeof current === 'string' && isIsoDate(value) && !isNumeric(value));
  if (asDate) {
    if (typeof current !== 'string' || !Number.isFinite(Date.parse(current))) return NaN;
    if (DATE_ONLY.test(value)) {
      const day = new Date(current).toISOString().slice(0, 10);
      return day === value ? 0 : day > value ? 1 : -1;
    }
    return Math.sign(Date.parse(current) - Date.parse(value));
  }
  const number = typeof current === 'number' ? current : typeof current === 'string' && isNumeric(current) ? Number(current) : NaN;
  return Math.sign(number - Number(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
