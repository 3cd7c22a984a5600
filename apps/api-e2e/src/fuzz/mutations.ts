import fc from 'fast-check';
import { fillPath, pathParameters, type JsonSchema, type Operation } from './openapi-operations';
import { serialise, validParts, withQuery, type FixtureContext, type FuzzRequest, type RequestParts } from './requests';

/**
 * Hostile variants of a valid request: each takes the parts of a valid
 * request and breaks one thing, the way an attacker or a broken client would.
 * The kind names what was broken, so a failure says how to reproduce it.
 */
type Mutation = (operation: Operation, parts: RequestParts) => fc.Arbitrary<FuzzRequest> | undefined;

export const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype', '$where', '$gt', '$set', 'a.b', '$', '.', 'hasOwnProperty', 'toString', '__defineGetter__'];

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffX',
  '..',
  '%2e%2e',
  '%2F..%2Fworkspaces',
  '%00',
  '__proto__',
  'constructor',
  '$where',
  'a.b',
  '%7B%22%24gt%22%3A%22%22%7D',
  'x'.repeat(5_000),
  '%E2%80%AE%F0%9F%98%80',
  '%FF%FE',
  '1e309',
  '-1',
];

const BAD_DATES = ['2026-13-45', '2026-02-30T10:00:00Z', 'yesterday', '0000-00-00T00:00:00Z', '+275760-09-13T00:00:00.001Z', '2026-11-24T25:61:61Z', '', '1732406400', '2026-11-24T10:00:00+99:00'];

/** Number literals JSON.stringify cannot produce, spliced into the body text. */
const BAD_NUMBER_TEXT = ['1e400', '-1e400', '-0', '1.5', '9007199254740993', '18446744073709551616', '-9223372036854775809', '0.0000000000000000000000001', '"12"', '[]', '1E2', '0x10', 'NaN', 'Infinity'];

type Shape = { path: string[]; schema: JsonSchema };

/** Every property of the body schema (nested objects included), with its path. */
function shapesOf(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): Shape[] {
  if (schema === undefined || depth > 3) return [];
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).flatMap(([name, property]) => [
    { path: [...prefix, name], schema: property },
    ...shapesOf(property, [...prefix, name], depth + 1),
    ...(property.type === 'array' && property.items !== undefined ? shapesOf(property.items as JsonSchema, [...prefix, name, '0'], depth + 1) : []),
  ]);
}

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null') ?? 'null';
  return (schema.type as string | undefined) ?? (schema.properties ? 'object' : 'string');
}

/** A deep copy of the body with the value at `path` replaced (objects and arrays created on the way). */
export function setAt(body: unknown, path: string[], value: unknown): unknown {
  const root: unknown = structuredClone(body ?? {});
  let node = root as Record<string, unknown>;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    if (node[segment] === null || typeof node[segment] !== 'object') node[segment] = /^\d+$/.test(path[index + 1]!) ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
  return root;
}

const bodyRequest = (operation: Operation, parts: RequestParts, kind: string, text: string | Buffer, contentType = 'application/json'): FuzzRequest => ({
  ...serialise(operation, { ...parts, body: undefined }, kind),
  headers: { ...parts.headers, 'content-type': contentType },
  body: text,
});

const marker = '"__FUZZ_VALUE__"';

/** The body as JSON text with one value spliced in as raw text (what JSON.stringify cannot write). */
function withRawValue(body: unknown, path: string[], raw: string): string {
  return JSON.stringify(setAt(body, path, '__FUZZ_VALUE__')).replace(marker, raw);
}

