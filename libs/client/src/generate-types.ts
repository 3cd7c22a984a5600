import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `// Generated from docs/openapi.json by \`npx nx run client:codegen\` (openapi-typescript).
// Never edit by hand; libs/client/src/generated-types.spec.ts fails when it is stale.
`;

/**
 * The TypeScript description of the API (openapi-typescript), from the same
 * OpenAPI document the gateway serves. Used by the codegen target and by the
 * spec that keeps the committed file in step; not part of the client's runtime.
 */
export async function generateClientTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: false });
  return `${HEADER}\n${astToString(ast)}`;
}
