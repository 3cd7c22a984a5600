import type { Filter } from '@wbk/store';

/**
 * Live (not deleted) records. Deletes are tombstones (deleted_at set, with the
 * *.deleted event in the same write). As in MongoDB, `null` also matches a
 * missing field (the DocStore contract), so records written by other slices
 * without the field count as live.
 */
export const NOT_DELETED: Filter = { deleted_at: null };
