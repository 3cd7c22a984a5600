import { isAppError, type FieldIssue } from '@wbk/platform';
import { applyWorkflowPatch, parseCreateWorkflow, parsePatchWorkflow } from './workflow.schema';

const valid = {
  name: 'Deal won',
  condition_entity: 'deal',
  condition_field: 'status',
  condition_operator: 'changed_to',
  condition_value: 'won',
  action_type: 'send_email',
  action_config: { to: '{{deal.owner_user_id}}@acme.test', subject: 'Won {{deal.name}}', body: 'Congrats' },
};

function fields(body: unknown): FieldIssue[] {
  try {
    parseCreateWorkflow(body);
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields;
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('workflow definition rules', () => {
  it('accepts a valid definition and applies defaults', () => {
    expect(parseCreateWorkflow(valid)).toMatchObject({ max_triggers_per_day: 100, enabled: true });
  });

  it('names every missing required field and unknown key', () => {
    const names = fields({ name: 'x', extra: 1 }).map((f) => f.field);
    expect(names).toEqual(expect.arrayContaining(['condition_entity', 'condition_field', 'condition_operator', 'condition_value', 'action_type', 'action_config', 'extra']));
  });

  it('refuses a field the entity does not have, naming condition_field', () => {
    expect(fields({ ...valid, condition_field: 'stage_idx' })).toEqual([{ field: 'condition_field', message: expect.stringContaining('not a deal field') }]);
  });

  it('applies the operator matrix', () => {
    expect(fields({ ...valid, condition_field: 'name', condition_operator: 'greater_than', condition_value: '3' })[0]?.field).toBe('condition_operator');
    expect(fields({ ...valid, condition_field: 'estimated_value', condition_operator: 'contains', condition_value: '3' })[0]?.field).toBe('condition_operator');
    expect(fields({ ...valid, condition_field: 'estimated_value', condition_operator: 'greater_than', condition_value: 'abc' })[0]?.field).toBe('condition_value');
    expect(fields({ ...valid, condition_field: 'closed_date', condition_operator: 'less_than', condition_value: '5 March' })[0]?.field).toBe('condition_value');
    expect(fields({ ...valid, condition_value: 'archived' })[0]?.message).toContain('open, won, lost');
    expect(fields({ ...valid, condition_operator: 'changed', condition_value: 'won' })[0]?.field).toBe('condition_value');
    expect(parseCreateWorkflow({ ...valid, condition_operator: 'changed', condition_value: '' }).condition_operator).toBe('changed');
  });

  it('validates action_config per action type', () => {
    expect(fields({ ...valid, action_config: { to: 'a@b.co', subject: 's', body: 'b', cc: 'x' } })).toEqual([{ field: 'action_config.cc', message: 'is not a known field' }]);
    expect(fields({ ...valid, action_type: 'webhook', action_config: { url: 'http://example.com' } })[0]?.field).toBe('action_config.url');
    expect(fields({ ...valid, action_type: 'send_channel_message', action_config: { channel: 'sms', recipient: 'r', message: 'm' } })[0]?.field).toBe('action_config.channel');
    expect(fields({ ...valid, action_type: 'send_channel_message', action_config: { channel: 'chat_a', recipient: 'r', message: 'x'.repeat(4097) } })[0]?.field).toBe('action_config.message');
    expect(fields({ ...valid, action_type: 'create_task', action_config: { title: 'Call' } })[0]?.field).toBe('action_config.due_in_days');
    expect(fields({ ...valid, action_type: 'send_channel_message', action_config: { channel: 'chat_c', recipient: '07700 900123', message: 'm' } })).toEqual([
      { field: 'action_config.recipient', message: 'must be a phone number in E.164 form, e.g. +447700900123 for channel chat_c, or a merge token' },
    ]);
    expect(parseCreateWorkflow({ ...valid, action_type: 'send_channel_message', action_config: { channel: 'chat_c', recipient: '{{contact.phone}}', message: 'm' } }).action_type).toBe('send_channel_message');
    expect(fields({ ...valid, action_type: 'update_field', action_config: { field: 'created_date', value: 'x' } })[0]?.field).toBe('action_config.field');
    expect(fields({ ...valid, action_type: 'update_field', action_config: { field: 'probability', value: 'high' } })[0]?.field).toBe('action_config.value');
    expect(fields({ ...valid, condition_entity: 'email', condition_field: 'subject', condition_operator: 'contains', condition_value: 'x', action_type: 'update_field', action_config: { field: 'subject', value: 'x' } })[0]?.message).toContain('cannot be written');
    expect(parseCreateWorkflow({ ...valid, action_type: 'update_field', action_config: { field: 'probability', value: '{{deal.probability}}' } }).action_type).toBe('update_field');
  });

  // A body may be 1 MiB; an address pattern that backtracks on a long run of dots held the engine's event loop for minutes.
  it.each([
    ['send_email', (to: string) => ({ to, subject: 's', body: 'b' }), 'action_config.to'],
    ['send_channel_message', (recipient: string) => ({ channel: 'email', recipient, message: 'm' }), 'action_config.recipient'],
  ] as const)('refuses a megabyte-long %s address within 200 ms, naming the limit', (actionType, config, field) => {
    const body = { ...valid, action_type: actionType, action_config: config(`a@${'.'.repeat(1_000_000)}@`) };
    let elapsed = Infinity;
    let issues: FieldIssue[] = [];
    // The fastest of up to three tries: a busy machine can stall one; a backtracking pattern is slow every time.
    for (let attempt = 0; attempt < 3 && elapsed >= 200; attempt += 1) {
      const started = performance.now();
      issues = fields(body);
      elapsed = Math.min(elapsed, performance.now() - started);
    }
    expect(issues).toEqual([{ field, message: 'must be at most 320 characters' }]);
    expect(elapsed).toBeLessThan(200);
  });

  it('requires at least one field on PATCH', () => {
    expect(() => parsePatchWorkflow({})).toThrow('at least one');
    expect(parsePatchWorkflow({ enabled: true })).toEqual({ enabled: true });
  });

  it('stores action_config as parsed by the shape of its action_type', () => {
    const parsed = parseCreateWorkflow({ ...valid, action_config: { to: ' ops@acme.test ', subject: ' Won ', body: 'Congrats' } });
    expect(parsed.action_config).toEqual({ to: 'ops@acme.test', subject: 'Won', body: 'Congrats' });
  });

  it('applies a PATCH to the stored definition, checks the whole and answers only the patched fields', () => {
    const stored = parseCreateWorkflow(valid);
    expect(applyWorkflowPatch(stored, parsePatchWorkflow({ action_config: { to: 'a@b.co', subject: ' s ', body: 'b' } }))).toEqual({ action_config: { to: 'a@b.co', subject: 's', body: 'b' } });
    expect(applyWorkflowPatch(stored, parsePatchWorkflow({ enabled: false }))).toEqual({ enabled: false });
    // The stored send_email config does not fit a webhook action.
    expect(() => applyWorkflowPatch(stored, parsePatchWorkflow({ action_type: 'webhook' }))).toThrow();
  });
});
