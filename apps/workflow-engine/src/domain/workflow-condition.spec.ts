import { evaluateCondition, type Condition } from './workflow-condition';
import { conditionFieldKind } from './workflow-fields';
import type { Operator } from './workflow-types';

function cond(entity: 'contact' | 'deal' | 'task' | 'email', field: string, operator: Operator, value = ''): Condition {
  const kind = conditionFieldKind(entity, field);
  if (!kind) throw new Error(`no field ${field}`);
  return { field, operator, value, kind };
}

const deal = { id: 'd1', name: 'Acme Expansion', stage: 'proposal', status: 'won', estimated_value: 5000, tags: ['VIP', 'q3'], closed_date: '2026-03-05T10:00:00.000Z' };

describe('evaluateCondition', () => {
  it('equals / not_equals compare text without case and enums exactly', () => {
    expect(evaluateCondition(cond('deal', 'stage', 'equals', 'Proposal'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'status', 'equals', 'won'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'status', 'not_equals', 'won'), { entity: deal, changes: {} })).toBe(false);
    expect(evaluateCondition(cond('deal', 'stage', 'equals', ''), { entity: { ...deal, stage: null }, changes: {} })).toBe(true);
  });

  it('contains works on text (substring) and lists (element)', () => {
    expect(evaluateCondition(cond('deal', 'name', 'contains', 'acme'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'tags', 'contains', 'vip'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'tags', 'contains', 'v'), { entity: deal, changes: {} })).toBe(false);
  });

  it('greater_than / less_than on numbers and dates', () => {
    expect(evaluateCondition(cond('deal', 'estimated_value', 'greater_than', '4999.5'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'estimated_value', 'less_than', '5000'), { entity: deal, changes: {} })).toBe(false);
    expect(evaluateCondition(cond('deal', 'estimated_value', 'greater_than', '1'), { entity: { ...deal, estimated_value: null }, changes: {} })).toBe(false);
    expect(evaluateCondition(cond('deal', 'closed_date', 'greater_than', '2026-03-04'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'closed_date', 'equals', '2026-03-05'), { entity: deal, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('deal', 'closed_date', 'less_than', '2026-03-05T09:00:00Z'), { entity: deal, changes: {} })).toBe(false);
  });

  it('changed needs the field among changes with a different previous value', () => {
    expect(evaluateCondition(cond('deal', 'stage', 'changed'), { entity: deal, changes: { stage: 'lead' } })).toBe(true);
    expect(evaluateCondition(cond('deal', 'stage', 'changed'), { entity: deal, changes: { name: 'x' } })).toBe(false);
    expect(evaluateCondition(cond('deal', 'stage', 'changed'), { entity: deal, changes: { stage: 'proposal' } })).toBe(false);
    // created: every field with a value is new
    expect(evaluateCondition(cond('deal', 'stage', 'changed'), { entity: deal, changes: null })).toBe(true);
    expect(evaluateCondition(cond('deal', 'closed_date', 'changed'), { entity: { ...deal, closed_date: null }, changes: null })).toBe(false);
  });

  it('changed_to needs the change and the new value; on lists the value was just added', () => {
    expect(evaluateCondition(cond('deal', 'status', 'changed_to', 'won'), { entity: deal, changes: { status: 'open' } })).toBe(true);
    expect(evaluateCondition(cond('deal', 'status', 'changed_to', 'won'), { entity: deal, changes: {} })).toBe(false);
    expect(evaluateCondition(cond('deal', 'status', 'changed_to', 'lost'), { entity: deal, changes: { status: 'open' } })).toBe(false);
    expect(evaluateCondition(cond('deal', 'tags', 'changed_to', 'vip'), { entity: deal, changes: { tags: ['q3'] } })).toBe(true);
    expect(evaluateCondition(cond('deal', 'tags', 'changed_to', 'vip'), { entity: deal, changes: { tags: ['VIP'] } })).toBe(false);
  });

  it('reads contact custom fields by their kind at run time', () => {
    const contact = { id: 'c1', custom_fields: { score: 42, tier: 'Gold' } };
    expect(evaluateCondition(cond('contact', 'custom_fields.score', 'greater_than', '40'), { entity: contact, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('contact', 'custom_fields.tier', 'equals', 'gold'), { entity: contact, changes: {} })).toBe(true);
    expect(evaluateCondition(cond('contact', 'custom_fields.tier', 'changed'), { entity: contact, changes: { custom_fields: { score: 42, tier: 'Silver' } } })).toBe(true);
    expect(evaluateCondition(cond('contact', 'custom_fields.score', 'changed'), { entity: contact, changes: { custom_fields: { score: 42, tier: 'Silver' } } })).toBe(false);
  });
});
