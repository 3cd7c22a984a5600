export {
  checkPublicUrl,
  checkTarget,
  defaultLookup,
  isBlockedAddress,
  parsePublicUrl,
  type LookupAddress,
  type LookupFn,
  type ParsedTarget,
  type UrlCheckFailure,
  type UrlCheckResult,
} from './url-guard';
export { ownHostCheck, type OwnHostCheck, type OwnHostsOptions } from './own-hosts';
export { getPublicUrl, type PublicGetFailure, type PublicGetFailureKind, type PublicGetOptions, type PublicGetResult, type PublicGetSuccess } from './public-get';
export { isOpenBreaker, keyedBreakers, type BreakerTuning, type KeyedBreakers, type KeyedBreakersOptions } from './keyed-breakers';
export {
  createJsonHttp,
  type Classified,
  type JsonAnswer,
  type JsonHttp,
  type JsonHttpOptions,
  type JsonOutcome,
  type JsonRequest,
  type NoAnswerCause,
} from './json-http';
