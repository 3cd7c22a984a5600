import type * as grpc from '@grpc/grpc-js';

/**
 * The largest message either side accepts: a channel send carries up to 14 MiB
 * of attachments (base64) in its body, over grpc-js's 4 MiB default.
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/**
 * Client channel settings. Keepalive pings every 30 s find connections that a
 * Kubernetes node or conntrack dropped silently while idle. The reconnect
 * backoff is capped low so a restarted pod is reachable again within seconds,
 * not after the grpc default of two minutes.
 *
 * grpc-js keeps its retries on, with no retry policy configured: it then only
 * sends again a call that never left this process, or whose stream the server
 * refused before its application saw it. Servers end every connection at
 * its maximum age with a GOAWAY, and a call that crosses it is refused. Any
 * other retry is ours (idempotent calls only, see rpc.client.ts).
 */
export const CLIENT_CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 10_000,
  'grpc.keepalive_permit_without_calls': 1,
  'grpc.initial_reconnect_backoff_ms': 100,
  'grpc.max_reconnect_backoff_ms': 2_000,
  // Channelz bookkeeping costs on every call and nothing here reads it.
  'grpc.enable_channelz': 0,
  'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
  'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
};

/**
 * Server settings. A bounded connection age makes clients reconnect now and
 * then, so long-lived HTTP/2 connections behind a Kubernetes Service spread
 * over new replicas instead of staying pinned to the first pod.
 */
export const SERVER_CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.keepalive_time_ms': 60_000,
  'grpc.keepalive_timeout_ms': 10_000,
  'grpc.max_connection_age_ms': 5 * 60_000,
  'grpc.max_connection_age_grace_ms': 30_000,
  'grpc.enable_channelz': 0,
  'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
  'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
};
