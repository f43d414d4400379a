import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { sanitizePostHtml } from '../../core/text/html';
import { TrackingPolicy } from '../automations';
import { SiteService } from '../site';
import { type LegalPageDto, type SaveLegalPageDto, toLegalPageDto } from './dto/legal-page.dto';
import type { LegalPageEntity } from './entities/legal-page.entity';
import { fillPlaceholders, hasVisibleContent, isLegalSlug } from './legal-pages';
import { LegalPagesRepository } from './legal-pages.repository';
import { LegalErrors } from './legal.errors';

// No copy in memory: every read goes to the database, so a save shows on every replica at once.
@Injectable()
export class LegalPagesService {
  constructor(
    private readonly pages: LegalPagesRepository,
    private readonly site: SiteService,
    private readonly tracking: TrackingPolicy,
  ) {}

  // what visitors read: the site's name, the owner's name and contact address filled in, and
  // whether marketing mail counts opens and clicks
  async publicPage(slug: string): Promise<LegalPageDto> {
    const [page, { site }, emailTracking] = await Promise.all([
      this.find(slug),
      this.site.publicSite(),
      this.tracking.sentence(),
    ]);
    return toLegalPageDto(page, fillPlaceholders(page.content, { ...site, emailTracking }));
  }

  // what the owner edits: the text as written
  async pageForAdmin(slug: string): Promise<LegalPageDto> {
    return toLegalPageDto(await this.find(slug));
  }

  async save(slug: string, input: SaveLegalPageDto): Promise<LegalPageDto> {
    if (!isLegalSlug(slug)) throw new NotFoundException(LegalErrors.notFound);
    const content = sanitizePostHtml(input.content);
    if (!hasVisibleContent(content)) throw new BadRequestException(LegalErrors.contentRequired);
    return toLegalPageDto(await this.pages.save({ slug, title: input.title, content }));
  }

  private async find(slug: string): Promise<LegalPageEntity> {
    const page = isLegalSlug(slug) ? await this.pages.find(slug) : null;
    if (!page) throw new NotFoundException(LegalErrors.notFound);
    return page;
  }
}
