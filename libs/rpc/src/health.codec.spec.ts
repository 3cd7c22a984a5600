import { decodeCheckRequest, decodeCheckResponse, encodeCheckRequest, encodeCheckResponse, type ServingStatus } from './health.codec';
import { findProtoRoot, loadServiceDefinition } from './proto.loader';

// The hand codec must agree with the standard proto both ways. protobufjs also
// writes default values, which proto3 leaves out, so bytes are compared only
// for non-default values.
const standard = loadServiceDefinition(findProtoRoot(__dirname), 'grpc/health/v1/health.proto', 'grpc.health.v1.Health')['Check']!;

describe('grpc.health.v1 codec', () => {
  it.each(['', 'wbk.crm.v1.CrmService', 'ünïcode.Service', 'x'.repeat(300)])('encodes HealthCheckRequest %# like the proto', (service) => {
    const ours = encodeCheckRequest({ service });
    const theirs = Buffer.from(standard.requestSerialize({ service }));
    if (service !== '') expect(theirs).toEqual(ours);
    expect(decodeCheckRequest(theirs)).toEqual({ service });
    expect(decodeCheckRequest(ours)).toEqual({ service });
    expect(standard.requestDeserialize(ours)).toEqual({ service });
  });

  it.each<ServingStatus>(['UNKNOWN', 'SERVING', 'NOT_SERVING', 'SERVICE_UNKNOWN'])('encodes HealthCheckResponse %s like the proto', (status) => {
    const ours = encodeCheckResponse({ status });
    const theirs = Buffer.from(standard.responseSerialize({ status }));
    if (status !== 'UNKNOWN') expect(theirs).toEqual(ours);
    expect(decodeCheckResponse(theirs)).toEqual({ status });
    expect(decodeCheckResponse(ours)).toEqual({ status });
    expect(standard.responseDeserialize(ours)).toEqual({ status });
  });

  it('skips fields it does not know and reads unknown enum numbers as UNKNOWN', () => {
    // field 2 (varint 5), field 3 (string "ab"), then status = 9
    const buf = Buffer.from([0x10, 0x05, 0x1a, 0x02, 0x61, 0x62, 0x08, 0x09]);
    expect(decodeCheckResponse(buf)).toEqual({ status: 'UNKNOWN' });
    expect(decodeCheckResponse(Buffer.from([0x10, 0x05, 0x08, 0x01]))).toEqual({ status: 'SERVING' });
  });

  it('rejects a truncated message', () => {
    expect(() => decodeCheckRequest(Buffer.from([0x0a, 0x05, 0x61]))).toThrow(/truncated/);
  });
});
