import { spawnSync } from 'node:child_process';
import path from 'node:path';

// openapi-typescript loads ES modules that jest's module system cannot, so the
// check runs the generator itself in a child process.
describe('the generated client types', () => {
  it('are generated from the committed OpenAPI document (run `npx nx run client:codegen` after regenerating it)', () => {
    const repo = path.resolve(__dirname, '../../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'tools/dev/gen-client-types.ts'), '--check'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.base.json') },
    });
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({ status: 0, output: 'client types are up to date' });
  });
});
