import { AppError } from '@wbk/platform';
import { MongoInvalidArgumentError, MongoServerError } from 'mongodb';

const DUPLICATE_KEY = 11000;
/** BSONObjectTooLarge, and the update and upsert forms of "the resulting document is over 16 MiB". */
const TOO_LARGE = new Set([10334, 17419, 17420]);

interface WriteErrorLike {
  code?: number;
  errmsg?: string;
}

function firstWriteError(err: MongoServerError): WriteErrorLike | undefined {
  const writeErrors = (err as { writeErrors?: WriteErrorLike[] }).writeErrors;
  return Array.isArray(writeErrors) ? writeErrors[0] : undefined;
}

/** The unique index a write collided on, or null when the error is not a duplicate key. */
export function duplicateIndexName(err: unknown): string | null {
  if (!(err instanceof MongoServerError)) return null;
  const first = firstWriteError(err);
  const code = first?.code ?? err.code;
  if (code !== DUPLICATE_KEY) return null;
  const message = first?.errmsg ?? err.message;
  return /index: (\S+) dup key/.exec(message)?.[1] ?? 'unique index';
}

/** The server refused a document over 16 MiB, or the driver refused to send one. */
export function isDocumentTooLarge(err: unknown): boolean {
  if (err instanceof MongoInvalidArgumentError) return /larger than the maximum size/.test(err.message);
  if (!(err instanceof MongoServerError)) return false;
  const code = firstWriteError(err)?.code ?? err.code;
  return typeof code === 'number' && TOO_LARGE.has(code);
}

/**
 * A write MongoDB refused because the document would pass 16 MiB. The records
 * that grow by writes are those whose events wait for NATS (libs/bus caps a
 * replaced outbox itself, but a pushed one only MongoDB can see), so the
 * caller is told to retry: 503, the write not applied.
 */
export class DocumentTooLargeError extends AppError {
  constructor(readonly collection: string) {
    super('service_unavailable', 'This record cannot grow any further until the changes waiting to be published as events are sent; retry in a minute');
    this.name = 'DocumentTooLargeError';
  }
}
