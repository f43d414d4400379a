import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import { PublicRead } from '../../core/http/cached-read';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { LegalPageDto, SaveLegalPageDto } from './dto/legal-page.dto';
import { LEGAL_SLUGS } from './legal-pages';
import { LegalPagesService } from './legal-pages.service';

const SLUG = { name: 'slug', enum: LEGAL_SLUGS } as const;
const NOT_FOUND = { type: ErrorResponseDto, description: 'No legal page has this slug' } as const;

@ApiTags('legal pages')
@Controller()
export class LegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get('legal-pages/:slug')
  @Public()
  // the site's name, owner and contact address are filled in
  @PublicRead(['legal_pages', 'site_settings'], { sameForSignedIn: true })
  @ApiParam(SLUG)
  @ApiOperation({ summary: 'A legal page as visitors read it (the site name, owner and contact address filled in)' })
  @ApiOkResponse({ type: LegalPageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getLegalPage(@Param('slug') slug: string): Promise<LegalPageDto> {
    return this.pages.publicPage(slug);
  }

  @Get('admin/legal-pages/:slug')
  @AdminOnly({ keys: 'read-content' })
  @ApiParam(SLUG)
  @ApiOperation({ summary: 'A legal page as written, placeholders such as {{contactEmail}} included' })
  @ApiOkResponse({ type: LegalPageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getLegalPageForAdmin(@Param('slug') slug: string): Promise<LegalPageDto> {
    return this.pages.pageForAdmin(slug);
  }

  @Put('admin/legal-pages/:slug')
  @AdminOnly()
  @ApiParam(SLUG)
  @ApiOperation({ summary: "Save a legal page's title and text; the HTML is sanitised" })
  @ApiOkResponse({ type: LegalPageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  saveLegalPage(@Param('slug') slug: string, @Body() body: SaveLegalPageDto): Promise<LegalPageDto> {
    return this.pages.save(slug, body);
  }
}
