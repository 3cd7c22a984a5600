import { SEND_BODY_LIMIT_BYTES } from '@wbk/contracts';
import type { ProviderSends } from '../domain/provider-send.service';
import { isProvider } from '../domain/providers';
import type { SendFamily } from '../domain/send-family';
import { SimError } from '../domain/sim-answer';
import { header, readJsonBody, type Route } from './http-io';

/** Outreach's own body limit plus room for the adapter's re-encoding (JSON escapes, headers). */
export const SEND_BODY_MAX_BYTES = SEND_BODY_LIMIT_BYTES + 2 * 1024 * 1024;
const KEY_MAX = 255;

/**
 * `POST /providers/{provider}/messages` for the providers `path` matches:
 * X-Account-Id and Idempotency-Key are required, the body is the family's.
 */
export function providerSendRoute<B>(path: RegExp, family: SendFamily<B>, sends: ProviderSends): Route {
  return {
    method: 'POST',
    path,
    async handle({ req, params }) {
      const provider = params[0] ?? '';
      if (!isProvider(provider)) throw new SimError(404, 'not_found', `unknown provider ${provider}`);
      const body = await readJsonBody(req, SEND_BODY_MAX_BYTES, () => new SimError(400, 'invalid_request', 'the body must be JSON'));
      const accountId = header(req, 'x-account-id');
      if (accountId === null) throw new SimError(400, 'invalid_request', 'header X-Account-Id is required (the workspace id)');
      const idempotencyKey = header(req, 'idempotency-key');
      if (idempotencyKey === null) throw new SimError(400, 'invalid_request', 'header Idempotency-Key is required on sends');
      if (idempotencyKey.length > KEY_MAX) throw new SimError(400, 'invalid_request', `header Idempotency-Key must be at most ${KEY_MAX} characters`);
      return sends.send(family, { provider, accountId, idempotencyKey, body });
    },
  };
}
