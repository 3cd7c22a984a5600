import { getPublicUrl, type LookupFn } from '@wbk/net';

export type FetchedFile = { ok: true; body: Buffer } | { ok: false; reason: string };

/** Downloads an attachment given by URL, within a byte cap and a deadline. */
export interface AttachmentFetcher {
  fetch(url: string, maxBytes: number, timeoutMs: number): Promise<FetchedFile>;
}

export interface AttachmentFetcherOptions {
  /** Loopback/private targets; only tests turn this on. */
  allowPrivateTargets: boolean;
  lookup?: LookupFn;
  ca?: string | Buffer;
}

/**
 * Through the SSRF guard of @wbk/net: https only, every resolved address
 * public (and the connection pinned to a checked one), no redirects, capped.
 */
export function createAttachmentFetcher(options: AttachmentFetcherOptions): AttachmentFetcher {
  return {
    async fetch(url, maxBytes, timeoutMs) {
      const result = await getPublicUrl(url, {
        allowPrivateTargets: options.allowPrivateTargets,
        timeoutMs,
        maxBytes,
        userAgent: 'wbk-outreach/1 (attachment fetch)',
        ...(options.lookup ? { lookup: options.lookup } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      });
      return result.ok ? { ok: true, body: result.body } : { ok: false, reason: result.reason };
    },
  };
}