const bodyMutations: Record<string, Mutation> = {
  'body:wrong-type': (op, parts) => {
    const shapes = shapesOf(op.body);
    if (shapes.length === 0) return undefined;
    return fc.tuple(fc.constantFrom(...shapes), fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 })))
      .filter(([shape, value]) => jsonType(value) !== typeOf(shape.schema))
      .map(([shape, value]) => serialise(op, { ...parts, body: setAt(parts.body, shape.path, value) }, `body:wrong-type(${shape.path.join('.')})`));
  },
  'body:oversize': (op, parts) => {
    const shapes = shapesOf(op.body).filter((s) => ['string', 'array'].includes(typeOf(s.schema)));
    if (shapes.length === 0) return undefined;
    return fc.constantFrom(...shapes).map((shape) => {
      const isArray = typeOf(shape.schema) === 'array';
      const limit = Number(isArray ? (shape.schema.maxItems ?? 1_000) : (shape.schema.maxLength ?? 60_000)) + 1;
      const value = isArray ? Array.from({ length: limit }, () => 'x') : 'x'.repeat(limit);
      return serialise(op, { ...parts, body: setAt(parts.body, shape.path, value) }, `body:oversize(${shape.path.join('.')})`);
    });
  },
  'body:nesting': (op, parts) =>
    fc.tuple(fc.integer({ min: 20, max: 300 }), fc.constantFrom(...topKeys(op))).map(([depth, key]) =>
      bodyRequest(op, parts, `body:nesting(${depth})`, withRawValue(parts.body, [key], `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
    ),
  'body:deep-nesting': (op, parts) =>
    fc.integer({ min: 2_000, max: 5_000 }).map((depth) => bodyRequest(op, parts, `body:deep-nesting(${depth})`, withRawValue(parts.body, [topKeys(op)[0]!], `${'['.repeat(depth)}${']'.repeat(depth)}`))),
  'body:unknown-field': (op, parts) =>
    fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.jsonValue({ maxDepth: 2 })).filter(([key]) => !topKeys(op).includes(key)).map(([key, value]) =>
      serialise(op, { ...parts, body: { ...asObject(parts.body), [key]: value } }, `body:unknown-field(${key})`),
    ),
  'body:special-key': (op, parts) => {
    const objects = [[], ...shapesOf(op.body).filter((s) => typeOf(s.schema) === 'object').map((s) => s.path)];
    return fc.tuple(fc.constantFrom(...SPECIAL_KEYS), fc.constantFrom(...objects), fc.constantFrom('1', '{"polluted":true}', '{"$ne":null}', '"x"')).map(([key, at, raw]) => {
      // The key is written as text: a JavaScript object cannot carry an own `__proto__` through JSON.stringify.
      const text = withRawValue(parts.body, [...at, '__FUZZ_KEY__'], raw).replace('"__FUZZ_KEY__"', JSON.stringify(key));
      return bodyRequest(op, parts, `body:special-key(${[...at, key].join('/')})`, text);
    });
  },
  'body:chunked-oversize': (op, parts) =>
    fc.integer({ min: 1_100_000, max: 3_000_000 }).map((size) => ({
      ...bodyRequest(op, parts, `body:chunked-oversize(${size})`, withRawValue(parts.body, [topKeys(op)[0]!], JSON.stringify('x'.repeat(size)))),
      chunked: true,
    })),
  'body:not-an-object': (op, parts) => fc.constantFrom('[]', '[{}]', '"text"', '42', 'null', 'true', '""').map((text) => bodyRequest(op, parts, `body:not-an-object(${text})`, text)),
  'body:bad-json': (op, parts) =>
    fc.constantFrom('{', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '{"a":1 /* c */}', '{"a":NaN}', '{"a":"\\ud800"}', '{"a":"\u0000"}', '{"a":1,"a":{"$gt":""}}', ' ').map((text) =>
      bodyRequest(op, parts, `body:bad-json(${text.slice(0, 20)})`, text),
    ),
  'body:encoding': (op, parts) => {
    const json = JSON.stringify(parts.body ?? {});
    return fc.constantFrom(
      ['utf16', Buffer.from(`\ufeff${json}`, 'utf16le'), 'application/json; charset=utf-16'],
      ['bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]), 'application/json'],
      ['invalid-utf8', withInvalidUtf8(json), 'application/json'],
      ['latin1-charset', Buffer.from(json, 'latin1'), 'application/json; charset=latin1'],
      ['text-plain', Buffer.from(json), 'text/plain'],
      ['form', Buffer.from('a=1&b[$gt]=2&__proto__[x]=1'), 'application/x-www-form-urlencoded'],
      ['multipart', Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'), 'multipart/form-data; boundary=b'],
      ['no-content-type', Buffer.from(json), ''],
      ['gzip-claimed', Buffer.from(json), 'application/json', { 'content-encoding': 'gzip' }],
    ).map(([name, bytes, contentType, extra]) => {
      const request = bodyRequest(op, parts, `body:encoding(${name as string})`, bytes as Buffer, contentType as string);
      if (contentType === '') delete request.headers['content-type'];
      return { ...request, headers: { ...request.headers, ...((extra as Record<string, string> | undefined) ?? {}) } };
    });
  },
  'body:dates': (op, parts) => {
    const shapes = shapesOf(op.body).filter((s) => s.schema.format === 'date' || s.schema.format === 'date-time' || /(_at|_date|since|until)$/.test(s.path.at(-1) ?? ''));
    if (shapes.length === 0) return undefined;
    return fc.tuple(fc.constantFrom(...shapes), fc.constantFrom(...BAD_DATES)).map(([shape, date]) => serialise(op, { ...parts, body: setAt(parts.body, shape.path, date) }, `body:dates(${shape.path.join('.')}=${date})`));
  },
  'body:numbers': (op, parts) => {
    const shapes = shapesOf(op.body).filter((s) => ['integer', 'number'].includes(typeOf(s.schema)));
    if (shapes.length === 0) return undefined;
    return fc.tuple(fc.constantFrom(...shapes), fc.constantFrom(...BAD_NUMBER_TEXT)).map(([shape, raw]) => bodyRequest(op, parts, `body:numbers(${shape.path.join('.')}=${raw})`, withRawValue(parts.body, shape.path, raw)));
  },
};

/** The object's JSON text with one more string member whose bytes are not UTF-8. */
function withInvalidUtf8(json: string): Buffer {
  const open = json === '{}' || !json.startsWith('{') ? '{' : `${json.slice(0, -1)},`;
  return Buffer.concat([Buffer.from(`${open}"n":"`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function asObject(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function topKeys(op: Operation): string[] {
  const keys = Object.keys((op.body?.properties as Record<string, unknown> | undefined) ?? {});
  return keys.length > 0 ? keys : ['value'];
}

const pathMutation: Mutation = (op, parts) => {
  const names = pathParameters(op).map((p) => p.name);
  if (names.length === 0) return undefined;
  return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...BAD_IDS, '__UPPER__')).map(([name, bad]) => {
    const value = bad === '__UPPER__' ? (parts.pathValues[name] ?? '').toUpperCase() : bad;
    const path = withQuery(fillPath(op.template, { ...parts.pathValues, [name]: value }, true), parts.query);
    return { ...serialise(op, parts, `path:id(${name}=${value.slice(0, 30)})`), path };
  });
};

