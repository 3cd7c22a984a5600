// One keep-alive connection to one checked address of an endpoint, driven through undici's
// Client.dispatch() for its lower CPU cost per request than node:https. The address is pinned:
// TCP goes to the address the SSRF check passed, never to a fresh DNS answer, while TLS still
// verifies the certificate against the host name (SNI / servername).
import type { IncomingHttpHeaders } from 'node:http';
import tls from 'node:tls';
import { Client, type Dispatcher, type buildConnector } from 'undici';
import type { Target } from './send-target';

// Reasons given to undici when the sender stops a request itself. The send has settled by
// then, so they are never reported; none carries a code undici would retry on.
export const EXPIRED = new Error('webhook send deadline passed');
export const EXCERPT_COMPLETE = new Error('response excerpt complete');
const SENDER_CLOSED = new Error('webhook sender closed');

export interface ConnectionSettings {
  clientOptions: Client.Options;
  /** Extra trusted CA certificate(s), PEM. Verification itself can never be turned off. */
  ca: string | Buffer | Array<string | Buffer> | undefined;
}

/** The TLS session of the last handshake to an address, so reconnects resume instead of a full handshake. */
export interface TlsSessionSlot {
  session: Buffer | undefined;
}

/** The send whose request a connection holds: undici's callbacks for that request go to it. */
export interface ConnectionOwner {
  /** The send has settled (answered, expired or closed): nothing more is reported to it. */
  readonly finished: boolean;
  onStart(controller: Dispatcher.DispatchController, reusedSocket: boolean): void;
  onStatus(statusCode: number, headers: IncomingHttpHeaders): void;
  onData(controller: Dispatcher.DispatchController, chunk: Buffer): void;
  onEnd(): void;
  onError(err: Error): void;
}

export function connectionSettings(idleSocketTimeoutMs: number, ca: ConnectionSettings['ca']): ConnectionSettings {
  return {
    ca,
    clientOptions: {
      pipelining: 1,
      // Also caps a server's Keep-Alive hint, so an idle socket never outlives our setting.
      keepAliveTimeout: idleSocketTimeoutMs,
      keepAliveMaxTimeout: idleSocketTimeoutMs,
      // The send's own deadline covers headers and body; 0 spares undici's per-request timers.
      headersTimeout: 0,
      bodyTimeout: 0,
    },
  };
}

/**
 * One undici Client (pipelining 1: one keep-alive socket) holding at most one send's
 * request at a time. It is the dispatch handler itself, so a send allocates no handler, and it
 * knows its socket: whether a request reuses it, and which connect an expiring send must cut.
 */
export class Connection implements Dispatcher.DispatchHandler {
  readonly client: Client;
  /** The send whose request undici holds, until undici's last callback for it. */
  owner: ConnectionOwner | null = null;
  /** A TLS socket is up (idle or busy): preferred over connecting anew. */
  open = false;
  connecting: tls.TLSSocket | null = null;
  private requestsOnSocket = 0;

  constructor(
    origin: string,
    private readonly target: Target,
    private readonly address: string,
    private readonly sessions: TlsSessionSlot,
    settings: ConnectionSettings,
  ) {
    this.client = new Client(origin, { ...settings.clientOptions, connect: (_options, callback) => this.connect(settings.ca, callback) });
  }

  dispatch(owner: ConnectionOwner, options: Dispatcher.DispatchOptions): void {
    this.owner = owner;
    this.client.dispatch(options, this);
  }

  destroy(): void {
    void this.client.destroy();
    this.connecting?.destroy(SENDER_CLOSED);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.owner?.onStart(controller, this.requestsOnSocket++ > 0);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.owner?.onStatus(statusCode, headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.owner?.onData(controller, chunk);
  }

  onResponseEnd(): void {
    this.release()?.onEnd();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.release()?.onError(error);
  }

  private release(): ConnectionOwner | null {
    const owner = this.owner;
    this.owner = null;
    return owner;
  }

  /** DNS pinning: TCP goes to the checked address while the certificate is verified against the name. */
  private connect(ca: ConnectionSettings['ca'], callback: buildConnector.Callback): void {
    if (this.owner === null || this.owner.finished) {
      // Reconnecting for a send that already gave up: fail its request instead of connecting.
      process.nextTick(callback, EXPIRED, null);
      return;
    }
    const socket = tls.connect({
      host: this.address,
      port: this.target.parsed.port,
      servername: this.target.servername,
      ca,
      // Explicit, so NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot switch verification off.
      rejectUnauthorized: true,
      ALPNProtocols: ['http/1.1'],
      session: this.sessions.session,
    });
    socket.setNoDelay(true);
    this.connecting = socket;
    const onError = (err: Error): void => {
      this.connecting = null;
      socket.off('secureConnect', onSecure);
      callback(err, null);
    };
    const onSecure = (): void => {
      this.connecting = null;
      this.open = true;
      this.requestsOnSocket = 0;
      socket.off('error', onError);
      socket.once('close', () => {
        this.open = false;
      });
      callback(null, socket);
    };
    socket.once('error', onError).once('secureConnect', onSecure);
    socket.on('session', (session: Buffer) => {
      this.sessions.session = session;
    });
  }
}
