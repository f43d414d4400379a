import { applyDecorators, Controller, Get, Header, NotFoundException, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { PUBLIC_TABLES, PublicRead } from '../../core/http/cached-read';
import { ICON_PATHS, MANIFEST_PATH, ROBOTS_PATH, SECURITY_TXT_PATH, SITEMAP_PATH } from '../../core/http/site-paths';
import { SitemapQuery } from './sitemap.query';
import { SiteFilesService } from './site-files.service';
import { SITEMAP_FILE_URLS } from './search-files';

// Made from the current data on each request: revalidated, never kept stale (ETags make that
// cheap). The bitmaps, which have no ETag, may be kept a day: a new colour reaches tabs and home
// screens by the next day.
const FRESH = 'no-cache';
const A_DAY = 'public, max-age=86400';
const PNG = 'image/png';
const SECURITY_TXT_NO_CONTACT =
  'This site publishes no security contact: its settings have no contact e-mail (Admin → Site).';

// a route of one of the icon's bitmaps
const BitmapIcon = (path: string, summary: string, type = PNG) =>
  applyDecorators(
    Get(path),
    Public(),
    Header('Cache-Control', A_DAY),
    ApiOperation({ summary }),
    ApiProduces(type),
    ApiOkResponse({ description: type }),
  );

@ApiTags('site files')
@Controller()
export class SiteFilesController {
  constructor(private readonly files: SiteFilesService) {}

  @Get(SITEMAP_PATH)
  @Public()
  // made once per change of what it lists, then sent from memory (and kept 2 s by nginx)
  @PublicRead(PUBLIC_TABLES, { sameForSignedIn: true })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiOperation({
    summary: 'The sitemap: the public pages, every published post and product (at /sitemap.xml)',
    description: `Past ${SITEMAP_FILE_URLS.toLocaleString('en-US')} addresses, a sitemap index naming files of that many each: /sitemap.xml?page=1, 2…`,
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'Sitemap XML (sitemaps.org 0.9): a urlset, or a sitemapindex' })
  @ApiNotFoundResponse({ description: 'A page past the last file of the index' })
  async getSitemap(@Query() { page }: SitemapQuery): Promise<string> {
    const xml = await this.files.sitemap(page);
    if (xml === null) throw new NotFoundException(`The sitemap has no page ${page}.`);
    return xml;
  }

  @Get(ROBOTS_PATH)
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', FRESH)
  @ApiOperation({ summary: 'What crawlers may read, and where the sitemap is (at /robots.txt)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'robots.txt' })
  getRobotsTxt(): string {
    return this.files.robots();
  }

  @Get(SECURITY_TXT_PATH)
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', FRESH)
  @ApiOperation({
    summary: 'Where to report a security problem (RFC 9116, at /.well-known/security.txt)',
    description:
      "Contact: the site's contact e-mail (Admin → Site) as a mailto: URI; Expires: 180 days on, at midnight UTC; " +
      'Preferred-Languages: en; Canonical: this address under PUBLIC_URL.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'security.txt' })
  @ApiNotFoundResponse({ description: 'The site settings have no contact e-mail' })
  async getSecurityTxt(): Promise<string> {
    const txt = await this.files.securityTxt();
    if (txt === null) throw new NotFoundException(SECURITY_TXT_NO_CONTACT);
    return txt;
  }

  @Get(MANIFEST_PATH)
  @Public()
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', FRESH)
  @ApiOperation({ summary: "The web app manifest: the site's name, colours and icons (at /manifest.webmanifest)" })
  @ApiProduces('application/manifest+json')
  @ApiOkResponse({ description: 'Web app manifest' })
  getWebManifest(): Promise<object> {
    return this.files.manifest();
  }

  @Get(ICON_PATHS.svg)
  @Public()
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', FRESH)
  @ApiOperation({ summary: "The site's icon: its initials in white on the brand colour (at /icon.svg)" })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG' })
  getSiteIcon(): Promise<string> {
    return this.files.iconSvg();
  }

  @BitmapIcon(ICON_PATHS.ico, "The site's icon, 32 × 32, as favicon.ico", 'image/x-icon')
  async getFaviconIco(): Promise<StreamableFile> {
    return new StreamableFile(await this.files.bitmapIcon('ico'), { type: 'image/x-icon' });
  }

  @BitmapIcon(ICON_PATHS.appleTouch, "The site's icon, 180 × 180, for iOS home screens (at /apple-touch-icon.png)")
  async getAppleTouchIcon(): Promise<StreamableFile> {
    return new StreamableFile(await this.files.bitmapIcon('appleTouch'), { type: PNG });
  }

  @BitmapIcon(ICON_PATHS.small, "The site's icon, 192 × 192, for the manifest (at /icon-192.png)")
  async getAppIconSmall(): Promise<StreamableFile> {
    return new StreamableFile(await this.files.bitmapIcon('small'), { type: PNG });
  }

  @BitmapIcon(ICON_PATHS.large, "The site's icon, 512 × 512, for the manifest and link previews (at /icon-512.png)")
  async getAppIconLarge(): Promise<StreamableFile> {
    return new StreamableFile(await this.files.bitmapIcon('large'), { type: PNG });
  }
}
