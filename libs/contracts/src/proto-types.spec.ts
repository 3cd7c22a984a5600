import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const committed = path.join(__dirname, 'generated');

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

/** The generator orders import lines differently from run to run; the content is what must match. */
function normalised(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').sort();
}

describe('generated proto types', () => {
  it('match the protos (run `npx nx run contracts:codegen` after changing a .proto)', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'proto-types-'));
    try {
      const result = spawnSync(process.execPath, [path.join(repo, 'tools/dev/gen-proto-types.mjs'), fresh], { cwd: repo, encoding: 'utf8' });
      expect(result.status).toBe(0);
      expect(files(committed)).toEqual(files(fresh));
      for (const file of files(fresh)) {
        expect({ file, lines: normalised(path.join(committed, file)) }).toEqual({ file, lines: normalised(path.join(fresh, file)) });
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
