import { applyDecorators, Header, HttpCode } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { SkipCsrf } from './csrf';
import { ErrorResponseDto } from './error-response.dto';

// The two routes behind a link in a mail that stops mails (an unsubscribe link, a course's stop
// link), each answering a page for a person (unsubscribe-pages.ts) and a 404 for a token that
// finds nothing (`notFound`: its message). Put @Get() or @Post() beside them; the token is the query's `token`.
const htmlPage = (summary: string, notFound: string, page: string) =>
  applyDecorators(
    Public(),
    Header('Content-Type', 'text/html; charset=utf-8'),
    Header('Cache-Control', 'no-store'),
    ApiOperation({ summary }),
    ApiQuery({ name: 'token', required: true }),
    ApiProduces('text/html'),
    ApiOkResponse({ description: page }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: notFound }),
  );

// The link itself: mail scanners open links, so it only shows a page with a button.
export const UnsubscribeLinkPage = (summary: string, notFound: string, page = 'HTML page with a confirmation button') =>
  htmlPage(summary, notFound, page);

// What the page's button posts, and the RFC 8058 one-click target (List-Unsubscribe-Post): it comes
// with no session and no CSRF token, so the unguessable token in the link is the authority.
export const UnsubscribeAction = (summary: string, notFound: string) =>
  applyDecorators(SkipCsrf(), HttpCode(200), htmlPage(summary, notFound, 'HTML confirmation'));
