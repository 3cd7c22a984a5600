import { AppError } from '@wbk/platform';

/** checkPublicUrl of @wbk/net (the SSRF guard), bound to the WEBHOOK_ALLOW_PRIVATE_TARGETS setting. */
export type UrlChecker = (url: string) => Promise<{ ok: true; addresses: string[] } | { ok: false; reason: string }>;

/** Private targets are refused at registration (400 invalid_url), and again at every attempt by the sender. */
export async function assertPublicTarget(checkUrl: UrlChecker, url: string): Promise<void> {
  const verdict = await checkUrl(url);
  if (!verdict.ok) throw new AppError('invalid_url', `url is not allowed: ${verdict.reason}`);
}
