import type { NextFunction, Request, Response } from 'express';

export type Stage = (req: Request, res: Response, next: NextFunction) => void | Promise<void>;

/**
 * Runs stages in order as one Express layer, with Express 5's contract:
 * `next()` goes on to the next stage, `next(err)` to the error handler, and a
 * thrown error or a rejected promise counts as `next(err)`. Express's router
 * does work and allocates per layer on every request (its `next`, the prefix
 * trimming, the params merge) whether or not the layer is a route; the
 * gateway's stages always run in the same order, so one layer runs them all.
 */
export function pipeline(...stages: readonly Stage[]): Stage {
  return (req, res, done) => {
    let index = 0;
    const next: NextFunction = (err?: unknown) => {
      if (err !== undefined && err !== null) {
        done(err);
        return;
      }
      const stage = stages[index++];
      if (stage === undefined) {
        done();
        return;
      }
      try {
        const result = stage(req, res, next);
        // As Express: a promise rejected without a reason still reaches the error handler.
        if (result !== undefined) result.catch((reason: unknown) => next(reason ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}

/** `/Docs/` and `/docs` name the same page, as Express's default routing (case-insensitive, trailing slash optional) reads them. */
function pageKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * Answers GET (and HEAD) of a few fixed paths, each by its own stage, and
 * passes every other request on: one map lookup, where Express routes would
 * each try their pattern on every request.
 */
export function fixedPages(pages: Readonly<Record<string, Stage>>): Stage {
  const byKey = new Map(Object.entries(pages).map(([path, stage]) => [pageKey(path), stage]));
  return (req, res, next) => {
    const stage = req.method === 'GET' || req.method === 'HEAD' ? byKey.get(pageKey(req.path)) : undefined;
    if (stage === undefined) {
      next();
      return;
    }
    return stage(req, res, next);
  };
}
