import { findRepoRoot, nodeMajorOf, pinnedNodeMajor, startStack, type Stack } from '@wbk/testing';

interface BuildInfo {
  app: string;
  version: string;
  node: string;
  pid: number;
  started_at: string;
}

/**
 * Every process of the stack runs on the Node major `.nvmrc` pins, whatever the
 * test runner itself runs on: each app is asked over its ops port, the CLI by its
 * `version` command, and the answer is checked against the process the harness
 * started (same pid), so no other process can answer for it.
 */
describe('runtime', () => {
  const major = pinnedNodeMajor(findRepoRoot());
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('runs every app of the stack on the pinned Node major', async () => {
    expect(stack.apps.length).toBeGreaterThanOrEqual(6);
    for (const app of stack.apps) {
      const response = await fetch(`${stack.opsUrls[app]}/buildz`);
      expect([app, response.status]).toEqual([app, 200]);
      const info = (await response.json()) as BuildInfo;
      expect(info).toMatchObject({ app, pid: stack.pidOf(app) });
      expect([app, nodeMajorOf(info.node)]).toEqual([app, major]);
    }
  });

  it('runs the admin CLI on the pinned Node major', async () => {
    const result = await stack.admin.run(['version']);
    expect(result.code).toBe(0);
    expect(result.json).toMatchObject({ app: 'cli' });
    expect(nodeMajorOf(String(result.json?.node))).toBe(major);
  });

  it('keeps build info off the public port', async () => {
    const response = await fetch(`${stack.baseUrl}/buildz`);
    expect(response.status).toBe(404);
  });
});
