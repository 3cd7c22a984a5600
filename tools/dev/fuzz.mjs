// `npm run fuzz`: install and build like `npm test`, then the fuzzer and the
// isolation sweep against a real stack with a larger budget than `npm test`
// gives them. FUZZ_SEED, FUZZ_VALID and FUZZ_INVALID (requests per operation)
// override the defaults below; a failing seed replays exactly with FUZZ_SEED.
import { bootstrap, run } from './bootstrap.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();
bootstrap();

process.env.FUZZ_SEED ??= String(Date.now() % 2_147_483_647);
process.env.FUZZ_VALID ??= '40';
process.env.FUZZ_INVALID ??= '160';
console.log(`fuzz: seed ${process.env.FUZZ_SEED}, ${process.env.FUZZ_VALID} valid and ${process.env.FUZZ_INVALID} hostile requests per operation`);
const status = run('npx', ['jest', '-c', 'apps/api-e2e/jest.integration.cjs', '--runInBand', 'fuzz.integration', 'isolation.integration']);
process.exit(status);
