import { applyDecorators, Controller, Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';

// The owner's automations routes as the document shows them: each of the lists (segments,
// sequences, broadcasts, lead magnets) is read, created, changed and deleted the same way, so
// their routes say it once. `what` names the row ('segment'); `conflict`, when given, is what a
// 409 answers.

const notFound = (what: string) =>
  ApiNotFoundResponse({ type: ErrorResponseDto, description: `No ${what} has this id` });
const conflicts = (conflict?: string) =>
  conflict ? [ApiConflictResponse({ type: ErrorResponseDto, description: conflict })] : [];

export const AutomationsAdmin = (path: string) =>
  applyDecorators(ApiTags('admin: automations'), AdminOnly(), Controller(`admin/automations${path}`));

export const ListsRows = (summary: string, type: Type<unknown>) =>
  applyDecorators(Get(), ApiOperation({ summary }), ApiOkResponse({ type: [type] }));

export const CreatesRow = (summary: string, type: Type<unknown>, conflict?: string) =>
  applyDecorators(
    Post(),
    ApiOperation({ summary }),
    ApiCreatedResponse({ type }),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    ...conflicts(conflict),
  );

export const ChangesRow = (summary: string, type: Type<unknown>, what: string, conflict?: string) =>
  applyDecorators(
    Put(':id'),
    ApiOperation({ summary }),
    ApiOkResponse({ type }),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    notFound(what),
    ...conflicts(conflict),
  );

export const DeletesRow = (summary: string, what: string, conflict?: string) =>
  applyDecorators(
    Delete(':id'),
    HttpCode(204),
    ApiOperation({ summary }),
    ApiNoContentResponse(),
    notFound(what),
    ...conflicts(conflict),
  );

// one of the row's own actions (POST /{id}/…): what it answers, and its refusals
export const ActsOnRow = (path: string, summary: string, type: Type<unknown> | null, what: string, conflict?: string) =>
  applyDecorators(
    Post(`:id/${path}`),
    HttpCode(200),
    ApiOperation({ summary }),
    type ? ApiOkResponse({ type }) : ApiOkResponse(),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    notFound(what),
    ...conflicts(conflict),
  );

export { notFound as RowNotFound };
