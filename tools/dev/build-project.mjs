// Build target of every Nx project. An app (src/main.ts) becomes one bundled
// file per process; a lib is bundled from its index.ts so that its public
// surface compiles on its own. Types are checked by the `typecheck` target.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// usage: build-project.mjs <projectRoot> [--asset <file>=<path in the output>]...
// Assets are files an app serves at run time (the docs page's script), copied next
// to the bundle so the image needs nothing from node_modules for them.
const [projectRoot, ...rest] = process.argv.slice(2);
if (!projectRoot) {
  console.error('usage: build-project.mjs <projectRoot> [--asset <file>=<path in the output>]...');
  process.exit(1);
}
const assets = [];
for (let i = 0; i < rest.length; i++) {
  const [from, to] = rest[i] === '--asset' ? (rest[++i] ?? '').split('=') : [];
  if (!from || !to) {
    console.error(`build-project.mjs: expected --asset <file>=<path>, got ${rest.slice(i).join(' ')}`);
    process.exit(1);
  }
  assets.push({ from, to });
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
for (const { from, to } of assets) {
  const target = path.join(outdir, to);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(from, target);
}
console.log(`${projectRoot}: built ${outdir}${assets.length > 0 ? ` (+${assets.length} asset${assets.length > 1 ? 's' : ''})` : ''}`);
