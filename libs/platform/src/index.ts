export { ERROR_CODES, ERROR_TABLE, assertUnreachable, codeFromGrpc, grpcStatusOf, isErrorCode, type ErrorCode } from './error-codes';
export { AppError, isAppError, notFound, toAppError, validationError, type ErrorDetails, type FieldIssue } from './app-error';
export { ConfigError, env, loadConfigOrExit, parseConfig } from './config';
export { createLogger, type Logger } from './logger';
export { derivedUuid, isUuid, newId, seedDigestId, type SeedHash } from './ids';
export { systemClock, type Clock } from './clock';
export { Shutdown } from './shutdown';
export { SHUTDOWN_DEFAULTS, shutdownBudgetOf, shutdownSettings } from './shutdown-budget';
export { TaskLimit } from './task-limit';
export { jitteredBackoffMs, retryAfterMs } from './retry-timing';
export { ByteBudget } from './byte-budget';
export { MAX_PAGE, type PageRequest } from './pagination';
export { bodyError, parseOrThrow, toFieldIssues, type FieldIssueOptions } from './zod-issues';
export { buildInfo, opsSettings, startOpsServer } from './ops-server';
export { canonicalJson, keyedCreate, keyedRecordId, keyedReplayRefusal, requestHash, reusedKeyConflict, sameKeyedRequest, type KeyStamp, type KeyedCreate } from './keyed-create';
export { planeSettings, requirePlaneCredentials } from './plane-settings';
export { LATENCY_BUCKETS, counter, gauge, histogram, readMetric, sampleValue } from './metrics';
export {
  addDays,
  dateText,
  daysBetween,
  instantOf,
  parseWallTime,
  shiftWall,
  startOfDay,
  wallDifferenceMs,
  wallText,
  wallTimeAt,
  weekdayOf,
  type WallTime,
} from './zoned-time';
export { GroupCommit } from './group-commit';
