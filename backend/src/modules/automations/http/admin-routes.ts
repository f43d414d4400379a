import { applyDecorators, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { conflicts, RowNotFound } from '../../../core/http/row-routes';

// The owner's automations routes as the document shows them: each of the lists (segments,
// sequences, broadcasts, lead magnets) is read, created, changed and deleted the same way
// (core/http/row-routes.ts), and some rows have actions of their own.

export const AutomationsAdmin = (path: string) =>
  applyDecorators(ApiTags('admin: automations'), AdminOnly(), Controller(`admin/automations${path}`));

// one of the row's own actions (POST /{id}/…): what it answers, and its refusals
export const ActsOnRow = (path: string, summary: string, type: Type<unknown> | null, what: string, conflict?: string) =>
  applyDecorators(
    Post(`:id/${path}`),
    HttpCode(200),
    ApiOperation({ summary }),
    type ? ApiOkResponse({ type }) : ApiOkResponse(),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    RowNotFound(what),
    ...conflicts(conflict),
  );

export { ChangesRow, CreatesRow, DeletesRow, ListsRows, RowNotFound } from '../../../core/http/row-routes';
