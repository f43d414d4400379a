import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { ErrorResponseDto } from '../http/error-response.dto';
import { Page } from './page';

// The address of the next page: this request's, with the cursor replaced (and the older
// `before` dropped), relative to the site.
function nextPageUrl(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://site');
  url.searchParams.delete('before');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

// A controller returns a Page; the client gets its items as the body (the list the contract
// promises) and the rest in headers.
@Injectable()
class PageHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        if (page.next) {
          res.setHeader('X-Next-Cursor', page.next);
          res.setHeader('Link', `<${nextPageUrl(http.getRequest<Request>(), page.next)}>; rel="next"`);
        }
        if (page.total !== undefined) res.setHeader('X-Total-Count', String(page.total));
        return page.items;
      }),
    );
  }
}

const NEXT_HEADERS = {
  'X-Next-Cursor': {
    description: 'The cursor of the next page (pass it as `cursor`); absent on the last page',
    schema: { type: 'string' },
  },
  Link: {
    description: 'The next page\'s address, `<…&cursor=…>; rel="next"` (RFC 8288); absent on the last page',
    schema: { type: 'string' },
  },
};
const TOTAL_HEADER = {
  'X-Total-Count': {
    description: 'How many items the whole list has (with the same filters)',
    schema: { type: 'integer', minimum: 0 },
  },
};

const PAGING_ERRORS = 'a limit above the maximum, or a malformed cursor';

// A paged list: the items as an array, the next page and (withTotal) the count in headers.
// `badFilters`: what else of the query answers 400 (one description: two would be run together).
export function PagedResponse(
  type: Type<unknown> | [StringConstructor],
  options: { withTotal: boolean; badFilters?: string },
) {
  return applyDecorators(
    UseInterceptors(PageHeadersInterceptor),
    ApiOkResponse({
      type: Array.isArray(type) ? type : [type],
      headers: options.withTotal ? { ...NEXT_HEADERS, ...TOTAL_HEADER } : NEXT_HEADERS,
    }),
    ApiBadRequestResponse({
      type: ErrorResponseDto,
      description: options.badFilters ? `${options.badFilters}, ${PAGING_ERRORS}` : `A ${PAGING_ERRORS.slice(2)}`,
    }),
  );
}
