import { Body, Controller, Delete, Get, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import type { Page } from '../../core/paging/page';
import { PageQuery } from '../../core/paging/page-query.dto';
import { PagedResponse } from '../../core/paging/paged-response';
import { SiteImportReportDto, SiteImportRequestDto, RedirectDto } from './dto/import-report.dto';
import { ImportUploadInterceptor } from './import-upload';
import { ImportErrors } from './imports.errors';
import { ImportsService } from './imports.service';
import { RedirectsService } from './redirects.service';
import { IMPORT_SOURCES } from './sources/import-bundle';

@ApiTags('admin: imports')
@AdminOnly()
@Controller('admin/imports')
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly redirects: RedirectsService,
  ) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'source'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description:
            'Ghost: the .json (or a zip with content/images); WordPress: the .xml (or a zip with wp-content/uploads); Substack: the .zip',
        },
        source: { type: 'string', enum: [...IMPORT_SOURCES] },
        dryRun: { type: 'boolean', description: 'true: report what would happen and write nothing' },
      },
    },
  })
  @ApiOperation({
    summary:
      'Import the posts and subscribers of a Ghost, WordPress or Substack export. Each item is written on its own ' +
      '(all of it or nothing); an item an earlier import brought is skipped; old addresses are redirected (301).',
  })
  @ApiOkResponse({ type: SiteImportReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or not an export of that source' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: ImportErrors.tooLarge })
  importExport(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: SiteImportRequestDto,
  ): Promise<SiteImportReportDto> {
    return this.imports.run(file, body);
  }

  @Get('redirects')
  @ApiOperation({ summary: 'The old addresses of imported posts and where they lead, newest first, a page at a time' })
  @PagedResponse(RedirectDto, { withTotal: true })
  listRedirects(@Query() query: PageQuery): Promise<Page<RedirectDto>> {
    return this.redirects.list(query);
  }

  @Delete('redirects/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop redirecting an old address (it answers 404 again)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ImportErrors.redirectNotFound })
  async removeRedirect(@IdParam('id') id: number): Promise<void> {
    await this.redirects.remove(id);
  }
}
