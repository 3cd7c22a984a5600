import { readFileSync } from 'node:fs';
import { AppError } from '@wbk/platform';
import type { IpWindowLimiter } from '../domain/ip-window.limiter';
import { unauthenticatedRateLimited } from './auth.middleware';
import { clientIp, sendJson, setRateHeaders } from './gateway-state';
import { pipeline, type Stage } from './pipeline';

export interface ApiDocsOptions {
  /** The OpenAPI document, serialized once at start (it only changes with a new build). */
  documentJson: string;
  /** Where the Redoc standalone bundle is on disk; undefined when this build ships none. */
  redocBundlePath: string | undefined;
}

export const DOCS_PATH = '/docs';
const BUNDLE_PATH = '/docs/redoc.standalone.js';
const INIT_PATH = '/docs/init.js';

// Everything the page loads comes from this gateway: deployments may have no internet.
// Redoc styles through inline <style> and runs its search index in a blob: worker.
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; worker-src blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>wbk API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="api-reference"></div>
<script src="${BUNDLE_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

const INIT = `Redoc.init('/v1/openapi.json', { hideDownloadButton: false, expandResponses: '200,201,202', jsonSampleExpandLevel: 3, pathInMiddlePanel: true }, document.getElementById('api-reference'));\n`;

/**
 * GET /v1/openapi.json, GET /docs and the page's scripts (by path), without a key: the
 * description of the API is public, like the reference pages of the APIs it is
 * compared with. Each call spends the caller's per-IP unauthenticated window.
 */
export function apiDocsPages(options: ApiDocsOptions, ipLimiter: IpWindowLimiter): Record<string, Stage> {
  const bundle = options.redocBundlePath === undefined ? undefined : readFileSync(options.redocBundlePath);

  const throttle: Stage = (req, res, next) => {
    const spent = ipLimiter.consume(clientIp(req));
    setRateHeaders(res, spent.view);
    if (!spent.allowed) throw unauthenticatedRateLimited(spent.view.resetSec);
    next();
  };

  const page: Stage = (_req, res) => {
    if (bundle === undefined) throw new AppError('service_unavailable', 'This build ships no docs page; the document is at /v1/openapi.json');
    res.status(200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', PAGE_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(PAGE);
  };

  return {
    '/v1/openapi.json': pipeline(throttle, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Access-Control-Allow-Origin', '*');
      sendJson(res, 200, options.documentJson);
    }),
    [DOCS_PATH]: pipeline(throttle, page),
    [INIT_PATH]: pipeline(throttle, (_req, res) => {
      res.status(200).setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(INIT);
    }),
    [BUNDLE_PATH]: pipeline(throttle, (_req, res) => {
      if (bundle === undefined) throw new AppError('service_unavailable', 'This build ships no docs page');
      res.status(200).setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The bundle changes only with a new build of the gateway.
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.send(bundle);
    }),
  };
}
