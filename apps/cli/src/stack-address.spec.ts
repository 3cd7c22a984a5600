import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceAddress } from './stack-address';

describe('workspaceAddress', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'wbk-cli-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers WORKSPACE_URL', () => {
    expect(workspaceAddress('127.0.0.1:6000', dir)).toBe('127.0.0.1:6000');
  });

  it('reads the stack file', () => {
    writeFileSync(path.join(dir, 'stack.json'), JSON.stringify({ workspace_grpc: '127.0.0.1:7000', base_url: 'http://x' }));
    expect(workspaceAddress(undefined, dir)).toBe('127.0.0.1:7000');
  });

  it('says how to fix a missing stack', () => {
    expect(() => workspaceAddress(undefined, dir)).toThrow(/npm start/);
    writeFileSync(path.join(dir, 'stack.json'), '{}');
    expect(() => workspaceAddress(undefined, dir)).toThrow(/workspace_grpc/);
  });
});
