// The pages of the one-click unsubscribe link (RFC 8058) on the inbound
// listener. A GET only shows a button: link scanners and previews follow
// links, so only the POST (what mail clients send for one-click) unsubscribes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@wbk/platform';
import type { UnsubscribeRecipient } from '../app/unsubscribe-recipient.use-case';
import { openUnsubscribe, type UnsubscribeKeys } from '../domain/unsubscribe-token';

export const UNSUBSCRIBE_ROUTE = /^\/unsubscribe\/([^/?#]*)\/?$/;
/** The one-click body is `List-Unsubscribe=One-Click`; anything much longer is not a mail client's. */
const MAX_FORM_BYTES = 4 * 1024;

export interface UnsubscribeRouteOptions {
  keys: UnsubscribeKeys;
  unsubscribeRecipient: Pick<UnsubscribeRecipient, 'execute'>;
  logger: Logger;
}

const HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1rem}</style></head><body><h1>${title}</h1>${body}</body></html>`;
  res.writeHead(status, { ...HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...HEADERS, 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function drain(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => resolve(size <= MAX_FORM_BYTES));
    req.on('error', reject);
  });
}

/** Answers /unsubscribe/{token}; the token is checked before anything else, on GET too. */
export async function handleUnsubscribe(options: UnsubscribeRouteOptions, req: IncomingMessage, res: ServerResponse, rawToken: string): Promise<void> {
  let token: string;
  try {
    token = decodeURIComponent(rawToken);
  } catch {
    token = '';
  }
  const claim = openUnsubscribe(options.keys, token);
  if (claim === null) {
    await drain(req).catch(() => false);
    return plain(res, 400, 'This unsubscribe link is not valid. Use the link exactly as it appears in the email.');
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    // A relative action posts back to this very URL, whatever host or prefix it was reached under.
    return page(
      res,
      200,
      'Unsubscribe',
      `<p>Stop receiving these emails at this address?</p><form method="post" action=""><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  }
  if (req.method !== 'POST') return plain(res, 405, 'Use POST to unsubscribe.');
  if (!(await drain(req))) return plain(res, 413, `The request body is too large; a one-click unsubscribe sends List-Unsubscribe=One-Click.`);
  await options.unsubscribeRecipient.execute(claim);
  options.logger.info({ workspace_id: claim.workspaceId }, 'one-click unsubscribe');
  return page(res, 200, 'Unsubscribed', '<p>You will not receive these emails at this address any more.</p>');
}
