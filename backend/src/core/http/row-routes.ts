import { applyDecorators, Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

// An owner's list of rows as the document shows its routes: read, created, changed and deleted the
// same way in every module that has one, so the routes say it once. `what` names the row
// ('segment'); `conflict`, when given, is what a 409 answers.

export const RowNotFound = (what: string) =>
  ApiNotFoundResponse({ type: ErrorResponseDto, description: `No ${what} has this id` });
export const conflicts = (conflict?: string) =>
  conflict ? [ApiConflictResponse({ type: ErrorResponseDto, description: conflict })] : [];

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
    RowNotFound(what),
    ...conflicts(conflict),
  );

export const DeletesRow = (summary: string, what: string, conflict?: string) =>
  applyDecorators(
    Delete(':id'),
    HttpCode(204),
    ApiOperation({ summary }),
    ApiNoContentResponse(),
    RowNotFound(what),
    ...conflicts(conflict),
  );
