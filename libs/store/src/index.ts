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
// openStore({ kind: 'embedded', dataDir }) | openStore({ kind: 'mongo', url, database }) is added by the adapters.
