import { RequestOne } from '@nats-io/nats-core/internal';
import { settleRequestsWithoutStacks } from './nats-internals';

/** What cancel() touches on a request: its timer, its mux and its promise. */
function settledRequest(rejections: unknown[]): RequestOne {
  return Object.assign(Object.create(RequestOne.prototype) as RequestOne, {
    timer: { cancel: () => undefined },
    mux: { cancel: () => undefined },
    deferred: { reject: (err: unknown) => rejections.push(err) },
  });
}

describe('settleRequestsWithoutStacks', () => {
  it('settles a request without capturing a stack, keeps an error passed in, and restores the stack limit', () => {
    settleRequestsWithoutStacks();
    settleRequestsWithoutStacks();
    const rejections: unknown[] = [];
    const limit = Error.stackTraceLimit;
    settledRequest(rejections).cancel();
    const given = new Error('closed');
    settledRequest(rejections).cancel(given);
    expect(Error.stackTraceLimit).toBe(limit);
    const [built, passed] = rejections as [Error, Error];
    expect(built.message).toBe('cancelled');
    // No frames: the first line of a stack is the error itself, frames follow as "    at ...".
    expect(built.stack ?? '').not.toContain('\n    at ');
    expect(passed).toBe(given);
    expect(passed.stack).toContain('\n    at ');
  });
});
