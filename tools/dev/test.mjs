// `npm test` (and CI): install, build, then lint + typecheck + unit tests of
// every project, then the end-to-end suite against the real stack.
import { bootstrap, run } from './bootstrap.mjs';
import { useProjectNode } from './runtime.mjs';

const started = Date.now();
await useProjectNode();
bootstrap({ chromium: true });

const steps = [
  ['lint, typecheck, unit tests', ['nx', 'run-many', '-t', 'lint,typecheck,test,openapi-lint', '--outputStyle=static']],
  ['end-to-end tests', ['nx', 'run', 'api-e2e:integration', '--outputStyle=static']],
];
const results = steps.map(([label, args]) => {
  console.log(`\n== ${label}`);
  return { label, status: run('npx', args) };
});

const seconds = Math.round((Date.now() - started) / 1000);
const failed = results.filter((result) => result.status !== 0);
const summary = results.map((result) => `${result.label}: ${result.status === 0 ? 'ok' : 'FAILED'}`).join('; ');
console.log(`\nnpm test ${failed.length === 0 ? 'PASSED' : 'FAILED'} in ${seconds}s (${summary})`);
process.exit(failed.length === 0 ? 0 : 1);
