// send_email / send_channel_message against a small in-process
// OutreachAutomationService (testing/fake-outreach-server.fixture.ts) that
// records the typed requests it receives; the real service's handling is
// tested in apps/outreach. What matters here: the request outreach gets
// (context with the run's idempotency key and causation, named fields) and
// which answers a retry can help.
import type { EventEnvelope } from '@wbk/contracts';
import { AppError, createLogger, type ErrorCode } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { findProtoRoot } from '@wbk/rpc';
import { FAKE_MESSAGE_ID, startFakeOutreach, type FakeOutreach } from '../testing/fake-outreach-server.fixture';
import type { ActionContext } from '../domain/workflow-action';
import { runActionOver, type ClosableRunAction } from '../testing/run-action.fixture';
import { subjectOf } from './actions/send-channel-message.action';

const WS = '11111111-1111-4111-8111-111111111111';
const WORKFLOW = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';
const ROOT = '44444444-4444-4444-8444-444444444444';

const logger = createLogger({ service: 'outreach-actions-test', level: 'silent' });
let outreach: FakeOutreach;
let executor: ClosableRunAction;

const trigger: EventEnvelope = { id: '77777777-7777-4777-8777-777777777777', event: 'contact.updated', occurred_at: '2026-03-01T09:00:00.000Z', workspace_id: WS, data: {}, causation: { root_id: ROOT, depth: 1 } };
const context: ActionContext = { workspaceId: WS, workflowId: WORKFLOW, runId: RUN, trigger, entity: { id: 'c1' }, entityType: 'contact' };

beforeAll(async () => {
  outreach = await startFakeOutreach();
  executor = runActionOver({ crmAddress: '127.0.0.1:1', dispatcherAddress: '127.0.0.1:1', outreachAddress: outreach.address, protoRoot: findProtoRoot(__dirname), logger, clock: new ManualClock() });
});

afterAll(async () => {
  executor.close();
  await outreach.stop();
});

beforeEach(() => {
  outreach.calls.length = 0;
  outreach.failWith = null;
});

const expectedContext = { workspace_id: WS, request_id: RUN, idempotency_key: RUN, causation: { root_id: ROOT, depth: 1, workflow_id: WORKFLOW } };

describe('send_email', () => {
  it('sends through SendMessage on channel email with the run as idempotency key and the trigger\'s causation', async () => {
    const outcome = await executor.execute('send_email', { to: 'jane@example.com', subject: 'Welcome', body: 'Dear Jane' }, context);
    expect(outcome).toEqual({ ok: true, result: { message_id: FAKE_MESSAGE_ID, status: 'sent' } });
    expect(outreach.calls).toEqual([
      { method: 'SendMessage', request: expect.objectContaining({ context: expectedContext, channel: 'email', recipient: 'jane@example.com', subject: 'Welcome', message: 'Dear Jane', format: '' }) },
    ]);
  });

  it('refuses a config without to, subject and body before calling anyone', async () => {
    expect(await executor.execute('send_email', { to: 'jane@example.com' }, context)).toMatchObject({ ok: false, retryable: false });
    expect(outreach.calls).toEqual([]);
  });
});

describe('send_channel_message', () => {
  it('sends the channel, recipient and message; email gets the first line as subject', async () => {
    expect(await executor.execute('send_channel_message', { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'New matter' }, context)).toEqual({
      ok: true,
      result: { channel: 'chat_a', message_id: FAKE_MESSAGE_ID, status: 'sent' },
    });
    expect(outreach.calls[0]!.request).toMatchObject({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'New matter' });
    expect(outreach.calls[0]!.request).not.toHaveProperty('subject');
    await executor.execute('send_channel_message', { channel: 'email', recipient: 'jane@example.com', message: 'Hearing moved\nDetails follow' }, context);
    expect(outreach.calls[1]!.request).toMatchObject({ subject: 'Hearing moved' });
    expect(subjectOf(`${'x'.repeat(200)}`)).toHaveLength(120);
  });
});

describe('outreach answers as run outcomes', () => {
  it.each<[ErrorCode, boolean]>([
    ['validation_error', false],
    ['not_found', false],
    ['conversation_required', false],
    ['recipient_suppressed', false],
    ['insufficient_permissions', false],
    ['provider_error', true],
    ['service_unavailable', true],
    ['upstream_timeout', true],
  ])('%s is retryable: %s', async (code, retryable) => {
    outreach.failWith = new AppError(code, 'refused');
    const outcome = await executor.execute('send_channel_message', { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' }, context);
    expect(outcome).toMatchObject({ ok: false, retryable, error: expect.stringContaining(code) });
  });

  it('an unreachable outreach is a retryable failure', async () => {
    const offline = runActionOver({ crmAddress: '127.0.0.1:1', dispatcherAddress: '127.0.0.1:1', outreachAddress: '127.0.0.1:1', protoRoot: findProtoRoot(__dirname), logger, clock: new ManualClock() });
    try {
      expect(await offline.execute('send_email', { to: 'jane@example.com', subject: 'S', body: 'B' }, context)).toMatchObject({ ok: false, retryable: true });
    } finally {
      offline.close();
    }
    // Each attempt first waits out the client's ready wait for the absent peer.
  }, 20_000);
});
