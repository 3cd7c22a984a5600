import { z } from 'zod';
import type { FuzzBudget } from './run';

/**
 * The only reader of process.env in the fuzzer. `npm test` runs the defaults;
 * `npm run fuzz` (tools/dev/fuzz.mjs) sets a fresh seed and a larger budget,
 * and a failing seed replays exactly with FUZZ_SEED.
 */
const settingsSchema = z.object({
  FUZZ_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20_261_124),
  /** Valid requests per operation. */
  FUZZ_VALID: z.coerce.number().int().min(0).max(100_000).default(8),
  /** Hostile requests per operation. */
  FUZZ_INVALID: z.coerce.number().int().min(0).max(100_000).default(40),
  /** A request-kind prefix: every request of such a kind is printed with its answer, to see what a generator reaches. */
  FUZZ_TRACE: z.string().optional(),
});

export function loadFuzzSettings(source: NodeJS.ProcessEnv = process.env): FuzzBudget {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`fuzz settings are invalid (${problems})`);
  }
  const { FUZZ_SEED, FUZZ_VALID, FUZZ_INVALID, FUZZ_TRACE } = parsed.data;
  return { seed: FUZZ_SEED, validPerOperation: FUZZ_VALID, invalidPerOperation: FUZZ_INVALID, trace: FUZZ_TRACE };
}
