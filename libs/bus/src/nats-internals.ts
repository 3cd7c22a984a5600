/**
 * The one nats-core internal the bus relies on (nats-core 3.4.0, pinned
 * exactly in package.json for this reason; nats-internals.spec.ts fails
 * loudly if an upgrade changes it).
 */
import { RequestOne } from '@nats-io/nats-core/internal';

const PATCHED = Symbol.for('wbk.nats.requestSettledWithoutStack');

/**
 * nats-core settles every request through cancel(), which rejects the
 * request's promise with a new RequestError("cancelled") even when the
 * answer has just resolved it: an Error and its captured stack built and
 * dropped for every JetStream publish and KV update that succeeds, 2-3% of
 * a busy service's CPU. The error only ever reaches the caller of a request
 * cancelled while pending (the connection closing), where a stack inside
 * the client says nothing; it is built without one. An error passed in is
 * left as it is.
 */
export function settleRequestsWithoutStacks(): void {
  const proto = RequestOne.prototype as RequestOne & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const cancel = proto.cancel;
  proto.cancel = function (this: RequestOne, err?: Error): void {
    if (err !== undefined) return cancel.call(this, err);
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      cancel.call(this);
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  proto[PATCHED] = true;
}
