import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { isConnectionWait, isDatabaseUnavailable } from '../database/database-unavailable';
import { errorReference } from '../observability/trace-context';
import type { BusyAnswers } from './busy-answers';
import type { ErrorResponseDto } from './error-response.dto';
import { TOO_DEEP } from './json-body';
import { ValidationFailedException } from './validation.pipe';

// Errors from outside Nest (body parser, payload size) carry a status and an expose flag.
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

const READABLE: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  [TOO_DEEP]: 'The request body is nested too deeply.',
};

export const DATABASE_UNAVAILABLE = 'The site cannot reach its database right now. Please try again in a minute.';
// seconds; the pool reconnects by itself once the database is back
export const DATABASE_RETRY_AFTER = 30;

// Every error leaves the API in one shape: { statusCode, message, error?, errors?, opensAt?, reauthenticate?,
// reference? } (a 5xx's reference: the request's trace id, in its log lines too).
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly busy: BusyAnswers) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (isConnectionWait(exception)) return void this.afterConnectionWait(exception, req, res);
    if (isDatabaseUnavailable(exception)) return this.unavailable(exception, req, res);
    const body = this.toBody(exception, req);
    if (body.statusCode >= 500) {
      const failure = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${req.method} ${req.originalUrl} failed (reference ${body.reference}): ${failure}`);
    }
    if (res.headersSent) return;
    this.send(res, body);
  }

  // No connection came in time: the site is busy if the server answers, otherwise it is an outage.
  private async afterConnectionWait(exception: unknown, req: Request, res: Response): Promise<void> {
    if (await this.busy.databaseAnswers(req)) return this.busy.send(req, res);
    this.unavailable(exception, req, res);
  }

  private unavailable(exception: unknown, req: Request, res: Response): void {
    const body = this.base(503, DATABASE_UNAVAILABLE);
    this.logger.warn(
      `${req.method} ${req.originalUrl}: database unavailable (reference ${body.reference}): ${(exception as Error).message}`,
    );
    if (res.headersSent) return;
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER));
    this.send(res, body);
  }

  // JSON even where the route declared another type (e.g. the HTML unsubscribe page)
  private send(res: Response, body: ErrorResponseDto): void {
    res.status(body.statusCode).type('application/json').json(body);
  }

  private toBody(exception: unknown, req: Request): ErrorResponseDto {
    if (exception instanceof ValidationFailedException) {
      return { ...this.base(400, exception.message), errors: exception.fieldErrors };
    }
    // Nest wraps body-parser errors (bad JSON, too large) in an HttpException with the original as cause
    const httpLike = ((exception as { cause?: unknown } | null)?.cause ?? exception) as HttpLikeError | null;
    const readable = httpLike?.type ? READABLE[httpLike.type] : undefined;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && this.isUnmatchedRoute(exception)) {
        return this.base(404, `No API route matches ${req.method} ${req.originalUrl.split('?')[0]}.`);
      }
      // multer's size limit answers "File too large"
      if (status === HttpStatus.PAYLOAD_TOO_LARGE && exception.message === 'File too large')
        return this.base(status, 'The file is too large.');
      return { ...this.base(status, readable ?? this.messageOf(exception)), ...this.detailsOf(exception) };
    }
    const status = httpLike?.status ?? httpLike?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = readable ?? (httpLike?.expose ? httpLike.message : undefined);
      return this.base(status, message ?? 'The request could not be processed.');
    }
    return this.base(500, 'Something went wrong on our side. Please try again.');
  }

  private base(statusCode: number, message: string): ErrorResponseDto {
    const body: ErrorResponseDto = { statusCode, message, error: STATUS_CODES[statusCode] };
    // a failure on our side is the one the owner is asked to quote (the 5xx log line has it too)
    return statusCode >= 500 ? { ...body, reference: errorReference() } : body;
  }

  private messageOf(exception: HttpException): string {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return String(message[0]);
    return typeof message === 'string' ? message : exception.message;
  }

  // what an error may tell besides its message: when a dripped lesson opens (a 403 of modules/courses),
  // that the owner must confirm who they are first (a 403 of core/access/recent-proof.ts)
  private detailsOf(exception: HttpException): Pick<ErrorResponseDto, 'opensAt' | 'reauthenticate'> {
    const response = exception.getResponse();
    if (typeof response !== 'object') return {};
    const { opensAt, reauthenticate } = response as { opensAt?: unknown; reauthenticate?: unknown };
    return {
      ...(typeof opensAt === 'string' ? { opensAt } : {}),
      ...(reauthenticate === true ? { reauthenticate } : {}),
    };
  }

  // Nest's router answers unknown paths with "Cannot GET /path"
  private isUnmatchedRoute(exception: HttpException): boolean {
    return /^Cannot [A-Z]+ /.test(this.messageOf(exception));
  }
}
