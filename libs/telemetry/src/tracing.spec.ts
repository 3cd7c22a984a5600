import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import { startTracing, stopTracing, tracingSettings } from './tracing';

describe('tracing settings', () => {
  const schema = z.object(tracingSettings('crm'));

  it('is off by default and names the service after the app', () => {
    expect(schema.parse({})).toEqual({ OTEL_SERVICE_NAME: 'crm' });
    expect(schema.parse({ OTEL_SERVICE_NAME: 'crm-eu' }).OTEL_SERVICE_NAME).toBe('crm-eu');
    expect(schema.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('refuses an endpoint that is not a URL', () => {
    const result = schema.safeParse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['OTEL_EXPORTER_OTLP_ENDPOINT']);
  });
});

describe('startTracing', () => {
  const sdkLoaded = () => Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-node'));

  it('without an endpoint loads no SDK and patches nothing', () => {
    expect(startTracing({ OTEL_SERVICE_NAME: 'crm' })).toBe(false);
    expect(sdkLoaded()).toBe(false);
    expect(trace.getTracer('spec').startSpan('x').isRecording()).toBe(false);
  });

  it('with an endpoint registers a recording tracer and stops cleanly', async () => {
    expect(startTracing({ OTEL_SERVICE_NAME: 'crm', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBe(true);
    expect(sdkLoaded()).toBe(true);
    // Not ended, so the shutdown has nothing to export (jest's VM cannot load the exporter's HTTP agent).
    expect(trace.getTracer('spec').startSpan('x').isRecording()).toBe(true);
    await stopTracing();
  });
});
