// How a public route is declared, its shared schemas, parsing and the OpenAPI document.
export {
  API_TAGS,
  acceptsIdempotencyKey,
  bodyPermissions,
  defineRoute,
  pathParamNames,
  routePermissions,
  type ApiTag,
  type BodyPermission,
  type HttpMethod,
  type RouteContract,
  type SuccessStatus,
} from './route-contract';
export {
  calendarDate,
  canonicalId,
  dataEnvelope,
  deletedRecord,
  errorBody,
  idParams,
  idSchema,
  jsonObject,
  namedPageEnvelope,
  pageEnvelope,
  pageMeta,
  pageOf,
  pageQuery,
  queryInt,
  queryText,
  timestamp,
  uuid,
  type ErrorBody,
  type PageLimits,
} from './schemas';
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmailAddress } from './email-address';
export { isPlainObject, jsonDepth } from './json';
export { API_VERSION, OPENAPI_PATH, buildOpenApiDocument, declaredResponseHeaders, errorCodesOf, serializeOpenApiDocument, type OpenApiDocument } from './openapi';
export { PUBLIC_ROUTES } from './public-routes';
export { parseBody, parseQuery, unknownQueryIssues } from './parse';
