// The `codegen` target of libs/client: TypeScript types of every path, body and
// answer of the API, generated from docs/openapi.json (itself generated from
// libs/contracts). Never edited by hand. `--check` writes nothing and exits 1
// when the committed file differs from what would be generated.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateClientTypes } from '../../libs/client/src/generate-types';

async function main(): Promise<void> {
  const repo = path.resolve(__dirname, '../..');
  const document = JSON.parse(readFileSync(path.join(repo, 'docs/openapi.json'), 'utf8')) as object;
  const target = path.join(repo, 'libs/client/src/generated/openapi.ts');
  const generated = await generateClientTypes(document);
  if (process.argv.includes('--check')) {
    const fresh = readFileSync(target, 'utf8') === generated;
    console.log(fresh ? 'client types are up to date' : 'client types are stale: run `npx nx run client:codegen`');
    process.exit(fresh ? 0 : 1);
  }
  writeFileSync(target, generated);
  console.log(`client types -> ${path.relative(process.cwd(), target)}`);
}

void main();
