import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * fast-check arbitraries for values a JSON Schema (the subset our OpenAPI
 * document uses) accepts. Ids are drawn from the records the test created when
 * the field's name says what it points at, so valid requests reach real data.
 */
export interface SchemaContext {
  /** Known ids for a field such as `contact_id` / `contact_ids`; empty when none. */
  idsFor(field: string): string[];
}

const FREE_FORM_SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype', '$where', '$set', 'a.b', '.', '$', 'toString'];

/** An object with every entry as an own property, `__proto__` included (plain assignment would set the prototype). */
function ownEntries(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const UUID_PATTERN = /^\^\[0-9a-fA-F\]\{8\}/;
const MAX_GENERATED_ITEMS = 3;

export function valueOf(schema: JsonSchema, context: SchemaContext, field = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return fc.oneof(...(options as JsonSchema[]).map((option) => valueOf(option, context, field)));
  }
  if (Array.isArray(schema.allOf)) return valueOf(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema, context, field);
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type === undefined ? inferType(schema) : [schema.type as string];
  const nonNull = type.filter((t) => t !== 'null');
  const base = nonNull.length === 0 ? fc.constant(null) : fc.oneof(...nonNull.map((t) => ofType(t, schema, context, field)));
  return type.includes('null') ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function inferType(schema: JsonSchema): string[] {
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return ['string'];
}

function ofType(type: string, schema: JsonSchema, context: SchemaContext, field: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, context, field);
    case 'integer':
      return fc.integer({ min: bound(schema.minimum, -1_000_000), max: bound(schema.maximum, 1_000_000) });
    case 'number':
      return fc.double({ min: bound(schema.minimum, -1_000_000), max: bound(schema.maximum, 1_000_000), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = bound(schema.minItems, 0);
      const maxLength = Math.max(minLength, Math.min(bound(schema.maxItems, MAX_GENERATED_ITEMS), MAX_GENERATED_ITEMS));
      return fc.array(valueOf(items, context, field), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, context);
    default:
      return fc.constant(null);
  }
}

function bound(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function objectOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.deprecated === true && !required.has(name)) continue;
    shape[name] = valueOf(property, context, name);
  }
  const free = schema.additionalProperties;
  if (Object.keys(shape).length === 0 && free !== undefined && free !== false) {
    // A free-form map (custom_fields, metadata): plain word keys with scalar values.
    // Keys a document store or a JavaScript object treats specially are valid here and must round-trip.
    const key = fc.oneof({ arbitrary: fc.stringMatching(/^[a-z][a-z_]{0,11}$/), weight: 3 }, { arbitrary: fc.constantFrom(...FREE_FORM_SPECIAL_KEYS), weight: 1 });
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant({ $gt: '' }));
    return fc.uniqueArray(fc.tuple(key, value), { maxLength: 3, selector: ([k]) => k }).map(ownEntries);
  }
  return fc.record(shape, { requiredKeys: [...required].filter((name) => name in shape) });
}

function stringOf(schema: JsonSchema, context: SchemaContext, field: string): fc.Arbitrary<string> {
  const minLength = bound(schema.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(bound(schema.maxLength, 40), 60));
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (schema.format === 'uuid' || (pattern !== undefined && UUID_PATTERN.test(pattern))) {
    const ids = context.idsFor(field);
    return ids.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength || schema.maxLength === undefined);
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= Math.max(maxLength, 2048));
    case 'date':
      return isoDate().map((date) => date.slice(0, 10));
    case 'date-time':
      return isoDate();
  }
  if (pattern !== undefined && pattern.includes('(?=')) {
    // Look-aheads (hostnames, emails) are beyond stringMatching; the dedicated arbitraries fit them.
    return (pattern.includes('@') ? fc.emailAddress() : fc.domain()).filter((value) => value.length >= minLength && value.length <= bound(schema.maxLength, 253));
  }
  if (pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(pattern)).filter((value) => value.length >= minLength && value.length <= bound(schema.maxLength, 10_000));
    } catch {
      // Patterns JavaScript cannot compile without flags fall back to plain text.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((value) => value.length >= minLength && value.length <= bound(schema.maxLength, maxLength));
}

function isoDate(): fc.Arbitrary<string> {
  return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString());
}
