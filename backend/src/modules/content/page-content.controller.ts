import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import { PublicRead } from '../../core/http/cached-read';
import { PageContentDto, PageQuery, SavePageContentDto } from './dto/page-content.dto';
import { PageContentService } from './page-content.service';
import type { Page } from './page-sections';

@ApiTags('page content')
@Controller()
export class PageContentController {
  constructor(private readonly content: PageContentService) {}

  @Get('page-content')
  @Public()
  @PublicRead(['page_content'], { sameForSignedIn: true })
  @ApiOperation({ summary: 'What the admin wrote for one page; sections not listed use the built-in text' })
  @ApiOkResponse({ type: [PageContentDto] })
  getPageContent(@Query() query: PageQuery): Promise<PageContentDto[]> {
    return this.content.listPage(query.page as Page);
  }

  @Get('admin/page-content')
  @AdminOnly({ keys: 'read-content' })
  @ApiOperation({ summary: 'Every saved page section' })
  @ApiOkResponse({ type: [PageContentDto] })
  listPageContent(): Promise<PageContentDto[]> {
    return this.content.listAll();
  }

  @Put('admin/page-content')
  @AdminOnly()
  @ApiOperation({ summary: 'Save one page section (created or replaced); HTML is sanitised' })
  @ApiOkResponse({ type: PageContentDto })
  savePageContent(@Body() body: SavePageContentDto): Promise<PageContentDto> {
    return this.content.save(body.page as Page, body.section, body.content);
  }
}
