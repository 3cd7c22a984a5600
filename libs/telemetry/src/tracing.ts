import type * as Express from '@opentelemetry/instrumentation-express';
import type * as Grpc from '@opentelemetry/instrumentation-grpc';
import type * as Http from '@opentelemetry/instrumentation-http';
import type * as Undici from '@opentelemetry/instrumentation-undici';
import type * as SdkNode from '@opentelemetry/sdk-node';
import { z } from 'zod';

/** Paths of the ops port (probes, Prometheus scrapes): a span per scrape would bury the real traffic. */
const OPS_PATHS = new Set(['/livez', '/readyz', '/healthz', '/metrics', '/buildz']);

/**
 * Spread into an app's config schema. The other OTEL_* variables (protocol,
 * sampler, batch delays, resource attributes) are read by the SDK itself, as
 * the OpenTelemetry specification names them.
 */
export function tracingSettings(serviceName: string) {
  return {
    // Empty counts as unset, as the OpenTelemetry specification says (manifests often template it so).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().regex(/^https?:\/\/[^/\s]+/, "expected the collector's base URL, e.g. http://otel-collector:4318").optional(),
    ),
    OTEL_SERVICE_NAME: z.string().min(1).default(serviceName),
  };
}

export interface TracingSettings {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_SERVICE_NAME: string;
}

/** Packages whose instrumentation hooks their `require`: loaded before startTracing, they stay unpatched. */
const PATCHED_AT_REQUIRE = ['express', '@grpc/grpc-js'];

let sdk: SdkNode.NodeSDK | undefined;

/**
 * Starts the OpenTelemetry SDK when an OTLP endpoint is configured, and does
 * nothing otherwise: no SDK module is even loaded, so a process without
 * tracing runs exactly the code it ran before (only @opentelemetry/api, whose
 * calls are no-ops without an SDK, is loaded by the bus and the logger).
 *
 * Must run before express and @grpc/grpc-js are first required, because their
 * instrumentations patch at require time: each app imports its `tracing.ts`
 * first in main.ts. The bundles keep npm packages external (`packages:
 * 'external'`), so those are real `require` calls the hooks see.
 */
export function startTracing(settings: TracingSettings): boolean {
  if (sdk) return true;
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const early = PATCHED_AT_REQUIRE.filter(isLoaded);
  if (early.length > 0) process.emitWarning(`tracing started after ${early.join(', ')} was loaded: its calls will have no spans`);
  // Synchronous and only here: the hooks must be in place before the next import of main.ts runs.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof Http;
  const { ExpressInstrumentation, ExpressLayerType } = require('@opentelemetry/instrumentation-express') as typeof Express;
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof Undici;
  const { GrpcInstrumentation } = require('@opentelemetry/instrumentation-grpc') as typeof Grpc;
  /* eslint-enable @typescript-eslint/no-require-imports */
  sdk = new NodeSDK({
    serviceName: settings.OTEL_SERVICE_NAME,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => OPS_PATHS.has((req.url ?? '').split('?')[0] ?? '') }),
      // A span per middleware (auth, rate limit, audit, body parser, ...) would multiply the spans of every
      // request for little: the route's router and handler spans name what ran.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new UndiciInstrumentation(),
      new GrpcInstrumentation(),
    ],
    // Metrics are Prometheus on the ops port and logs are pino on stdout; OTLP carries traces only.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return true;
}

/** Exports the spans still buffered; the last step of a shutdown. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}

function isLoaded(name: string): boolean {
  try {
    return require.cache[require.resolve(name)] !== undefined;
  } catch {
    return false;
  }
}
