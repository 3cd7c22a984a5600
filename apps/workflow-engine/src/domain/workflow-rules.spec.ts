import { EVENT_EXAMPLES } from '@wbk/contracts';
import { loopVerdict } from './workflow-loop';
import { runIdOf, shouldRetry } from './workflow-run';
import { resolveMergeTokens } from './workflow-tokens';
import { triggerChangeOf } from './workflow-trigger';

const ROOT = '11111111-1111-4111-8111-111111111111';
const WF = '22222222-2222-4222-8222-222222222222';

describe('merge tokens', () => {
  it('resolve against the triggering entity, nested in the config', () => {
    const out = resolveMergeTokens({ subject: 'Hi {{ contact.full_name }}', nested: ['{{contact.tags}}'], n: 3 }, 'contact', { full_name: 'Jane Doe', tags: ['a', 'b'] });
    expect(out).toEqual({ config: { subject: 'Hi Jane Doe', nested: ['a, b'], n: 3 }, warnings: [] });
  });

  it('leave an unknown or foreign token visible and warn', () => {
    const out = resolveMergeTokens({ body: '{{deal.name}} / {{contact.nope}} / {{contact.email}}' }, 'contact', { email: null });
    expect(out.config['body']).toBe('{{deal.name}} / {{contact.nope}} / ');
    expect(out.warnings).toHaveLength(2);
  });
});

describe('loop safety', () => {
  it('never fires on its own change and stops deep chains with a reason', () => {
    expect(loopVerdict({ root_id: ROOT, depth: 1, workflow_id: WF }, WF, 5)).toEqual({ fire: false, record: false, reason: 'self' });
    expect(loopVerdict({ root_id: ROOT, depth: 4, workflow_id: ROOT }, WF, 5)).toEqual({ fire: true });
    expect(loopVerdict({ root_id: ROOT, depth: 5 }, WF, 5)).toMatchObject({ fire: false, record: true, reason: expect.stringContaining('5 deep') });
  });
});

describe('runs', () => {
  it('derive one stable UUID per (workflow, event)', () => {
    expect(runIdOf(WF, ROOT)).toBe(runIdOf(WF, ROOT));
    expect(runIdOf(WF, ROOT)).not.toBe(runIdOf(ROOT, WF));
    expect(runIdOf(WF, ROOT)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('retry while attempts <= retries and the failure is retryable', () => {
    expect(shouldRetry(1, 3, true)).toBe(true);
    expect(shouldRetry(3, 3, true)).toBe(true);
    expect(shouldRetry(4, 3, true)).toBe(false);
    expect(shouldRetry(1, 3, false)).toBe(false);
  });

  it('read the entity and changes of trigger events', () => {
    const base = { id: ROOT, occurred_at: '2026-01-01T00:00:00Z', workspace_id: 'w', causation: { root_id: ROOT, depth: 0 } };
    const { deal } = EVENT_EXAMPLES['deal.updated'];
    expect(triggerChangeOf({ ...base, event: 'deal.updated', data: { deal, changes: { stage: 'a' } } })).toMatchObject({ entityType: 'deal', entityId: deal.id, entity: deal, changes: { stage: 'a' } });
    const { email } = EVENT_EXAMPLES['email.received'];
    expect(triggerChangeOf({ ...base, event: 'email.received', data: { email } })).toEqual({ entityType: 'email', entityId: email.id, entity: email, changes: null });
    const { meeting, changes } = EVENT_EXAMPLES['meeting.updated'];
    expect(triggerChangeOf({ ...base, event: 'meeting.updated', data: { meeting, changes } })).toMatchObject({ entityType: 'meeting', changes });
  });
});
