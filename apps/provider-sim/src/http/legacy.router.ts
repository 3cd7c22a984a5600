// LEGACY routes: POST /chat/{channel}/messages, POST /mail/send and GET /sent.
// The workflow engine's current adapter (apps/workflow-engine/src/providers/
// provider-sim-outreach.adapter.ts) and the workflow end-to-end tests use
// them; they stay as they were until the outreach service replaces that
// adapter, then they go. They keep their own log, keyed by X-Workspace-Id, and
// know nothing of the providers' rate limits, reports or control settings.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@wbk/platform';
import type { z } from 'zod';
import { CHANNELS, SentLog, chatMessageSchema, mailSchema, type Channel } from '../domain/legacy-sent-log';
import { SimError, fieldProblems, type SimAnswer } from '../domain/sim-answer';
import { header, readJsonBody, type Route, type RouteContext } from './http-io';

export interface LegacyOptions {
  /** Share of sends answered 500 without sending (SIM_FAIL_RATE). */
  failRate: number;
  random: () => number;
  clock: Clock;
}

const MAX_BODY_BYTES = 1024 * 1024;

function validate<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new SimError(400, 'validation_error', 'the request body is invalid', fieldProblems(result.error.issues));
}

export function legacyRoutes(options: LegacyOptions): Route[] {
  const log = new SentLog();

  /** Shared by both send routes: fault injection, idempotency, then the provider-specific answer. */
  async function handleSend({ req }: RouteContext, kind: 'chat' | 'mail', channel: Channel | null): Promise<SimAnswer | null> {
    const body = await readJsonBody(req, MAX_BODY_BYTES, () => new SimError(400, 'invalid_json', 'body must be valid JSON'));
    const workspaceId = header(req, 'x-workspace-id');
    if (workspaceId === null) throw new SimError(400, 'validation_error', 'header X-Workspace-Id is required');
    const fault = header(req, 'x-sim-fail');
    // 'timeout': never answer, so the caller's deadline is what ends the request.
    if (fault === 'timeout') return null;
    if (fault === '500') throw new SimError(500, 'provider_error', 'simulated provider failure (X-Sim-Fail)');
    const key = header(req, 'idempotency-key');
    const earlier = log.replay(workspaceId, key);
    if (earlier) return earlier;
    if (options.failRate > 0 && options.random() < options.failRate) throw new SimError(500, 'provider_error', 'simulated provider failure (SIM_FAIL_RATE)');

    const request: Record<string, unknown> = kind === 'chat' ? validate(chatMessageSchema, body) : validate(mailSchema, body);
    const id = randomUUID();
    const sentAt = options.clock.now().toISOString();
    const response: SimAnswer =
      kind === 'chat' ? { status: 200, body: { id, status: 'sent', sent_at: sentAt } } : { status: 202, body: { id, status: 'queued' } };
    log.record({ id, workspace_id: workspaceId, kind, channel, idempotency_key: key, request, sent_at: sentAt }, response);
    return response;
  }

  return [
    {
      method: 'GET',
      path: /^\/sent$/,
      async handle({ url }) {
        const workspaceId = url.searchParams.get('workspace_id');
        if (!workspaceId) throw new SimError(400, 'validation_error', 'query workspace_id is required');
        return { status: 200, body: { data: log.list(workspaceId) } };
      },
    },
    { method: 'POST', path: /^\/mail\/send$/, handle: (context) => handleSend(context, 'mail', null) },
    {
      method: 'POST',
      path: /^\/chat\/([^/]+)\/messages$/,
      handle(context) {
        const channel = CHANNELS.find((c) => c === context.params[0]);
        if (channel === undefined) throw new SimError(404, 'not_found', `unknown channel; one of ${CHANNELS.join(', ')}`);
        return handleSend(context, 'chat', channel);
      },
    },
  ];
}
