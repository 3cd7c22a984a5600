import { getPublicUrl, ownHostCheck, type LookupFn } from '@wbk/net';

export type FetchedFile = { ok: true; body: Buffer } | { ok: false; reason: string };

/** Downloads an attachment given by URL, within a byte cap and a deadline. */
export interface AttachmentFetcher {
  fetch(url: string, maxBytes: number, timeoutMs: number): Promise<FetchedFile>;
}

export interface AttachmentFetcherOptions {
  /** Loopback/private targets; only tests turn this on. */
  allowPrivateTargets: boolean;
  /** The platform's own public base URLs (PUBLIC_URL, PLATFORM_PUBLIC_URLS): never fetched, private targets allowed or not. */
  ownUrls?: readonly string[];
  lookup?: LookupFn;
  ca?: string | Buffer;
}

/**
 * Through the SSRF guard of @wbk/net: https only, every resolved address
 * public (and the connection pinned to a checked one), not one of the
 * platform's own hosts by name or address, no redirects, capped.
 */
export function createAttachmentFetcher(options: AttachmentFetcherOptions): AttachmentFetcher {
  const ownHost = ownHostCheck({ urls: options.ownUrls ?? [], ...(options.lookup ? { lookup: options.lookup } : {}) });
  const refuseTarget = async (hostname: string, addresses: readonly string[]): Promise<string | null> => {
    const reason = await ownHost(hostname, addresses);
    return reason === null ? null : `${reason}; an attachment must come from outside the platform: send the file as content_base64 or give a URL on another host`;
  };
  return {
    async fetch(url, maxBytes, timeoutMs) {
      const result = await getPublicUrl(url, {
        allowPrivateTargets: options.allowPrivateTargets,
        timeoutMs,
        maxBytes,
        userAgent: 'wbk-outreach/1 (attachment fetch)',
        refuseTarget,
        ...(options.lookup ? { lookup: options.lookup } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      });
      return result.ok ? { ok: true, body: result.body } : { ok: false, reason: result.reason };
    },
  };
}
