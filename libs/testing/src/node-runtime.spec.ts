import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeMajorOf, pinnedNodeMajor } from './node-runtime';
import { findRepoRoot } from './stack';

// .nvmrc states the runtime once; these are the places that cannot read it and
// must repeat it (npm's engines field, the image's base), kept in step here.
describe('the pinned Node runtime', () => {
  const repoRoot = findRepoRoot();
  const major = pinnedNodeMajor(repoRoot);
  const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

  it('is an LTS major the project can run on', () => {
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major % 2).toBe(0);
  });

  it('is the only major package.json engines accepts', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${major} <${major + 1}`);
  });

  it('is the base image of every app image', () => {
    const dockerfile = read('deploy/docker/Dockerfile');
    expect(dockerfile).toContain(`ARG NODE_VERSION=${major}\n`);
    const froms = dockerfile.split('\n').filter((line) => line.startsWith('FROM '));
    expect(froms.length).toBeGreaterThan(0);
    for (const from of froms) expect(from).toMatch(/^FROM node:\$\{NODE_VERSION\}-/);
  });

  it('is what the compose file builds with (or the Dockerfile default)', () => {
    const versions = [...read('docker-compose.yml').matchAll(/NODE_VERSION:\s*"?(\d+)/g)].map((m) => Number(m[1]));
    for (const version of versions) expect(version).toBe(major);
  });

  it('is what the types describe', () => {
    const types = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies['@types/node'] ?? '';
    expect(nodeMajorOf(types.replace(/^[~^]/, ''))).toBe(major);
  });

  it('is the esbuild target of the bundles', () => {
    expect(read('tools/dev/build-project.mjs')).toContain(`target: 'node${major}'`);
  });
});
