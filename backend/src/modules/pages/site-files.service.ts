import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { PageServices } from './page-loading';
import { PAGE_SERVICES } from './page-services';
import { PublicPageRegistry } from './public-page-registry';
import { robotsTxt, sitemapXml } from './search-files';
import { securityTxt } from './security-txt';
import { type BitmapIcon, iconSvg, renderIcon, webManifest } from './site-icons';

// The files at the site's root for search engines and browsers: the sitemap and robots.txt, the
// icons drawn from the site's identity, the web app manifest. Each is made from the current data.
@Injectable()
export class SiteFilesService {
  // the bitmaps of the current icon, rendered once (a new name or colour is a new SVG)
  private rendered: { svg: string; icons: Map<BitmapIcon, Promise<Buffer>> } = { svg: '', icons: new Map() };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAGE_SERVICES) private readonly services: PageServices,
    private readonly pages: PublicPageRegistry,
  ) {}

  // the sitemap, or one file of its index; null for a file past the last
  sitemap(file?: number): Promise<string | null> {
    return sitemapXml(this.services, this.pages.pages, this.config.publicUrl, file);
  }

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  // null when the site has no contact address to give
  async securityTxt(): Promise<string | null> {
    const { contactEmail } = (await this.services.site.publicSite()).site;
    return contactEmail ? securityTxt(contactEmail, this.config.publicUrl) : null;
  }

  async iconSvg(): Promise<string> {
    return iconSvg((await this.services.site.publicSite()).site);
  }

  async bitmapIcon(icon: BitmapIcon): Promise<Buffer> {
    const svg = iconSvg((await this.services.site.publicSite()).site, { rounded: false });
    if (this.rendered.svg !== svg) this.rendered = { svg, icons: new Map() };
    const { icons } = this.rendered;
    if (!icons.has(icon)) {
      const rendering = renderIcon(svg, icon);
      rendering.catch(() => icons.delete(icon)); // tried again next time
      icons.set(icon, rendering);
    }
    return icons.get(icon)!;
  }

  async manifest(): Promise<object> {
    return webManifest((await this.services.site.publicSite()).site);
  }
}
