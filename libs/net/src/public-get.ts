// One GET of a caller-supplied https URL (an attachment to fetch), with the SSRF
// guard's rules: the host is resolved and every address checked, then the TCP
// connection goes to a checked address (pinned: a DNS answer that changes after the
// check cannot steer it inside) while TLS still verifies the certificate against
// the host name. No redirects are followed, the whole exchange has one deadline,
// and the body is capped.
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkTarget, parsePublicUrl, type LookupFn } from './url-guard';

export interface PublicGetOptions {
  /** Loopback/private targets; only tests turn this on. */
  allowPrivateTargets: boolean;
  /** The whole exchange: DNS, connect, TLS, headers and body. */
  timeoutMs: number;
  /** Bytes of body at most; a larger answer fails as `too_large` without being read further. */
  maxBytes: number;
  lookup?: LookupFn;
  /** Extra trusted CA certificate(s), PEM (tests' self-signed servers). Verification itself cannot be turned off. */
  ca?: string | Buffer | Array<string | Buffer>;
  userAgent?: string;
  /**
   * A last say on the target once its addresses are known and checked (the platform's
   * own hosts): a reason refuses it as `blocked_address` before any connection.
   */
  refuseTarget?: (hostname: string, addresses: readonly string[]) => Promise<string | null>;
}

export type PublicGetFailureKind = 'invalid_url' | 'blocked_address' | 'dns_error' | 'redirect' | 'http_status' | 'too_large' | 'timeout' | 'network';

export interface PublicGetFailure {
  ok: false;
  kind: PublicGetFailureKind;
  /** Says what went wrong, for the caller's error message. */
  reason: string;
  /** The answer's status when there was one. */
  status?: number;
}

export interface PublicGetSuccess {
  ok: true;
  status: number;
  contentType: string | null;
  body: Buffer;
}

export type PublicGetResult = PublicGetSuccess | PublicGetFailure;

function failure(kind: PublicGetFailureKind, reason: string, status?: number): PublicGetFailure {
  return { ok: false, kind, reason, ...(status === undefined ? {} : { status }) };
}

/** Resolves every lookup of the request to the checked address: the connection cannot go anywhere else. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export async function getPublicUrl(url: string, options: PublicGetOptions): Promise<PublicGetResult> {
  const target = parsePublicUrl(url);
  if ('ok' in target) return failure(target.kind, target.reason);
  const checked = await checkTarget(target, { allowPrivateTargets: options.allowPrivateTargets, ...(options.lookup ? { lookup: options.lookup } : {}) });
  if (!checked.ok) return failure(checked.kind, checked.reason);
  const refused = options.refuseTarget === undefined ? null : await options.refuseTarget(target.hostname, checked.addresses);
  if (refused !== null) return failure('blocked_address', refused);
  const address = checked.addresses[0]!;

  return new Promise<PublicGetResult>((resolve) => {
    let settled = false;
    const settle = (result: PublicGetResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = https.request(
      {
        method: 'GET',
        host: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        // A name is looked up through the pin; an IP literal was checked as it is.
        lookup: pinnedLookup(address),
        ...(isIP(target.hostname) === 0 ? { servername: target.hostname } : {}),
        ca: options.ca,
        // Explicit, so NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot switch verification off.
        rejectUnauthorized: true,
        agent: false,
        headers: { accept: '*/*', 'user-agent': options.userAgent ?? 'wbk-fetch/1', 'accept-encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          settle(failure('redirect', `the URL redirects (HTTP ${status}); give the final URL`, status));
          return;
        }
        if (status < 200 || status >= 300) {
          response.destroy();
          settle(failure('http_status', `the URL answered HTTP ${status}`, status));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          settle(failure('too_large', `the file is ${declared} bytes, more than ${options.maxBytes}`, status));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            settle(failure('too_large', `the file is more than ${options.maxBytes} bytes`, status));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const contentType = response.headers['content-type'];
          settle({ ok: true, status, contentType: typeof contentType === 'string' ? contentType : null, body: Buffer.concat(chunks) });
        });
        response.on('error', (err) => settle(failure('network', `the download failed: ${err.message}`, status)));
      },
    );
    const timer = setTimeout(() => {
      settle(failure('timeout', `the URL did not answer completely within ${options.timeoutMs} ms`));
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => settle(failure('network', `the URL could not be fetched (${err.code ?? err.message})`)));
    request.end();
  });
}
