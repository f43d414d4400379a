import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { ReadCache } from '../../../core/http/read-cache';
import { SessionsRepository } from './sessions.repository';

// How often a session's "last seen" is written, at most (seconds); tests make it shorter.
export const SESSION_SEEN_INTERVAL = Symbol('SESSION_SEEN_INTERVAL');
export const SESSION_SEEN_SECONDS = 60;
const KEPT_SESSIONS = 10_000;

// Records a signed-in session's device and last request for the Settings tab. Every open tab reads
// the user every 2 seconds, so a session is written at most once per interval: this replica
// remembers when it last wrote each session, and the UPDATE itself skips a row written by another
// replica within the interval. It runs after the answer, at 'finish', once the session row exists
// (a sign-in writes it at the end of its request).
@Injectable()
export class SessionActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger('SessionActivity');
  private readonly written = new Map<string, number>();

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(SESSION_SEEN_INTERVAL) private readonly intervalSeconds: number,
    reads: ReadCache,
  ) {
    // a signed-in read answered from memory never reaches the interceptor
    reads.onSessionRead((sid, userAgent) => this.seen(sid, userAgent));
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    http.getResponse<Response>().once('finish', () => {
      // an admin key's call acts as its creator but has no session (core/http/api-key-calls.ts)
      if (req.user && req.sessionID && !req.apiKey) this.seen(req.sessionID, req.get('user-agent') ?? '');
    });
    return next.handle();
  }

  private seen(sid: string, userAgent: string): void {
    const now = Date.now();
    const last = this.written.get(sid);
    if (last !== undefined && now - last < this.intervalSeconds * 1000) return;
    this.remember(sid, now);
    this.sessions.touch(sid, userAgent.slice(0, 512), this.intervalSeconds).catch((error: Error) => {
      this.logger.warn(`Could not record a session's activity: ${error.message}`);
    });
  }

  // keeps the memory small: past KEPT_SESSIONS, the entries older than the interval go
  private remember(sid: string, now: number): void {
    this.written.set(sid, now);
    if (this.written.size <= KEPT_SESSIONS) return;
    for (const [key, at] of this.written) {
      if (now - at >= this.intervalSeconds * 1000) this.written.delete(key);
    }
  }
}
