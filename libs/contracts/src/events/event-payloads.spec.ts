import { EVENT_TYPES, INTERNAL_EVENTS, WEBHOOK_EVENTS, type EventType } from './event-catalog';
import { EVENT_EXAMPLES } from './event-examples';
import { EVENT_PAYLOADS, checkEventPayload } from './event-payloads';
import type { EventEnvelope } from './event-envelope';
import { webhookEventJsonSchema, webhookEventTypes } from './webhook-event-types';

const envelope = (event: string, data: Record<string, unknown>): EventEnvelope => ({
  id: '4d2c7a1e-9b3f-4e8a-8c6d-1f0e2b3a4c5d',
  event,
  occurred_at: '2026-11-24T09:30:00.000Z',
  workspace_id: 'ws_1',
  data,
  causation: { root_id: '4d2c7a1e-9b3f-4e8a-8c6d-1f0e2b3a4c5d', depth: 0 },
});

describe('EVENT_PAYLOADS', () => {
  it('has one schema per event type, public and internal (36)', () => {
    expect(Object.keys(EVENT_PAYLOADS).sort()).toEqual([...EVENT_TYPES].sort());
    expect(EVENT_TYPES).toHaveLength(WEBHOOK_EVENTS.length + INTERNAL_EVENTS.length);
    expect(EVENT_TYPES).toHaveLength(36);
  });

  it.each(EVENT_TYPES)('parses the example of %s to exactly itself', (type: EventType) => {
    const example = EVENT_EXAMPLES[type];
    expect(EVENT_PAYLOADS[type].parse(example)).toEqual(example);
  });

  it('declares closed payloads: the document says exactly what is sent', () => {
    const { contact } = EVENT_EXAMPLES['contact.created'];
    expect(EVENT_PAYLOADS['contact.created'].safeParse({ contact: { ...contact, nickname: 'JD' } }).success).toBe(false);
    expect(EVENT_PAYLOADS['contact.created'].safeParse({ contact, extra: true }).success).toBe(false);
  });
});

describe('checkEventPayload', () => {
  it('returns the envelope itself, untouched, when its data parses', () => {
    const event = envelope('deal.updated', EVENT_EXAMPLES['deal.updated']);
    const result = checkEventPayload(event, ['deal.updated']);
    expect(result).toEqual({ ok: true, event });
    expect(result.ok && result.event).toBe(event);
  });

  it('names the type and the first issues of a payload that does not parse', () => {
    const { task } = EVENT_EXAMPLES['task.updated'];
    const result = checkEventPayload(envelope('task.updated', { task: { ...task, status: 'done', priority: 9, title: 1, id: 2 } }), ['task.updated']);
    expect(result.ok).toBe(false);
    const error = result.ok ? '' : result.error;
    expect(error).toMatch(/^task\.updated payload does not match its schema: data\.task\.\w+: .+; data\.task\.\w+: .+; data\.task\.\w+: .+ \(\+2 more\)$/);
  });

  it('lets a consumer take a payload with fields it does not know yet, at any depth, and still checks the ones it does', () => {
    const { deals, changes } = EVENT_EXAMPLES['deal.bulk_updated'];
    const ahead = { deals: [{ ...deals[0]!, won_reason: 'price' }], count: 1, changes, batch_id: 'b1' };
    expect(checkEventPayload(envelope('deal.bulk_updated', ahead), ['deal.bulk_updated']).ok).toBe(true);
    const wrong = { ...ahead, deals: [{ ...deals[0]!, won_reason: 'price', probability: 'high' }] };
    expect(checkEventPayload(envelope('deal.bulk_updated', wrong), ['deal.bulk_updated'])).toEqual({
      ok: false,
      error: 'deal.bulk_updated payload does not match its schema: data.deals.0.probability: Invalid input: expected number, received string',
    });
    const { workflow, ...rest } = EVENT_EXAMPLES['workflow.auto_disabled'];
    const withConfig = { ...rest, workflow: { ...workflow, action_config: { ...workflow.action_config, assignee: 'x' }, paused: false } };
    expect(checkEventPayload(envelope('workflow.auto_disabled', withConfig), ['workflow.auto_disabled']).ok).toBe(true);
  });

  it('refuses an unknown type and a type the consumer does not take', () => {
    expect(checkEventPayload(envelope('deal.exploded', {}), ['deal.updated'])).toEqual({ ok: false, error: 'unknown event type "deal.exploded"' });
    expect(checkEventPayload(envelope('deal.created', EVENT_EXAMPLES['deal.created']), ['deal.updated'])).toEqual({
      ok: false,
      error: 'event type deal.created is not one this consumer takes (deal.updated)',
    });
  });
});

describe('webhook event types', () => {
  const types = webhookEventTypes();

  it('lists every public type once, catalog and operational, with a group and a description', () => {
    expect(types.map((t) => t.type)).toEqual([...WEBHOOK_EVENTS]);
    for (const entry of types) {
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.group).not.toBe('Internal');
    }
  });

  it('describes the whole delivered body as a self-contained JSON Schema (draft 2020-12)', () => {
    const schema = webhookEventJsonSchema('contact.created') as {
      $schema: string;
      properties: Record<string, { const?: string }>;
      required: string[];
      $defs: Record<string, object>;
    };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(['event', 'delivery_id', 'occurred_at', 'workspace_id', 'data']);
    expect(schema.properties['event']).toMatchObject({ const: 'contact.created' });
    expect(schema).not.toHaveProperty('id');
    for (const entry of types) {
      const text = JSON.stringify(entry.schema);
      // Every reference resolves inside the schema itself.
      for (const [, name] of text.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)) expect((entry.schema['$defs'] as Record<string, unknown>)[name!]).toBeDefined();
      expect(text).not.toMatch(/"\$ref":"#\/(?!\$defs\/)/);
    }
  });
});
