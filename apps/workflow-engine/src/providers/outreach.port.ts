/**
 * Outbound messages (send_email, send_channel_message) belong to the outreach
 * service, which does not exist yet: actions go through this port,
 * today backed by the provider-sim adapter. Methods reject with AppError
 * (validation_error / not_found: final; provider_error, upstream_timeout,
 * service_unavailable: retryable).
 */
export interface SendEmailRequest {
  workspaceId: string;
  to: string;
  subject: string;
  body: string;
  /** The run id: the same key never sends twice. */
  idempotencyKey: string;
}

export interface SendChannelMessageRequest {
  workspaceId: string;
  /** chat_a..chat_d, or email. */
  channel: string;
  recipient: string;
  message: string;
  idempotencyKey: string;
}

export interface OutreachReceipt {
  message_id: string;
  /** Channel message status: queued | sent. */
  status: string;
}

export interface OutreachPort {
  sendEmail(request: SendEmailRequest): Promise<OutreachReceipt>;
  sendChannelMessage(request: SendChannelMessageRequest): Promise<OutreachReceipt>;
  close(): void;
}
