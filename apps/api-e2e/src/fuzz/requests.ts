import fc from 'fast-check';
import { fillPath, pathParameters, queryParameters, type JsonSchema, type Operation } from './openapi-operations';
import { objectOf, valueOf, type SchemaContext } from './schema-arbitrary';

/** One HTTP request as the fuzzer sends it: the path is sent byte for byte, the body as given. */
export interface FuzzRequest {
  operation: Operation;
  /** `valid`, or the mutation that made it invalid (e.g. `body:special-key`). */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent with `Transfer-Encoding: chunked` (no Content-Length), in 64 KiB pieces. */
  chunked?: boolean;
}

/** What a valid request is made of before it is serialised, so mutations can work on its parts. */
export interface RequestParts {
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  body?: unknown;
  headers: Record<string, string>;
}

export interface FixtureContext extends SchemaContext {
  /** The id of the record a path parameter names, e.g. `/v1/contacts/{id}` -> a contact's id. */
  pathId(operation: Operation, parameter: string): string;
  authorization: string;
}

/** Valid parts for an operation: path ids of real records, schema-valid query and body (the document's example weighted in). */
export function validParts(operation: Operation, context: FixtureContext): fc.Arbitrary<RequestParts> {
  const pathValues = Object.fromEntries(pathParameters(operation).map((p) => [p.name, context.pathId(operation, p.name)]));
  const query = fc
    .tuple(
      ...queryParameters(operation).map((p) =>
        fc.option(valueOf(p.schema, context, p.name).map((value) => [p.name, String(value)] as [string, string]), { nil: undefined, freq: 2 }),
      ),
    )
    .map((entries) => entries.filter((entry): entry is [string, string] => entry !== undefined));
  const body: fc.Arbitrary<unknown> =
    operation.body === undefined
      ? fc.constant(undefined)
      : fc.oneof(
          { arbitrary: fc.constant(withKnownIds(operation.example ?? {}, context)), weight: 1 },
          { arbitrary: bodyOf(operation.body, context), weight: 3 },
        );
  const idempotency = operation.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  const headers = idempotency ? fc.option(fc.uuid().map((key) => ({ 'idempotency-key': key })), { nil: {}, freq: 2 }) : fc.constant({});
  return fc.record({ query, body, headers }).map(({ query: q, body: b, headers: h }) => ({
    pathValues,
    query: q,
    body: b,
    headers: { authorization: context.authorization, ...h },
  }));
}

function bodyOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return schema.type === 'object' || schema.properties !== undefined ? objectOf(schema, context) : valueOf(schema, context);
}

/** The document's example with every id-looking field pointed at a real record where one is known. */
function withKnownIds(example: unknown, context: SchemaContext, field = ''): unknown {
  if (Array.isArray(example)) return example.map((entry) => withKnownIds(entry, context, field));
  if (example !== null && typeof example === 'object') {
    return Object.fromEntries(Object.entries(example).map(([k, v]) => [k, withKnownIds(v, context, k)]));
  }
  if (typeof example === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(example)) return context.idsFor(field)[0] ?? example;
  return example;
}

/** The request the parts describe, the body as JSON. */
export function serialise(operation: Operation, parts: RequestParts, kind = 'valid'): FuzzRequest {
  const headers = { ...parts.headers };
  let body: string | undefined;
  if (parts.body !== undefined) {
    body = JSON.stringify(parts.body);
    headers['content-type'] ??= 'application/json';
  }
  return { operation, kind, method: operation.method, path: withQuery(fillPath(operation.template, parts.pathValues), parts.query), headers, ...(body !== undefined ? { body } : {}) };
}

export function withQuery(path: string, query: Array<[string, string]>): string {
  if (query.length === 0) return path;
  return `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
