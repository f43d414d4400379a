import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// Time kept, out of SHUTDOWN_GRACE_SECONDS, for what comes after the requests: the jobs finishing
// (the mail outbox's sends in hand, a cron mid-run, the page views' last write) and the pool closing.
export const JOBS_RESERVE_MS = 5000;

// How long a kept-alive connection may sit idle before the backend closes it (Node's default is 5 s).
// nginx closes its idle ones after 4 s (deploy/nginx.conf), and must always be first: a request nginx
// writes on a connection the backend is closing is a 502, not retried for a POST. A 1 s margin was
// crossed on CI's loaded cores (a sign-in's POST lost); nginx's timer would have to run 26 s late now.
export const IDLE_KEEP_ALIVE_MS = 30_000;

export interface DrainOutcome {
  // requests still unanswered when the bound came, whose connections were cut
  cut: number;
}

// The HTTP side of a SIGTERM, so that a rolling restart behind nginx drops nothing:
// - while draining, every response says `Connection: close`, so nginx drops its kept-alive
//   connection to this replica after the answer instead of sending the next request on it;
// - the listening socket closes (new connections are refused: nginx sends those requests, POSTs
//   included, to another replica, since none of it was sent), but idle kept-alive connections are
//   NOT closed from this side: nginx may be writing a request on one at that very moment, and a
//   POST lost that way is a 502 nginx may not retry. nginx closes its idle connections first
//   (keepalive_timeout 4 s, well below IDLE_KEEP_ALIVE_MS), or sends a request on one, answered with
//   `Connection: close`;
// - it waits for every connection to be gone, up to the bound, then cuts what is left.
export class HttpDrain {
  private draining = false;
  private readonly sockets = new Set<Socket>();
  private readonly unanswered = new Set<ServerResponse>();
  private changed: (() => void) | null = null;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => {
        this.sockets.delete(socket);
        this.changed?.();
      });
    });
    // before Express and the answers given ahead of it (fast reads, beacons): every request
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) res.setHeader('Connection', 'close');
      this.unanswered.add(res);
      res.once('close', () => this.unanswered.delete(res));
    });
  }

  // `delayMs`: the time readiness has already been answering "stopping" for balancers to notice,
  // during which this replica still serves as usual (but keeps no connection alive)
  async drain(delayMs: number, boundMs: number): Promise<DrainOutcome> {
    this.draining = true;
    for (const res of this.unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (delayMs > 0) await delay(delayMs);
    // net's close, not http's: http's also closes the idle kept-alive connections (see above)
    NetServer.prototype.close.call(this.server);
    const gone = await this.connectionsGone(boundMs);
    if (gone) return { cut: 0 };
    const cut = this.unanswered.size;
    this.server.closeAllConnections();
    return { cut };
  }

  private connectionsGone(boundMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (gone: boolean) => {
        clearTimeout(timer);
        this.changed = null;
        resolve(gone);
      };
      const timer = setTimeout(() => done(false), boundMs);
      this.changed = () => {
        if (this.sockets.size === 0) done(true);
      };
      this.changed();
    });
  }
}
