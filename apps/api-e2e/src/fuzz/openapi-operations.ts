// Reads the OpenAPI document the gateway serves into the shape the fuzzer and
// the isolation sweep need: one entry per operation, its parameters, its body
// schema with every $ref resolved, and the statuses it documents.

export type JsonSchema = Record<string, unknown>;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /v1/contacts/{id}/notes`: how failures name an operation. */
  key: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  template: string;
  parameters: OperationParameter[];
  /** The JSON body's schema, refs resolved; undefined for operations without a body. */
  body?: JsonSchema;
  bodyRequired: boolean;
  example?: unknown;
  statuses: number[];
}

interface RawOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'patch', 'delete'] as const;

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDoc): Operation[] {
  const resolve = refResolver(document);
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (raw === undefined) continue;
      const json = raw.requestBody?.content?.['application/json'];
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase() as Operation['method'],
        template,
        parameters: (raw.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({ name: p.name, in: p.in as OperationParameter['in'], required: p.required === true, schema: resolve(p.schema ?? {}) })),
        ...(json?.schema !== undefined ? { body: resolve(json.schema) } : {}),
        bodyRequired: raw.requestBody?.required === true,
        ...(json?.example !== undefined ? { example: json.example } : {}),
        statuses: Object.keys(raw.responses ?? {}).map(Number),
      });
    }
  }
  return operations;
}

/** A copy of the schema with every `#/components/schemas/X` ref replaced by its target (the document has no cycles in request schemas). */
function refResolver(document: OpenApiDoc): (schema: JsonSchema) => JsonSchema {
  const schemas = document.components?.schemas ?? {};
  const resolve = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((entry) => resolve(entry, depth));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const name = record.$ref.replace('#/components/schemas/', '');
      if (depth > 20) return {};
      return resolve(schemas[name] ?? {}, depth + 1);
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolve(v, depth)]));
  };
  return (schema) => resolve(schema, 0) as JsonSchema;
}

export function pathParameters(operation: Operation): OperationParameter[] {
  return operation.parameters.filter((p) => p.in === 'path');
}

export function queryParameters(operation: Operation): OperationParameter[] {
  return operation.parameters.filter((p) => p.in === 'query');
}

/** The template with each `{name}` replaced by its (URL-encoded unless raw) value. */
export function fillPath(template: string, values: Record<string, string>, raw = false): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return raw ? value : encodeURIComponent(value);
  });
}

export function isWrite(operation: Operation): boolean {
  return operation.method !== 'GET';
}
