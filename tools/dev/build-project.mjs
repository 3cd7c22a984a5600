// Build target of every Nx project. An app (src/main.ts) becomes one bundled
// file per process; a lib is bundled from its index.ts so that its public
// surface compiles on its own. Types are checked by the `typecheck` target.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const projectRoot = process.argv[2];
if (!projectRoot) {
  console.error('usage: build-project.mjs <projectRoot>');
  process.exit(1);
}
const isApp = existsSync(path.join(projectRoot, 'src/main.ts'));
const entry = path.join(projectRoot, isApp ? 'src/main.ts' : 'src/index.ts');
if (!existsSync(entry)) {
  console.log(`${projectRoot}: nothing to build`);
  process.exit(0);
}
const outdir = path.join('dist', projectRoot);
// The version every app reports on its ops port (/buildz): the workspace's own.
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [entry],
  outfile: path.join(outdir, isApp ? 'main.js' : 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.base.json',
  define: { __WBK_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});
console.log(`${projectRoot}: built ${outdir}`);
