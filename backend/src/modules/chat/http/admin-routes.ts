import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';

// The owner's assistant routes (/api/admin/assistant…): admin-only, an admin API key too (the
// questions are visitors' words, read as the other admin lists are), under the 'assistant' tag.
// Their lists of rows are documented as every module's are (core/http/row-routes.ts).
export const AssistantAdmin = (path = '') =>
  applyDecorators(ApiTags('assistant'), AdminOnly(), Controller(`admin/assistant${path}`));

export { ChangesRow, CreatesRow, DeletesRow, ListsRows, RowNotFound } from '../../../core/http/row-routes';
