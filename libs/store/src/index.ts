export {
  DuplicateKeyError,
  isDuplicateKeyError,
  type Collection,
  type Doc,
  type DocStore,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexSpec,
  type SortSpec,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from './doc-store';
export { openStore, type StoreOptions } from './open-store';
export { openConfiguredStore, requireMongoUrl, storeSettings, type StoreSettings } from './store-settings';
export { insertOnce, storedForOtherRequest, type InsertOnceResult } from './insert-once';
export { UnsupportedQueryError, isUnsupportedQueryError } from './query-errors';
export {
  StorableKeyError,
  assertStorableDoc,
  assertStorableFilter,
  assertStorableUpdate,
  isStorableKeyError,
  unstorableKeyReason,
} from './storable-keys';
