export {
  ERROR_CODES,
  ERROR_TABLE,
  GRPC_FALLBACK_CODE,
  GrpcStatus,
  assertUnreachable,
  codeFromGrpc,
  grpcStatusOf,
  httpStatusOf,
  isErrorCode,
  type ErrorCode,
  type ErrorMapping,
} from './error-codes';
export { AppError, isAppError, notFound, toAppError, validationError, type ErrorDetails, type FieldIssue } from './app-error';
export { ConfigError, env, loadConfigOrExit, parseConfig } from './config';
export { createLogger, type Logger, type LoggerOptions } from './logger';
export { derivedUuid, isUuid, newId } from './ids';
export { ManualClock, nextUtcMidnight, startOfUtcDay, systemClock, type Clock } from './clock';
export { Shutdown } from './shutdown';
export { SHUTDOWN_DEFAULTS, shutdownBudgetOf, shutdownSettings, type ShutdownBudget } from './shutdown-budget';
export { TaskLimit } from './task-limit';
export { ByteBudget } from './byte-budget';
export { MAX_PAGE, parsePagination, type PageRequest, type PaginationLimits } from './pagination';
export { bodyError, parseOrThrow, toFieldIssues, type FieldIssueOptions } from './zod-issues';
export { buildInfo, opsSettings, startOpsServer, type BuildInfo, type OpsServer, type OpsServerOptions } from './ops-server';
export { canonicalJson, keyedCreate, keyedRecordId, keyedReplayRefusal, requestHash, reusedKeyConflict, sameKeyedRequest, type KeyStamp, type KeyedCreate } from './keyed-create';
export { planeSettings, requirePlaneCredentials, type PlaneSettings } from './plane-settings';
export { LATENCY_BUCKETS, counter, enableProcessMetrics, gauge, histogram, metricsRegistry, readMetric, renderMetrics, sampleValue, type MetricSample } from './metrics';
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
export { mulberry32 } from './seeded-random';
