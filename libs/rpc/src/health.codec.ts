import type * as grpc from '@grpc/grpc-js';

/**
 * grpc.health.v1 messages (proto/grpc/health/v1/health.proto) encoded by hand:
 * two one-field messages do not justify locating and parsing a proto file at
 * runtime in every process and every client. health.codec.spec.ts checks these
 * bytes against the proto file, in the same shape proto-loader produces
 * (enums as names).
 */

export type ServingStatus = 'UNKNOWN' | 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';

export interface HealthCheckRequest {
  service: string;
}

export interface HealthCheckResponse {
  status: ServingStatus;
}

const STATUS_NAMES: readonly ServingStatus[] = ['UNKNOWN', 'SERVING', 'NOT_SERVING', 'SERVICE_UNKNOWN'];
const EMPTY = Buffer.alloc(0);

// Wire types of the protobuf encoding.
const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

function readVarint(buf: Buffer, offset: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let pos = offset;
  for (;;) {
    if (pos >= buf.length) throw new Error('truncated varint');
    const byte = buf[pos++]!;
    // Multiplication, not <<, so values past 2^31 stay positive.
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, pos];
    shift += 7;
    if (shift > 63) throw new Error('varint too long');
  }
}

function writeVarint(value: number, out: number[]): void {
  let rest = value;
  while (rest > 0x7f) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** Visits each field of a message, skipping the bytes of fields the visitor ignores. */
function forEachField(buf: Buffer, visit: (field: number, wireType: number, buf: Buffer, offset: number) => number | undefined): void {
  let pos = 0;
  while (pos < buf.length) {
    const [key, afterKey] = readVarint(buf, pos);
    const field = Math.floor(key / 8);
    const wireType = key % 8;
    const consumed = visit(field, wireType, buf, afterKey);
    if (consumed !== undefined) {
      pos = consumed;
      continue;
    }
    switch (wireType) {
      case VARINT:
        pos = readVarint(buf, afterKey)[1];
        break;
      case FIXED64:
        pos = afterKey + 8;
        break;
      case LENGTH_DELIMITED: {
        const [len, afterLen] = readVarint(buf, afterKey);
        pos = afterLen + len;
        break;
      }
      case FIXED32:
        pos = afterKey + 4;
        break;
      default:
        throw new Error(`unsupported wire type ${wireType}`);
    }
  }
  if (pos > buf.length) throw new Error('truncated message');
}

export function encodeCheckRequest(request: HealthCheckRequest): Buffer {
  if (request.service === '') return EMPTY;
  const text = Buffer.from(request.service, 'utf8');
  const head: number[] = [(1 << 3) | LENGTH_DELIMITED];
  writeVarint(text.length, head);
  return Buffer.concat([Buffer.from(head), text]);
}

export function decodeCheckRequest(buf: Buffer): HealthCheckRequest {
  let service = '';
  forEachField(buf, (field, wireType, data, offset) => {
    if (field !== 1 || wireType !== LENGTH_DELIMITED) return undefined;
    const [len, start] = readVarint(data, offset);
    if (start + len > data.length) throw new Error('truncated string');
    service = data.toString('utf8', start, start + len);
    return start + len;
  });
  return { service };
}

export function encodeCheckResponse(response: HealthCheckResponse): Buffer {
  const value = STATUS_NAMES.indexOf(response.status);
  if (value <= 0) return EMPTY;
  return Buffer.from([(1 << 3) | VARINT, value]);
}

export function decodeCheckResponse(buf: Buffer): HealthCheckResponse {
  let status: ServingStatus = 'UNKNOWN';
  forEachField(buf, (field, wireType, data, offset) => {
    if (field !== 1 || wireType !== VARINT) return undefined;
    const [value, next] = readVarint(data, offset);
    // An unknown enum number from a newer peer reads as UNKNOWN, as proto3 allows.
    status = STATUS_NAMES[value] ?? 'UNKNOWN';
    return next;
  });
  return { status };
}

export const HEALTH_SERVICE_NAME = 'grpc.health.v1.Health';
export const HEALTH_CHECK_PATH = `/${HEALTH_SERVICE_NAME}/Check`;

/** Check only: Watch is not registered, so grpc-js answers it UNIMPLEMENTED. */
export const HEALTH_SERVICE_DEFINITION = {
  Check: {
    path: HEALTH_CHECK_PATH,
    requestStream: false,
    responseStream: false,
    requestSerialize: encodeCheckRequest,
    requestDeserialize: decodeCheckRequest,
    responseSerialize: encodeCheckResponse,
    responseDeserialize: decodeCheckResponse,
    originalName: 'check',
  },
} satisfies grpc.ServiceDefinition;
