import { EVENT_EXAMPLES } from '@wbk/contracts';
import { newEvent } from './new-event';
import { OUTBOX_FIELD, OUTBOX_PENDING_FIELD, mergeUpdates, outboxUpdate, stripOutbox, withOutbox } from './outbox';

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
