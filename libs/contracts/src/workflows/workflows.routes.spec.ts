import { buildOpenApiDocument } from '../http/openapi';
import { ACTION_CONFIG_SCHEMAS } from './workflow-action.schemas';
import { workflowRoutes } from './workflows.routes';

describe('the workflow routes', () => {
  const document = buildOpenApiDocument(Object.values(workflowRoutes));
  const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: Record<string, { oneOf?: Array<{ $ref: string }> }> }>;

  it.each(['WorkflowCreate', 'WorkflowUpdate'])('%s shows action_config as one of the five shapes, each a component', (name) => {
    const oneOf = schemas[name]?.properties?.['action_config']?.oneOf ?? [];
    expect(oneOf).toHaveLength(Object.keys(ACTION_CONFIG_SCHEMAS).length);
    for (const { $ref } of oneOf) expect(schemas[$ref.replace('#/components/schemas/', '')]).toBeDefined();
  });

  it.each([
    ['send_email', { to: '{{contact.email}}', subject: 'Welcome, {{contact.first_name}}', body: 'Thank you for instructing us.' }],
    ['create_task', { title: 'Call {{contact.full_name}}', due_in_days: 0, priority: 'urgent', assigned_to_user_id: 'user-1' }],
    ['send_channel_message', { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'New matter: {{deal.name}}' }],
    ['webhook', { url: 'https://hooks.example.com/matters', secret: 'a-secret-of-16-chars-or-more' }],
    ['update_field', { field: 'tags', value: ['priority-client'] }],
  ] as const)('accepts a %s config and refuses an unknown key in it', (action, config) => {
    expect(ACTION_CONFIG_SCHEMAS[action].safeParse(config).success).toBe(true);
    expect(ACTION_CONFIG_SCHEMAS[action].safeParse({ ...config, extra: 1 }).success).toBe(false);
  });

  it('measures a text field as sent: padding does not carry an oversized value past its limit', () => {
    const padded = { channel: 'chat_b', recipient: `{{${' '.repeat(100_000)}`, message: 'New matter' };
    const answer = ACTION_CONFIG_SCHEMAS.send_channel_message.safeParse(padded);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]).toMatchObject({ path: ['recipient'], message: 'must be at most 320 characters' });
    expect(ACTION_CONFIG_SCHEMAS.send_channel_message.safeParse({ ...padded, recipient: ' conv_1 ' }).data?.recipient).toBe('conv_1');
  });
});
