import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseEnumPipe,
  Post,
  Put,
  Res,
  UploadedFile,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import { PublicRead } from '../../core/http/cached-read';
import { ImageUploadBody } from '../../core/http/image-upload.decorator';
import { SaveSiteSettingsDto } from './dto/save-site-settings.dto';
import { SiteDto, SiteSettingsDto } from './dto/site.dto';
import { SITE_IMAGE_KINDS, type SiteImageKind } from './entities/site-settings.entity';
import { SiteImagesService } from './site-images.service';
import { SiteErrors } from './site.errors';
import { SiteService } from './site.service';

const KindParam = () =>
  Param(
    'kind',
    new ParseEnumPipe(Object.fromEntries(SITE_IMAGE_KINDS.map((k) => [k, k])), {
      exceptionFactory: () => new BadRequestException(SiteErrors.badImageKind),
    }),
  );
const KIND_DOC = { name: 'kind', enum: SITE_IMAGE_KINDS } as const;

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly site: SiteService,
    private readonly images: SiteImagesService,
  ) {}

  // Browsers check their copy every time (ETag; 304 when unchanged).
  @Get('site')
  @Public()
  @PublicRead(['site_settings'], { sameForSignedIn: true })
  @ApiOperation({ summary: "The owner's site settings every page shows (ETag; checked on every use)" })
  @ApiOkResponse({ type: SiteDto })
  async getSite(@Res({ passthrough: true }) res: Response): Promise<SiteDto> {
    const { site, etag } = await this.site.publicSite();
    // Express answers 304 itself when If-None-Match names this ETag
    res.setHeader('ETag', etag);
    return site;
  }

  @Get('admin/site')
  @AdminOnly()
  @ApiOperation({ summary: 'The site settings, with what only e-mails use' })
  @ApiOkResponse({ type: SiteSettingsDto })
  getSiteSettings(): Promise<SiteSettingsDto> {
    return this.site.settingsForAdmin();
  }

  @Put('admin/site')
  @AdminOnly()
  @ApiOperation({ summary: 'Save the site settings (every field; null or empty clears an optional one)' })
  @ApiOkResponse({ type: SiteSettingsDto })
  saveSiteSettings(@Body() body: SaveSiteSettingsDto): Promise<SiteSettingsDto> {
    return this.site.save(body);
  }

  @Post('admin/site/images/:kind')
  @AdminOnly()
  @ImageUploadBody()
  @ApiParam(KIND_DOC)
  @ApiOperation({
    summary:
      'Upload the photo (cropped to 600×600 JPEG), logo (inside 480×120 PNG) or favicon (64×64 PNG); at most 5 MB',
  })
  @ApiCreatedResponse({ type: SiteSettingsDto })
  uploadSiteImage(
    @KindParam() kind: SiteImageKind,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<SiteSettingsDto> {
    return this.images.upload(kind, image);
  }

  @Delete('admin/site/images/:kind')
  @AdminOnly()
  @ApiParam(KIND_DOC)
  @ApiOperation({ summary: 'Remove the photo, logo or favicon' })
  @ApiOkResponse({ type: SiteSettingsDto })
  removeSiteImage(@KindParam() kind: SiteImageKind): Promise<SiteSettingsDto> {
    return this.images.remove(kind);
  }
}
