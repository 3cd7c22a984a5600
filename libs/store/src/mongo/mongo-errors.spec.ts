import { isAppError } from '@wbk/platform';
import { MongoInvalidArgumentError, MongoServerError } from 'mongodb';
import { DocumentTooLargeError, duplicateIndexName, isDocumentTooLarge } from './mongo-errors';

describe('MongoDB errors the adapter maps', () => {
  it('tells a document over 16 MiB, as the server or the driver refuses it', () => {
    expect(isDocumentTooLarge(new MongoServerError({ code: 17419, errmsg: 'Resulting document after update is larger than 16777216' }))).toBe(true);
    expect(isDocumentTooLarge(new MongoServerError({ code: 10334, errmsg: 'BSONObj size: 16800000 (0x1005F00) is invalid' }))).toBe(true);
    expect(isDocumentTooLarge(new MongoInvalidArgumentError('Document is larger than the maximum size 16777216'))).toBe(true);
    expect(isDocumentTooLarge(new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error collection: t.c index: email_1 dup key' }))).toBe(false);
    expect(isDocumentTooLarge(new Error('larger than the maximum size'))).toBe(false);
  });

  it('answers a document too large as 503 service_unavailable, telling the caller to retry', () => {
    const err = new DocumentTooLargeError('contacts');
    expect(isAppError(err)).toBe(true);
    expect(err.httpStatus).toBe(503);
    expect(err.message).toMatch(/retry/);
  });

  it('names the index of a duplicate key', () => {
    expect(duplicateIndexName(new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error collection: t.c index: email_1 dup key: { email: "a" }' }))).toBe('email_1');
    expect(duplicateIndexName(new Error('E11000'))).toBeNull();
  });
});
