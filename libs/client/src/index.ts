export { createWbkClient, WbkClient, type ApiBody, type ApiPath, type ApiResult, type Method, type Operation, type RawClient, type WbkClientOptions } from './client';
export { retryAfterSeconds, type RetryOptions } from './rate-limit-retry';
export type { components, operations, paths } from './generated/openapi';
