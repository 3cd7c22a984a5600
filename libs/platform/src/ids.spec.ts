import { derivedUuid, isUuid, seedDigestId } from './ids';

// Ids made from these seeds are stored (run ids, activity ids, delivery ids, record ids of keyed
// creates, credit holds, keyed messages): the values below were produced by the per-service
// helpers these two functions replaced, and must never change.
describe('ids derived from a seed', () => {
  it('give a version-5-layout UUID from SHA-1 or SHA-256, the same for the same seed', () => {
    expect(derivedUuid('seed-1')).toBe('1f748191-b13a-53ca-bccc-b140635dd9f9');
    expect(derivedUuid('workflow-run:wf1:evt-1')).toBe('85d0bad0-0b83-5ac7-aa06-5722c2f087a9');
    expect(derivedUuid('wbk-bulk\u0000w1\u0000key-1\u00003', 'sha256')).toBe('ed5540b1-5a96-517c-8da7-379f8e498ef8');
    expect(derivedUuid('wbk-activity\u0000w1\u0000c1\u0000dedup-1', 'sha256')).toBe('8db25322-c5c6-5eec-8dd2-5e58a7dec73f');
    expect(derivedUuid('wh1\nevt-1', 'sha256')).toBe('db710474-b362-5d9f-84d4-c61d321b2566');
    for (const seed of ['a', 'b', '', 'é\u0000x']) {
      expect(isUuid(derivedUuid(seed))).toBe(true);
      expect(isUuid(derivedUuid(seed, 'sha256'))).toBe(true);
    }
  });

  it('keep the digest-only form of credit holds and keyed messages, which carries no version bits', () => {
    expect(seedDigestId('credit-hold\nw1\nkey-1')).toBe('f5b7612b-7825-043e-dc25-778e95e6cb48');
    expect(seedDigestId('outreach-send\u0000w1\u0000campaign\u0000key-1')).toBe('e9992e8c-81bd-df41-8574-8016cae01b8a');
  });
});
