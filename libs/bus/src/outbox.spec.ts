import { EVENT_EXAMPLES } from '@wbk/contracts';
import { newEvent } from './new-event';
import { isAppError } from '@wbk/platform';
import type { Doc } from '@wbk/store';
import { OUTBOX_FIELD, OUTBOX_MAX_BYTES, OUTBOX_PENDING_FIELD, OutboxFullError, isOutboxFullError, mergeUpdates, outboxUpdate, stripOutbox, withOutbox } from './outbox';

const event = (name: string) => {
  const { contact, changes } = EVENT_EXAMPLES['contact.updated'];
  return newEvent({ type: 'contact.updated', workspaceId: 'ws_1', data: { contact: { ...contact, full_name: name }, changes } });
};

describe('outbox helpers', () => {
  it('withOutbox appends to events still pending on the document', () => {
    const first = event('a');
    const second = event('b');
    const doc = withOutbox(withOutbox({ _id: 'c1', name: 'Ada' }, [first]), [second]);

    expect(doc[OUTBOX_FIELD]).toEqual([first, second]);
    expect(doc[OUTBOX_PENDING_FIELD]).toBe(true);
  });

  it('withOutbox leaves the document alone when there is nothing to publish', () => {
    expect(withOutbox({ _id: 'c1' }, [])).toEqual({ _id: 'c1' });
  });

  it('outboxUpdate pushes the events and raises the pending flag', () => {
    const e = event('a');
    expect(outboxUpdate([e])).toEqual({ $push: { _outbox: { $each: [e] } }, $set: { _outbox_pending: true } });
  });

  it('mergeUpdates combines a repository update with the outbox update', () => {
    const e = event('a');
    const merged = mergeUpdates({ $set: { name: 'Ada' }, $inc: { version: 1 } }, outboxUpdate([e]));

    expect(merged).toEqual({
      $set: { name: 'Ada', _outbox_pending: true },
      $inc: { version: 1 },
      $push: { _outbox: { $each: [e] } },
    });
    expect(() => mergeUpdates({ $set: { a: 1 } }, { $set: { a: 2 } })).toThrow('$set.a');
  });

  it('stripOutbox hides the outbox fields', () => {
    const doc = withOutbox({ _id: 'c1', name: 'Ada' }, [event('a')]);
    expect(stripOutbox(doc)).toEqual({ _id: 'c1', name: 'Ada' });
  });
});

describe('outbox cap', () => {
  const bigEvent = (kb: number) => {
    const { contact, changes } = EVENT_EXAMPLES['contact.updated'];
    return newEvent({ type: 'contact.updated', workspaceId: 'ws_1', data: { contact: { ...contact, job_title: 'x'.repeat(kb * 1024) }, changes } });
  };

  it('refuses with 503 a replace that would take the outbox past OUTBOX_MAX_BYTES, leaving the document as it was', () => {
    const perEvent = 512;
    const count = Math.floor(OUTBOX_MAX_BYTES / (perEvent * 1024)) - 1;
    let doc: Doc = { _id: 'c1' };
    for (let i = 0; i < count; i += 1) doc = withOutbox(doc, [bigEvent(perEvent)]);
    const before = doc;
    let refused: unknown;
    try {
      withOutbox(doc, [bigEvent(perEvent), bigEvent(perEvent)]);
    } catch (err) {
      refused = err;
    }
    expect(isOutboxFullError(refused)).toBe(true);
    expect(isAppError(refused) && refused.httpStatus).toBe(503);
    expect((refused as OutboxFullError).bytes).toBeGreaterThan(OUTBOX_MAX_BYTES);
    expect((doc[OUTBOX_FIELD] as unknown[]).length).toBe(count);
    expect(doc).toBe(before);
  });

  it('refuses an update whose own events pass the cap', () => {
    expect(() => outboxUpdate(Array.from({ length: 25 }, () => bigEvent(512)))).toThrow(OutboxFullError);
    expect(outboxUpdate([bigEvent(512)]).$push).toBeDefined();
  });
});
