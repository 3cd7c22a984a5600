import { WEBHOOK_READ_ONLY_FIELDS } from '@wbk/contracts';

export { bodyError } from '@wbk/platform';

/** Fields a client may read but never write: naming them "read-only" says why they were refused. */
export const READ_ONLY_FIELDS: ReadonlySet<string> = new Set(WEBHOOK_READ_ONLY_FIELDS);
