import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('enrichment config', () => {
  it('has the documented defaults, and no prospector unless one is given', () => {
    const config = parseConfig(configSchema, {});
    expect(config).toMatchObject({
      GRPC_PORT: 50056,
      OPS_PORT: 9466,
      ENRICH_VENDOR_ORDER: ['vendor_a', 'vendor_b'],
      ENRICH_CONFIDENCE_FLOOR: 0.6,
      ENRICH_CACHE_HIT_TTL_SECONDS: 604_800,
      ENRICH_CACHE_MISS_TTL_SECONDS: 86_400,
      STORE: 'embedded',
    });
    expect(config.PROSPECTOR_URL).toBeUndefined();
    expect(parseConfig(configSchema, { PROSPECTOR_URL: '' }).PROSPECTOR_URL).toBeUndefined();
  });

  it('reads the vendor order and refuses unknown, repeated or missing vendors and a floor outside 0..1', () => {
    expect(parseConfig(configSchema, { ENRICH_VENDOR_ORDER: ' vendor_b , vendor_a' }).ENRICH_VENDOR_ORDER).toEqual(['vendor_b', 'vendor_a']);
    for (const order of ['vendor_c', 'vendor_a,vendor_a', ',']) {
      expect(() => parseConfig(configSchema, { ENRICH_VENDOR_ORDER: order })).toThrow(/ENRICH_VENDOR_ORDER/);
    }
    expect(() => parseConfig(configSchema, { ENRICH_CONFIDENCE_FLOOR: '1.5' })).toThrow(/ENRICH_CONFIDENCE_FLOOR/);
    expect(() => parseConfig(configSchema, { PROSPECTOR_URL: 'not a url' })).toThrow(/PROSPECTOR_URL/);
  });
});
