import type { Clock } from '@wbk/platform';
import { EnrichmentDataset } from './enrichment-dataset';
import { EnrichmentDirectory } from './enrichment-directory';
import { VendorControls } from './enrichment-vendors';
import { TokenBucketLimiter } from './rate-limiter';

export interface EnrichmentStateOptions {
  /** SIM_PEOPLE. */
  people: number;
  /** SIM_DATASET_SEED. */
  seed: number;
  clock: Clock;
  /** A draw in [0, 1) per call, for fault injection. */
  random: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The enrichment vendors' and the prospector's data, faults and counters. */
export interface EnrichmentState {
  directory: EnrichmentDirectory;
  controls: VendorControls;
  limiter: TokenBucketLimiter;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export function createEnrichmentState(options: EnrichmentStateOptions): EnrichmentState {
  return {
    directory: new EnrichmentDirectory(new EnrichmentDataset(options.seed, options.people)),
    controls: new VendorControls(),
    limiter: new TokenBucketLimiter(options.clock),
    random: options.random,
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  };
}

/** Back to the state at start: no added people, default faults, zero counts, full rate buckets. */
export function resetEnrichmentState(state: EnrichmentState): void {
  state.directory.reset();
  state.controls.reset();
  state.limiter.clear();
}
