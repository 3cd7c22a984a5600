// `npm run bench`: install and build like `npm start`, then run the benchmark.
// Section names after `--` pass through: `npm run bench -- soak`.
import { bootstrap, runTypeScript } from './bootstrap.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();
bootstrap();
process.exit(runTypeScript('tools/bench/bench.ts', process.argv.slice(2)));
