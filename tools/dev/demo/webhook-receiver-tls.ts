// A certificate for the local webhook receiver of the README's quick start.
// Webhook URLs must be https and public; a loopback receiver with a self-signed
// certificate is only reachable when the local dispatcher allows private targets
// and trusts that certificate. `npm start` does both (its stack listens on
// loopback only), the test stacks and every deployment do neither.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';

export interface ReceiverTls {
  dir: string;
  /** The receiver's certificate and the public roots, so webhooks to public https URLs still verify. */
  caFile: string;
}

const VALID_DAYS = '825';

/** Made once per data dir (kept across starts); needs openssl on PATH. */
export function ensureReceiverTls(dataDir: string): ReceiverTls {
  const dir = join(dataDir, 'webhook-receiver');
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', VALID_DAYS, '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      { stdio: 'pipe' },
    );
  }
  const caFile = join(dir, 'trusted-ca.pem');
  writeFileSync(caFile, [readFileSync(certFile, 'utf8').trim(), ...rootCertificates].join('\n') + '\n');
  return { dir, caFile };
}

/** The dispatcher settings that let it deliver to that receiver. */
export function localReceiverEnv(tls: ReceiverTls): Record<string, string> {
  return { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: tls.caFile };
}
