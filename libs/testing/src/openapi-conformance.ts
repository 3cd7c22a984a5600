import { buildOpenApiDocument, PUBLIC_ROUTES, type OpenApiDocument } from '@wbk/contracts';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks an answer of the API against the OpenAPI document the gateway serves:
 * the status must be one the operation documents, the body must match that
 * status's schema, and the headers every answer promises must be there. The
 * end-to-end client runs it on every response, so the document cannot drift
 * from what the API answers.
 */
export class OpenApiConformance {
  private readonly ajv: Ajv2020;
  private readonly operations: Array<{ method: string; template: string; pattern: RegExp; responses: Record<string, unknown> }> = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    // The document is not a JSON Schema itself; only its components are, so refs resolve against them.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
        this.operations.push({ method: method.toUpperCase(), template, pattern, responses: operation.responses ?? {} });
      }
    }
  }

  /** Empty when the answer conforms; otherwise one line per problem. */
  problems(method: string, url: string, status: number, headers: Record<string, string>, body: unknown): string[] {
    const path = new URL(url, 'http://x').pathname;
    if (path !== '/v1' && !path.startsWith('/v1/')) return [];
    const problems: string[] = [];
    if (!headers['x-request-id']) problems.push('no X-Request-ID header');
    if (status !== 200 || !path.endsWith('/openapi.json')) {
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) if (headers[name] === undefined) problems.push(`no ${name} header`);
    }
    const operation = this.operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
    if (operation === undefined) {
      // No such operation (an unknown path or method): only an error body can be right.
      if (status < 400) return [...problems, `${method} ${path} answered ${status} but the document has no such operation`];
      return [...problems, ...this.validate('openapi#/components/schemas/Error', body)];
    }
    const response = operation.responses[String(status)] as { $ref?: string } | undefined;
    if (response === undefined) {
      return [...problems, `${method} ${operation.template} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')})`];
    }
    const pointer =
      response.$ref !== undefined
        ? `openapi${response.$ref}/content/application~1json/schema`
        : this.inlinePointer(operation, status);
    return [...problems, ...this.validate(pointer, body)];
  }

  /** Throws with every problem, naming the request, when the answer does not conform. */
  assert(method: string, url: string, status: number, headers: Record<string, string>, body: unknown): void {
    const problems = this.problems(method, url, status, headers, body);
    if (problems.length > 0) {
      throw new Error(`${method} ${url} -> ${status} does not conform to the OpenAPI document:\n- ${problems.join('\n- ')}\nbody: ${JSON.stringify(body).slice(0, 2000)}`);
    }
  }

  private inlinePointer(operation: { method: string; template: string }, status: number): string {
    // Inline response schemas are registered on first use under a key of their own.
    const key = `${operation.method} ${operation.template} ${status}`;
    if (!this.validators.has(key)) {
      const item = (this.document.paths ?? {})[operation.template] as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>;
      const schema = item[operation.method.toLowerCase()]!.responses[String(status)]!.content?.['application/json']?.schema ?? {};
      this.validators.set(key, this.ajv.compile(rebase(schema)));
    }
    return key;
  }

  private validate(pointerOrKey: string, body: unknown): string[] {
    let validate = this.validators.get(pointerOrKey);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: pointerOrKey });
      this.validators.set(pointerOrKey, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message ?? 'is invalid'}${e.params && Object.keys(e.params).length > 0 ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}

/** `#/components/...` refs of an inline schema, pointed at the registered components. */
function rebase(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;
}

let shared: OpenApiConformance | undefined;

/** The conformance check for the document built from the route declarations (what the gateway serves). */
export function apiConformance(): OpenApiConformance {
  shared ??= new OpenApiConformance(buildOpenApiDocument(PUBLIC_ROUTES));
  return shared;
}
