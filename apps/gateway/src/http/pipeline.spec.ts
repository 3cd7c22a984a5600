import express from 'express';
import type { AddressInfo } from 'node:net';
import { fixedPages, pipeline, type Stage } from './pipeline';

/** An app whose error handler answers 500 with the error's message, so each test sees where a request ended. */
function appWith(...stages: Stage[]) {
  const app = express();
  app.use(pipeline(...stages));
  app.use((_req: express.Request, res: express.Response) => void res.status(404).send('fell through'));
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    void res.status(500).send(err instanceof Error ? err.message : String(err));
  });
  return app;
}

/** One request against the app on a real socket: the status and the body. */
async function fetchStatus(app: express.Express, method: string, path: string): Promise<{ status: number; text: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
    return { status: res.status, text: await res.text() };
  } finally {
    server.close();
  }
}

const get = (app: express.Express) => fetchStatus(app, 'GET', '/');

const mark =
  (name: string, seen: string[]): Stage =>
  (_req, _res, next) => {
    seen.push(name);
    next();
  };

describe('pipeline', () => {
  it('runs its stages in order and goes on to the next layer after the last', async () => {
    const seen: string[] = [];
    const res = await get(appWith(mark('a', seen), mark('b', seen), mark('c', seen)));
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(res.status).toBe(404);
    expect(res.text).toBe('fell through');
  });

  it('stops at a stage that answers', async () => {
    const seen: string[] = [];
    const answer: Stage = (_req, res) => void res.status(201).send('answered');
    const res = await get(appWith(mark('a', seen), answer, mark('never', seen)));
    expect(res.status).toBe(201);
    expect(seen).toEqual(['a']);
  });

  it('sends next(err), a thrown error and a rejected promise to the error handler, skipping the stages after', async () => {
    const seen: string[] = [];
    const failures: Record<string, Stage> = {
      next: (_req, _res, next) => next(new Error('passed')),
      thrown: () => {
        throw new Error('thrown');
      },
      rejected: async () => {
        await Promise.resolve();
        throw new Error('rejected');
      },
      'rejected without a reason': () => Promise.reject(undefined as unknown as Error),
    };
    const expected: Record<string, string> = { next: 'passed', thrown: 'thrown', rejected: 'rejected', 'rejected without a reason': 'Rejected promise' };
    for (const [name, failing] of Object.entries(failures)) {
      const res = await get(appWith(mark('a', seen), failing, mark('never', seen)));
      expect({ name, status: res.status, text: res.text }).toEqual({ name, status: 500, text: expected[name] });
    }
    expect(seen).toEqual(['a', 'a', 'a', 'a']);
  });

  it('waits for an async stage to call next before running the one after', async () => {
    const seen: string[] = [];
    const slow: Stage = async (_req, _res, next) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push('slow');
      next();
    };
    await get(appWith(slow, mark('after', seen)));
    expect(seen).toEqual(['slow', 'after']);
  });
});

describe('fixedPages', () => {
  const page: Stage = (req, res) => void res.status(200).send(`page at ${req.path}`);

  it('answers GET and HEAD of its paths as Express routes would (any case, trailing slash or not) and passes everything else on', async () => {
    const app = appWith(fixedPages({ '/docs': page, '/v1/openapi.json': page }));
    expect(await fetchStatus(app, 'GET', '/docs')).toEqual({ status: 200, text: 'page at /docs' });
    expect(await fetchStatus(app, 'GET', '/Docs/')).toEqual({ status: 200, text: 'page at /Docs/' });
    expect(await fetchStatus(app, 'GET', '/v1/openapi.json?x=1')).toEqual({ status: 200, text: 'page at /v1/openapi.json' });
    expect(await fetchStatus(app, 'HEAD', '/docs')).toEqual({ status: 200, text: '' });
    expect(await fetchStatus(app, 'POST', '/docs')).toEqual({ status: 404, text: 'fell through' });
    expect(await fetchStatus(app, 'GET', '/docs/other')).toEqual({ status: 404, text: 'fell through' });
    expect(await fetchStatus(app, 'GET', '/v1/contacts')).toEqual({ status: 404, text: 'fell through' });
  });

  it('hands a page that fails to the error handler', async () => {
    const failing: Stage = () => {
      throw new Error('no bundle');
    };
    expect(await fetchStatus(appWith(fixedPages({ '/docs': failing })), 'GET', '/docs')).toEqual({ status: 500, text: 'no bundle' });
  });
});
