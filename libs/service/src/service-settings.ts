/**
 * The settings the shared start-up reads. Every app's config.ts already holds
 * them (opsSettings, shutdownSettings, planeSettings, storeSettings spread
 * into its schema); these interfaces only name the parts used here.
 */
export interface ServiceSettings {
  LOG_LEVEL: string;
  OPS_HOST: string;
  OPS_PORT: number;
  SHUTDOWN_ENDPOINT_DELAY_MS: number;
  SHUTDOWN_GRPC_GRACE_MS: number;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_DEADLINE_MS: number;
  /** Set by planeSettings: the process's gRPC credentials are installed from them. Absent in an app without RPC (provider-sim). */
  RPC_IDENTITY?: string | undefined;
  RPC_SIGNING_KEY?: string | undefined;
  RPC_TRUSTED_KEYS?: string | undefined;
}

export interface BusSettings {
  NATS_URL: string;
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
}

export interface GrpcSettings {
  GRPC_HOST: string;
  GRPC_PORT: number;
  /** Where the .proto files are; found by walking up from the bundle when unset. */
  PROTO_DIR?: string | undefined;
}
