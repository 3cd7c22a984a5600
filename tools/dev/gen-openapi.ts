// The `openapi` target of libs/contracts: writes the OpenAPI document the gateway
// serves at /v1/openapi.json to docs/openapi.json, where readers, linters and the
// client generator find it. Never edited by hand; libs/contracts/src/http/
// openapi-document.spec.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, PUBLIC_ROUTES, serializeOpenApiDocument } from '../../libs/contracts/src/index';

const target = path.resolve(__dirname, '../../docs/openapi.json');
const document = buildOpenApiDocument(PUBLIC_ROUTES);
writeFileSync(target, serializeOpenApiDocument(document));
console.log(`openapi: ${Object.keys(document.paths ?? {}).length} paths -> ${path.relative(process.cwd(), target)}`);