const queryMutation: Mutation = (op, parts) => {
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const base = fillPath(op.template, parts.pathValues);
  const raw = [
    'unknown_param=1',
    'page=0',
    'page=-1',
    'page=1e9',
    'page=1.5',
    'per_page=100000',
    'per_page=abc',
    'page=1&page=2',
    'page[]=1',
    'page[$gt]=0',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'a.b=1',
    '$where=1',
    `q=${'x'.repeat(10_000)}`,
    '%ZZ=1',
    'page=%00',
    ...names.flatMap((name) => [`${name}=${'%FF'}`, `${name}[$ne]=x`, `${name}=2026-13-45`, `${name}=${encodeURIComponent('{"$gt":""}')}`, `${name}=`]),
  ];
  return fc.constantFrom(...raw).map((query) => ({ ...serialise(op, parts, `query:${query.slice(0, 40)}`), path: `${base}?${query}` }));
};

const headerMutation: Mutation = (op, parts) =>
  fc
    .constantFrom<Array<[string, Record<string, string | undefined>]>>(
      ['no-auth', { authorization: undefined }],
      ['auth-empty-bearer', { authorization: 'Bearer ' }],
      ['auth-basic', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['auth-garbage-key', { authorization: `Bearer ${'k'.repeat(4_000)}` }],
      ['auth-lowercase-scheme', { authorization: (parts.headers.authorization ?? '').replace('Bearer', 'bearer') }],
      ['auth-two-keys', { authorization: `${parts.headers.authorization ?? ''}, Bearer other` }],
      ['auth-trailing-space', { authorization: `${parts.headers.authorization ?? ''} ` }],
      ['idempotency-not-uuid', { 'idempotency-key': 'not-a-uuid' }],
      ['idempotency-long', { 'idempotency-key': 'k'.repeat(5_000) }],
      ['idempotency-empty', { 'idempotency-key': '' }],
      ['content-type-json-patch', { 'content-type': 'application/json-patch+json' }],
      ['content-type-charset-bogus', { 'content-type': 'application/json; charset=bogus-8' }],
      ['accept-xml', { accept: 'application/xml' }],
      ['request-id-long', { 'x-request-id': 'r'.repeat(4_000) }],
      ['request-id-injection', { 'x-request-id': 'a\tb {"$gt":""}' }],
      ['forwarded-for-junk', { 'x-forwarded-for': 'not-an-ip, 10.0.0.1, ::1, 999.1.1.1' }],
      ['method-override', { 'x-http-method-override': 'DELETE' }],
    )
    .map(([name, changes]) => {
      const request = serialise(op, parts, `header:${name}`);
      for (const [header, value] of Object.entries(changes)) {
        if (value === undefined) delete request.headers[header];
        else request.headers[header] = value;
      }
      return request;
    });

export const MUTATION_KINDS = [...Object.keys(bodyMutations), 'path:id', 'query', 'header'];

/** An invalid (or at least hostile) request for the operation, each mutation kind equally likely where it applies. */
export function invalidRequest(operation: Operation, context: FixtureContext): fc.Arbitrary<FuzzRequest> {
  return validParts(operation, context).chain((parts) => {
    const candidates = [
      ...(operation.body !== undefined ? Object.values(bodyMutations).map((mutation) => mutation(operation, parts)) : []),
      pathMutation(operation, parts),
      queryMutation(operation, parts),
      headerMutation(operation, parts),
    ].filter((arbitrary): arbitrary is fc.Arbitrary<FuzzRequest> => arbitrary !== undefined);
    return fc.oneof(...candidates);
  });
}

export function validRequest(operation: Operation, context: FixtureContext): fc.Arbitrary<FuzzRequest> {
  return validParts(operation, context).map((parts) => serialise(operation, parts));
}
